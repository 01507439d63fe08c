/**
 * Add to the do-not-contact list from a .csv/.xlsx (docs/rules/do-not-contact.md#d5.13): columns `number` and `reason`, the
 * file checked here first and sent with its progress, then the counts and the skipped rows with their
 * reasons, which are also saved as skipped_data.xlsx.
 */
import { type FormEvent, useState } from 'react';
import { useAddNumbersFromFile } from '../../api/do-not-contact/add-numbers-from-file';
import {
  DO_NOT_CONTACT_COLUMNS,
  type DoNotContactUploadResult,
  importedMessage,
  type SkippedNumber,
} from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastError, toastFailure, toastSuccess } from '../../core/toaster';
import { DOWNLOAD_FAILED } from '../../lib/excel';
import { fileProblem } from '../../shared/file-upload/check-file';
import { FilePicker } from '../../shared/file-upload/file-picker';
import { SkippedRows } from '../../shared/file-upload/skipped-rows';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ProgressBar } from '../../ui/progress-bar';
import { saveSkippedNumbers } from './skipped-numbers-sheet';

export const UPLOAD_FAILED = 'Upload failed.';

const saveSkipped = (skipped: readonly SkippedNumber[]) =>
  saveSkippedNumbers(skipped).catch(() => toastError(DOWNLOAD_FAILED));

interface AddFromFileDialogProps {
  onClose: () => void;
  onUploaded: (result: DoNotContactUploadResult) => void;
}

export function AddFromFileDialog({ onClose, onUploaded }: AddFromFileDialogProps) {
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
          toastSuccess(importedMessage(answer));
          setResult(answer);
          setFile(null);
          setPickerKey((k) => k + 1);
          onUploaded(answer);
          if (answer.skipped.length > 0) void saveSkipped(answer.skipped);
        },
        onError: (error) => toastFailure(error, UPLOAD_FAILED),
      },
    );
  };

  return (
    <Dialog open title="Add numbers from a file" onClose={close}>
      <form className="rl-stack" onSubmit={submit} noValidate>
        <p className="rl-muted">
          Columns: {DO_NOT_CONTACT_COLUMNS.join(', ')}. Rows that cannot be added are skipped and handed back
          with the reason.
        </p>
        <FilePicker
          key={pickerKey}
          label="Number file"
          file={file}
          error={problem}
          disabled={mutation.isPending}
          onChoose={choose}
        />
        {mutation.isPending ? <ProgressBar label="Upload progress" value={progress} /> : null}
        {mutation.isError ? (
          <p className="rl-error" role="alert">
            {messageOf(mutation.error, UPLOAD_FAILED)}
          </p>
        ) : null}
        {result ? <FileResult result={result} /> : null}
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={mutation.isPending}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" variant="primary" busy={mutation.isPending}>
            {mutation.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** What a bulk add did: its counts, the leads it ended, the first skipped rows and their reasons. */
function FileResult({ result }: { result: DoNotContactUploadResult }) {
  const { skipped, leadsEnded } = result;
  return (
    <div className="rl-stack" part="result">
      <p role="status">
        <strong>{importedMessage(result)}</strong>
        {leadsEnded > 0
          ? ` (${leadsEnded === 1 ? '1 lead' : `${leadsEnded} leads`} nobody held ended)`
          : null}
      </p>
      <SkippedRows rows={skipped} withNumber onSaveAgain={() => void saveSkipped(skipped)} />
    </div>
  );
}
