/**
 * What the form's number and post link already are (docs/rules/leads.md#d5.23), said as soon as either is
 * in the form, before it is sent: a lead's (who entered it and the day, in the element's language) or,
 * for the number, on the do-not-contact list. A value still being typed is asked once it rests.
 */

import { usePostCheck } from '../../api/leads/check-post';
import { isHttpUrl, LEAD_FIELDS, type PostCheckFinding, type PostCheckQuery } from '../../contract';
import { formatDate } from '../../lib/panama-dates';
import { isWholeNumber } from '../../lib/phone';
import { formsCatalog } from '../../locales/forms';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';
import { useDebounced } from './use-debounced';

/** Long enough for a typist's pause, short enough to answer before the next field is reached. */
const REST_MS = 400;

interface PostChecksProps {
  number: string;
  postLink: string;
}

/** The values worth asking about: a whole number, an http(s) link. */
const questionOf = (number: string, postLink: string): PostCheckQuery => ({
  ...(number !== '' && isWholeNumber(number) && { number }),
  ...(isHttpUrl(postLink) && { post_link: postLink }),
});

export function PostChecks({ number, postLink }: PostChecksProps) {
  const t = useT(formsCatalog);
  const term = useTerm();
  const language = useLanguage();
  const rested = {
    number: useDebounced(number.trim(), REST_MS),
    postLink: useDebounced(postLink.trim(), REST_MS),
  };
  const { data } = usePostCheck(questionOf(rested.number, rested.postLink));
  // An answer about a value the creator has since changed says nothing of the form.
  const findings = [
    { field: 'number', finding: rested.number === number.trim() ? data?.number : null },
    { field: 'post_link', finding: rested.postLink === postLink.trim() ? data?.post_link : null },
  ] as const;
  const said = (finding: PostCheckFinding) =>
    finding.state === 'listed'
      ? t('forms.numberListed')
      : finding.creatorName
        ? t('forms.enteredBy', { name: finding.creatorName, date: formatDate(finding.createdAt, language) })
        : t('forms.enteredOn', { date: formatDate(finding.createdAt, language) });
  const shown = findings.filter((item) => item.finding);
  return (
    <div role="status" className="rl-stack" part="checks">
      {shown.map(({ field, finding }) => (
        <p
          key={field}
          className={`rl-notice ${finding?.state === 'listed' ? 'rl-notice--error' : 'rl-notice--warning'}`}
        >
          <strong>{term(LEAD_FIELDS[field].label)}</strong>: <span>{finding && said(finding)}</span>
        </p>
      ))}
    </div>
  );
}
