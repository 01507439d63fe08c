/**
 * Downloads the report on screen as .xlsx; SheetJS loads on the first click. Not the lists' Download
 * (src/screen-parts/download/): the report is already on the page, so there is no stream to count or cancel.
 */
import { useState } from 'react';
import type { Report } from '../../contract';
import { toastError, toastSuccess } from '../../core/toaster';
import { Button } from '../../ui/button';
import { downloadReport } from './report-sheets';
import { useReportWords } from './report-words';

export function ReportDownload({ report }: { report: Report | undefined }) {
  const { t } = useReportWords();
  const [busy, setBusy] = useState(false);
  const download = async (shown: Report) => {
    setBusy(true);
    try {
      await downloadReport(shown);
      toastSuccess(t('reports.downloadStarted'));
    } catch {
      toastError(t('reports.downloadFailed'));
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
      {t('reports.download')}
    </Button>
  );
}
