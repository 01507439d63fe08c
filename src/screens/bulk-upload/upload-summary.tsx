/** What an upload did: the inserted and skipped counts, and the first skipped rows with their reasons. */
import { importedMessage, type UploadResult } from '../../contract';
import { SkippedRows } from '../../shared/file-upload/skipped-rows';

interface UploadSummaryProps {
  result: UploadResult;
  onSaveSkipped: () => void;
}

export function UploadSummary({ result, onSaveSkipped }: UploadSummaryProps) {
  const { skipped } = result;
  return (
    <div className="rl-card rl-stack" part="result">
      <p role="status">
        <strong>{importedMessage(result)}</strong>
      </p>
      <SkippedRows rows={skipped} onSaveAgain={onSaveSkipped} />
    </div>
  );
}
