/**
 * A lead's calls (docs/rules/claiming.md#d5.24), newest first: who called, when (Panama time), how, for how long and
 * what came of it. On Collect under the held lead, and in the Calls… dialog of a lead's row.
 */
import { useId } from 'react';
import { useLeadCalls } from '../../api/calls/lead-calls';
import type { CallRecord } from '../../contract';
import { formatDuration } from '../../lib/call-duration';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber, usePhoneMetadata } from '../../lib/phone';
import { callsCatalog } from '../../locales/calls';
import { useLanguage } from '../../ui/language';
import { LoadError } from '../../ui/load-error';
import { useT } from '../../ui/use-t';
import { channelWord, outcomeWord } from './call-words';

interface LeadCallsProps {
  rentalId: string;
  /** The heading names the lead's number (in a dialog), else says "Calls to this lead" (beside the lead). */
  namesNumber?: boolean;
}

export function LeadCalls({ rentalId, namesNumber = false }: LeadCallsProps) {
  usePhoneMetadata();
  const calls = useLeadCalls(rentalId);
  const headingId = useId();
  const t = useT(callsCatalog);
  if (calls.isPending) {
    return (
      <p className="rl-row" role="status">
        <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> {t('calls.loading')}
      </p>
    );
  }
  if (calls.isError) return <LoadError query={calls} boxed={false} />;
  const { rental } = calls.data;
  return (
    <section className="rl-stack" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {namesNumber ? t('calls.about', { number: showNumber(rental.number) }) : t('calls.history')}
      </h3>
      {calls.data.calls.length === 0 ? (
        <p className="rl-muted">{t('calls.empty')}</p>
      ) : (
        <CallTable calls={calls.data.calls} labelledBy={headingId} />
      )}
    </section>
  );
}

function CallTable({ calls, labelledBy }: { calls: CallRecord[]; labelledBy: string }) {
  const t = useT(callsCatalog);
  const language = useLanguage();
  return (
    // A narrow screen scrolls the table inside its wrap, which takes focus for the keyboard; named apart from the
    // section around it, as two regions of one name are one too many (axe's landmark-unique).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
    <section className="rl-table-wrap" tabIndex={0} aria-label={t('calls.table')}>
      <table className="rl-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('calls.when')}</th>
            <th scope="col">{t('calls.who')}</th>
            <th scope="col">{t('calls.channel')}</th>
            <th scope="col">{t('calls.duration')}</th>
            <th scope="col">{t('calls.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((c) => (
            <tr key={c._id}>
              <td>
                <time dateTime={c.startedAt}>{formatDateTime(c.startedAt, language)}</time>
              </td>
              <td>{c.picker.name}</td>
              <td>{channelWord(t, c.channel)}</td>
              <td>{c.durationSeconds === null ? t('calls.notBack') : formatDuration(c.durationSeconds)}</td>
              <td>{outcomeWord(t, c.outcome)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
