/** What an upload did: the inserted and skipped counts, and the first skipped rows with their reasons. */
import { importedMessage, SKIPPED_FILE, type UploadResult } from '../../contract';
import { Button } from '../../ui/button';

const SHOWN_SKIPPED = 20;

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
      {skipped.length > 0 ? (
        <>
          <p className="rl-muted">
            The skipped rows were downloaded as {SKIPPED_FILE}, each with the reason it was skipped.
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1) */}
          <section className="rl-table-wrap" aria-label="Skipped rows" tabIndex={0}>
            <table className="rl-table">
              <caption className="rl-visually-hidden">Skipped rows</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {skipped.slice(0, SHOWN_SKIPPED).map((row) => (
                  <tr key={row.row}>
                    <td>{row.row}</td>
                    <td className="rl-wrap">{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {skipped.length > SHOWN_SKIPPED ? (
            <p className="rl-muted">And {skipped.length - SHOWN_SKIPPED} more in the file.</p>
          ) : null}
          <div>
            <Button onClick={onSaveSkipped}>Download skipped rows again</Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
