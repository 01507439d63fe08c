/**
 * The first rows an upload skipped, each with its reason, and a button to save them all again: the
 * bulk upload's and the do-not-contact list's summaries show them alike.
 */
import { SKIPPED_FILE } from '../../contract';
import { uploadsCatalog } from '../../locales/uploads';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';

const SHOWN_SKIPPED = 20;

interface SkippedRowsProps {
  rows: readonly { row: number; number?: string; reason: string }[];
  /** A Number column, for rows that carry the number they were about. */
  withNumber?: boolean;
  onSaveAgain: () => void;
}

export function SkippedRows({ rows, withNumber = false, onSaveAgain }: SkippedRowsProps) {
  const t = useT(uploadsCatalog);
  if (rows.length === 0) return null;
  return (
    <>
      <p className="rl-muted">{t('uploads.skippedSaved', { file: SKIPPED_FILE })}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1) */}
      <section className="rl-table-wrap" aria-label={t('uploads.skippedRows')} tabIndex={0}>
        <table className="rl-table">
          <caption className="rl-visually-hidden">{t('uploads.skippedRows')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('uploads.row')}</th>
              {withNumber ? <th scope="col">{t('uploads.number')}</th> : null}
              <th scope="col">{t('uploads.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN_SKIPPED).map((row) => (
              <tr key={row.row}>
                <td>{row.row}</td>
                {withNumber ? <td>{row.number}</td> : null}
                <td className="rl-wrap">{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {rows.length > SHOWN_SKIPPED ? (
        <p className="rl-muted">{t('uploads.moreSkipped', { count: rows.length - SHOWN_SKIPPED })}</p>
      ) : null}
      <div>
        <Button onClick={onSaveAgain}>{t('uploads.saveAgain')}</Button>
      </div>
    </>
  );
}
