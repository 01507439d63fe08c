/**
 * Add to the do-not-contact list from a .csv/.xlsx (docs/rules/do-not-contact.md#d5.13): columns `number` and `reason`, the
 * file checked here first and sent with its progress, then the counts and the skipped rows with their
 * reasons, which are also saved as skipped_data.xlsx.
 */
import { type FormEvent, useState } from 'react';
import { useAddNumbersFromFile } from '../../api/do-not-contact/add-numbers-from-file';
import { DO_NOT_CONTACT_COLUMNS, type DoNotContactUploadResult, type SkippedNumber } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastError, toastFailure, toastSuccess } from '../../core/toaster';
import { dncCatalog } from '../../locales/dnc';
import { downloadCatalog } from '../../locales/download';
import { uploadsCatalog } from '../../locales/uploads';
import { fileProblem } from '../../screen-parts/file-upload/check-file';
import { FilePicker } from '../../screen-parts/file-upload/file-picker';
import { SkippedRows } from '../../screen-parts/file-upload/skipped-rows';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ProgressBar } from '../../ui/progress-bar';
import { useT } from '../../ui/use-t';
import { saveSkippedNumbers } from './skipped-numbers-sheet';

/** Saves skipped_data.xlsx, or says the download failed (in the element's language). */
function useSaveSkipped() {
  const t = useT(downloadCatalog);
  return (skipped: readonly SkippedNumber[]) =>
    saveSkippedNumbers(skipped).catch(() => toastError(t('download.failed')));
}

interface AddFromFileDialogProps {
  onClose: () => void;
  onUploaded: (result: DoNotContactUploadResult) => void;
}

export function AddFromFileDialog({ onClose, onUploaded }: AddFromFileDialogProps) {
  const t = useT(dncCatalog);
  // The upload's own words (progress, Upload, its counts) are the bulk upload's.
  const tUpload = useT(uploadsCatalog);
  const saveSkipped = useSaveSkipped();
  const mutation = useAddNumbersFromFile();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<DoNotContactUploadResult | null>(null);
  // A new key empties the native input after an upload, so the same file is not sent twice by mistake.
  const [pickerKey, setPickerKey] = useState(0);
  // Closing mid-request would drop the answer's toast and event.
  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? fileProblem(chosen) : null);
    setResult(null);
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
      { file, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          toastSuccess(
            tUpload('uploads.imported', { inserted: answer.inserted, skipped: answer.skipped.length }),
          );
          setResult(answer);
          setFile(null);
          setPickerKey((k) => k + 1);
          onUploaded(answer);
          if (answer.skipped.length > 0) void saveSkipped(answer.skipped);
        },
        onError: (error) => toastFailure(error, tUpload('uploads.failed')),
      },
    );
  };

  return (
    <Dialog open title={t('dnc.fileTitle')} onClose={close}>
      <form className="rl-stack" onSubmit={submit} noValidate>
        <p className="rl-muted">{t('dnc.fileColumns', { columns: DO_NOT_CONTACT_COLUMNS.join(', ') })}</p>
        <FilePicker
          key={pickerKey}
          label={t('dnc.numberFile')}
          file={file}
          error={problem}
          disabled={mutation.isPending}
          onChoose={choose}
        />
        {mutation.isPending ? <ProgressBar label={tUpload('uploads.progress')} value={progress} /> : null}
        {mutation.isError ? (
          <p className="rl-error" role="alert">
            {messageOf(mutation.error, tUpload('uploads.failed'))}
          </p>
        ) : null}
        {result ? <FileResult result={result} onSaveAgain={() => void saveSkipped(result.skipped)} /> : null}
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={mutation.isPending}>
            {result ? t('dnc.close') : t('dnc.cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={mutation.isPending}>
            {mutation.isPending ? tUpload('uploads.uploading') : tUpload('uploads.upload')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** What a bulk add did: its counts, the leads it ended, the first skipped rows and their reasons. */
function FileResult({ result, onSaveAgain }: { result: DoNotContactUploadResult; onSaveAgain: () => void }) {
  const t = useT(dncCatalog);
  const tUpload = useT(uploadsCatalog);
  const { inserted, skipped, leadsEnded } = result;
  return (
    <div className="rl-stack" part="result">
      <p role="status">
        <strong>{tUpload('uploads.imported', { inserted, skipped: skipped.length })}</strong>
        {leadsEnded > 0 ? t('dnc.fileEnded', { count: leadsEnded }) : null}
      </p>
      <SkippedRows rows={skipped} withNumber onSaveAgain={onSaveAgain} />
    </div>
  );
}
