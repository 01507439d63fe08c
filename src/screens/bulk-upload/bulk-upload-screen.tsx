/**
 * `<rl-bulk-upload>`'s screen (docs/rules/uploads.md, "Screens"): a .csv/.xlsx checked here first,
 * previewed (its columns mapped to the lead's fields, its first rows, what would be inserted and
 * skipped), sent with its progress and the mapping, then the counts, and the skipped rows saved as
 * skipped_data.xlsx; below, the import history with Revert.
 */
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { importLeads } from '../../api/uploads/import-leads';
import { importToPool } from '../../api/uploads/import-to-pool';
import { usePreviewImport } from '../../api/uploads/preview-import';
import { type LeadUploader, useBulkUpload } from '../../api/uploads/use-bulk-upload';
import { type ColumnMapping, RENTAL_LABELS, type SkippedRow, type UploadResult } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastError, toastFailure, toastSuccess } from '../../core/toaster';
import { downloadCatalog } from '../../locales/download';
import { uploadsCatalog } from '../../locales/uploads';
import { fileProblem } from '../../screen-parts/file-upload/check-file';
import { FilePicker } from '../../screen-parts/file-upload/file-picker';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { ProgressBar } from '../../ui/progress-bar';
import { useT } from '../../ui/use-t';
import { missingFields } from './required-fields';
import { saveSkippedRows } from './skipped-sheet';
import { UploadSummary } from './upload-summary';

// The preview and the history load apart from the first paint: the element stays under its size
// budget (docs/benchmarks.md). Meanwhile the preview says it is reading; the history shows nothing.
const ImportPreview = lazy(() =>
  import('./import-preview').then((module) => ({ default: module.ImportPreview })),
);
const ImportHistory = lazy(() =>
  import('./import-history').then((module) => ({ default: module.ImportHistory })),
);

export type UploadMode = 'rental' | 'for-use';

type UploadsId = keyof typeof uploadsCatalog.en;

const MODES: Record<UploadMode, { title: UploadsId; send: LeadUploader; lead: UploadsId }> = {
  rental: { title: 'uploads.rentalTitle', send: importLeads, lead: 'uploads.rentalLead' },
  'for-use': { title: 'uploads.forUseTitle', send: importToPool, lead: 'uploads.forUseLead' },
};

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface BulkUploadEvents {
  /** Counts of rows: inserted as leads, and skipped. */
  'upload-finished': { inserted: number; skipped: number };
  /** An import was reverted: its leads removed, and those kept because someone had claimed them. */
  'import-reverted': { id: string; removed: number; kept: number };
}

export interface BulkUploadProps {
  mode: UploadMode;
  emit: Emit<BulkUploadEvents>;
}

export function BulkUploadScreen({ mode, emit }: BulkUploadProps) {
  const t = useT(uploadsCatalog);
  // The mode arrives as an HTML attribute: a typo must say so rather than break the widget.
  if (!Object.hasOwn(MODES, mode)) {
    return (
      <p className="rl-card rl-error" role="alert">
        {t('uploads.unknownMode', { mode })}
      </p>
    );
  }
  return <BulkUpload key={mode} mode={mode} emit={emit} />;
}

function BulkUpload({ mode, emit }: BulkUploadProps) {
  const t = useT(uploadsCatalog);
  const tDownload = useT(downloadCatalog);
  const { title, send, lead } = MODES[mode];
  const saveSkipped = (skipped: readonly SkippedRow[]) =>
    saveSkippedRows(skipped).catch(() => toastError(tDownload('download.failed')));
  const mutation = useBulkUpload(send);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<UploadResult | null>(null);
  // A new key empties the native input after an upload, so the same file is not sent twice by mistake;
  // it also tells one chosen file's preview from the next.
  const [pickerKey, setPickerKey] = useState(0);
  // The uploader's own mapping; until one is chosen, the server's proposal applies.
  const [chosenMapping, setChosenMapping] = useState<ColumnMapping | undefined>();
  const headingId = useId();
  const preview = usePreviewImport(file && !problem ? file : null, pickerKey, chosenMapping);
  const mapping = chosenMapping ?? preview.data?.mapping;
  const missing = mapping ? missingFields(mapping) : [];

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? fileProblem(chosen) : null);
    setResult(null);
    setChosenMapping(undefined);
    setPickerKey((k) => k + 1);
    mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = fileProblem(file);
    if (refused || !file) {
      setProblem(refused);
      return;
    }
    setProgress(0);
    mutation.mutate(
      { file, mapping, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          toastSuccess(t('uploads.imported', { inserted: answer.inserted, skipped: answer.skipped.length }));
          setResult(answer);
          setFile(null);
          setChosenMapping(undefined);
          setPickerKey((k) => k + 1);
          emit('upload-finished', { inserted: answer.inserted, skipped: answer.skipped.length });
          if (answer.skipped.length > 0) void saveSkipped(answer.skipped);
        },
        onError: (error) => toastFailure(error, t('uploads.failed')),
      },
    );
  };

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{t(title)}</h1>
      </div>
      <form className="rl-card rl-stack" onSubmit={submit} noValidate aria-labelledby={headingId} part="form">
        <p className="rl-muted">
          {t(lead)} {t('uploads.columns', { columns: Object.keys(RENTAL_LABELS).join(', ') })}
        </p>
        <FilePicker
          key={pickerKey}
          label={t('uploads.leadFile')}
          file={file}
          error={problem}
          disabled={mutation.isPending}
          onChoose={choose}
        />
        {file && !problem ? (
          <Suspense
            fallback={
              <p className="rl-muted" role="status">
                {t('uploads.reading')}
              </p>
            }
          >
            <ImportPreview
              query={preview}
              mapping={mapping ?? {}}
              missing={missing}
              disabled={mutation.isPending}
              onMapping={setChosenMapping}
            />
          </Suspense>
        ) : null}
        {mutation.isPending ? <ProgressBar label={t('uploads.progress')} value={progress} /> : null}
        <div part="actions">
          <Button type="submit" variant="primary" busy={mutation.isPending} disabled={missing.length > 0}>
            {mutation.isPending ? t('uploads.uploading') : t('uploads.upload')}
          </Button>
        </div>
      </form>
      {mutation.isError ? (
        <p className="rl-card rl-error" role="alert">
          {messageOf(mutation.error, t('uploads.failed'))}
        </p>
      ) : null}
      {result ? (
        <UploadSummary result={result} onSaveSkipped={() => void saveSkipped(result.skipped)} />
      ) : null}
      <Suspense fallback={null}>
        <ImportHistory
          onReverted={(entry, { removed, kept }) => emit('import-reverted', { id: entry._id, removed, kept })}
        />
      </Suspense>
    </section>
  );
}
