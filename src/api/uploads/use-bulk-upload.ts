/** Sends one lead file to either import, with its progress; the lead lists and the import history change with it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnMapping, UploadResult } from '../../contract';
import type { UploadOptions } from '../../core/api-client';
import { leadFileForm } from './preview-import';

export type LeadUploader = (form: FormData, options: UploadOptions) => Promise<UploadResult>;

export interface UploadVariables {
  file: File;
  /** The columns as the uploader mapped them; without it, the server's proposal from the header. */
  mapping?: ColumnMapping;
  /** The share of the file sent so far, from 0 to 1. */
  onProgress: (fraction: number) => void;
}

export function useBulkUpload(send: LeadUploader) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping, onProgress }: UploadVariables) =>
      send(leadFileForm(file, mapping), { onProgress }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['leads'] }),
        queryClient.invalidateQueries({ queryKey: ['uploads', 'imports'] }),
      ]),
  });
}
