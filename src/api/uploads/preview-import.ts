/**
 * POST /rental/bulk-upload-preview: the chosen file read, mapped and checked as the import would,
 * nothing written (docs/rules/uploads.md#d5.7.1). Asked again whenever the uploader changes the mapping.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ColumnMapping, type ImportPreview, MAPPING_FIELD, pathTo, uploadsApi } from '../../contract';
import { upload } from '../../core/api-client';

/** The form both the preview and the import send: the mapping first, for the server reads fields before the file. */
export function leadFileForm(file: File, mapping: ColumnMapping | undefined): FormData {
  const form = new FormData();
  if (mapping) form.append(MAPPING_FIELD, JSON.stringify(mapping));
  form.append('file', file);
  return form;
}

export const previewImport = (file: File, mapping: ColumnMapping | undefined, signal?: AbortSignal) =>
  upload<ImportPreview>(pathTo(uploadsApi.previewImport), leadFileForm(file, mapping), { signal }).then(
    (r) => r.data,
  );

/**
 * The preview of `file` (null: none chosen); `fileKey` tells one choice from the next, as a File has
 * no key of its own. A changed mapping keeps the last answer on screen while the next one comes.
 */
export const usePreviewImport = (file: File | null, fileKey: number, mapping: ColumnMapping | undefined) =>
  useQuery({
    queryKey: ['uploads', 'preview', fileKey, mapping ?? null],
    queryFn: ({ signal }) => previewImport(file!, mapping, signal),
    enabled: file !== null,
    placeholderData: (previous, query) =>
      query?.queryKey[2] === fileKey ? keepPreviousData(previous) : undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
