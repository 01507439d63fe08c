/** Downloads the report on screen as .xlsx; SheetJS loads on the first click. */
import { useState } from 'react';
import type { Report } from '../../contract';
import { toastError, toastSuccess } from '../../core/toaster';
import { DOWNLOAD_FAILED, DOWNLOAD_STARTED } from '../../lib/excel';
import { Button } from '../../ui/button';
import { downloadReport } from './report-sheets';

export function DownloadButton({ report }: { report: Report | undefined }) {
  const [busy, setBusy] = useState(false);
  const download = async (shown: Report) => {
    setBusy(true);
    try {
      await downloadReport(shown);
      toastSuccess(DOWNLOAD_STARTED);
    } catch {
      toastError(DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="primary"
      part="download-button"
      disabled={!report}
      busy={busy}
      onClick={() => report && void download(report)}
    >
      Download .xlsx
    </Button>
  );
}
