/**
 * The pickers' proposed corrections of the creator's leads (docs/rules/leads.md#d5.21), above My Leads: each change as
 * "Field: now → proposed", with Accept (applied as her own correction, checked as one) and Decline. A likely
 * duplicate asks again with "Accept anyway". Nothing shows while there is none.
 */
import { useId, useState } from 'react';
import { useDecideCorrection } from '../../api/leads/decide-correction';
import { useCorrections } from '../../api/leads/list-corrections';
import { type CorrectionProposal, LEAD_FIELDS } from '../../contract';
import { isApiError, messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { showNumber } from '../../lib/phone';
import { listsCatalog } from '../../locales/lists';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';

const shown = (field: string, value: string | null) =>
  value === null || value === '' ? '-' : field === 'number' ? showNumber(value) : value;

function Proposal({ proposal }: { proposal: CorrectionProposal }) {
  const t = useT(listsCatalog);
  const term = useTerm();
  const decide = useDecideCorrection();
  const [likely, setLikely] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = (accept: boolean, confirmDuplicate = false) => {
    setFailure(null);
    decide.mutate(
      { id: proposal._id, accept, confirmDuplicate },
      {
        onSuccess: (message) => toastSuccess(message),
        onError: (error) => {
          if (isApiError(error) && error.matches?.length) return setLikely(true);
          setFailure(messageOf(error, t('lists.somethingWentWrong')));
        },
      },
    );
  };
  const busy = decide.isPending;
  return (
    <li className="rl-card rl-stack">
      <strong>
        {t('lists.proposalBy', { name: proposal.proposedBy, number: showNumber(proposal.number) })}
      </strong>
      <ul>
        {proposal.changes.map((change) => (
          <li key={change.field}>
            {term(LEAD_FIELDS[change.field].label)}: {shown(change.field, change.from)} →{' '}
            {shown(change.field, change.to)}
          </li>
        ))}
      </ul>
      {likely ? <p role="alert">{t('lists.proposalLikelyDuplicate')}</p> : null}
      {failure ? (
        <p className="rl-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="rl-actions">
        <Button onClick={() => answer(false)} disabled={busy}>
          {t('lists.decline')}
        </Button>
        <Button variant="primary" busy={busy} onClick={() => answer(true, likely)}>
          {likely ? t('lists.acceptAnyway') : t('lists.accept')}
        </Button>
      </div>
    </li>
  );
}

export function CorrectionProposals() {
  const query = useCorrections();
  const headingId = useId();
  const t = useT(listsCatalog);
  if (query.isError)
    return (
      <p className="rl-error" role="alert">
        {t('lists.proposalsFailed')}
      </p>
    );
  if (!query.data?.length) return null;
  return (
    <section className="rl-stack" aria-labelledby={headingId} part="proposals">
      <h2 id={headingId}>{t('lists.proposals')}</h2>
      <ul className="rl-stack">
        {query.data.map((proposal) => (
          <Proposal key={proposal._id} proposal={proposal} />
        ))}
      </ul>
    </section>
  );
}
