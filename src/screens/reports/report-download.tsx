/**
 * Downloads the report on screen as .xlsx; SheetJS loads on the first click. Not the lists' Download
 * (src/shared/download/): the report is already on the page, so there is no stream to count or cancel.
 */
import { useState } from 'react';
import type { Report } from '../../contract';
import { toastError, toastSuccess } from '../../core/toaster';
import { DOWNLOAD_FAILED, DOWNLOAD_STARTED } from '../../lib/excel';
import { Button } from '../../ui/button';
import { downloadReport } from './report-sheets';

export function ReportDownload({ report }: { report: Report | undefined }) {
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
