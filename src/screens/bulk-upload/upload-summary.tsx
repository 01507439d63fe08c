/** What an upload did: the inserted and skipped counts, and the first skipped rows with their reasons. */
import type { UploadResult } from '../../contract';
import { uploadsCatalog } from '../../locales/uploads';
import { SkippedRows } from '../../screen-parts/file-upload/skipped-rows';
import { useT } from '../../ui/use-t';

interface UploadSummaryProps {
  result: UploadResult;
  onSaveSkipped: () => void;
}

export function UploadSummary({ result, onSaveSkipped }: UploadSummaryProps) {
  const t = useT(uploadsCatalog);
  const { inserted, skipped } = result;
  return (
    <div className="rl-card rl-stack" part="result">
      <p role="status">
        <strong>{t('uploads.imported', { inserted, skipped: skipped.length })}</strong>
      </p>
      <SkippedRows rows={skipped} onSaveAgain={onSaveSkipped} />
    </div>
  );
}
