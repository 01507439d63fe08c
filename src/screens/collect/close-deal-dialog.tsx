/**
 * 'Close deal' from Collect (docs/rules/deals.md#d6.2): the Deal Closing form for the lead the picker just finished
 * valid, its number already known, so nothing is typed twice. A lead with its deal shows that deal,
 * one whose number turned invalid says it takes none.
 */
import { useState } from 'react';
import { useDealLead } from '../../api/deals/find-lead';
import type { ClosedRental } from '../../contract';
import { collectCatalog } from '../../locales/collect';
import { CloseDealForm } from '../../screen-parts/close-deal/close-deal-form';
import { ClosedDealNotice } from '../../screen-parts/close-deal/closed-deal-notice';
import { InvalidNumberNotice } from '../../screen-parts/close-deal/invalid-number-notice';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../ui/use-t';

interface CloseDealDialogProps {
  /** The lead's number as stored (E.164). */
  number: string;
  onClose: () => void;
}

/** What happened to the deal in this dialog: closed here, or refused as one already exists. */
type Closing = { kind: 'closed'; deal: ClosedRental } | { kind: 'conflict' } | { kind: 'invalid' };

export function CloseDealDialog({ number, onClose }: CloseDealDialogProps) {
  const t = useT(collectCatalog);
  const found = useDealLead(number);
  const [closing, setClosing] = useState<Closing | null>(null);
  const lead = found.data;

  const body = () => {
    if (found.isPending)
      return (
        <p className="rl-muted" aria-busy="true">
          {t('collect.closeDealLoading')}
        </p>
      );
    if (!lead)
      return (
        <p className="rl-error" role="alert">
          {t('collect.closeDealFailed')}
        </p>
      );
    if (closing?.kind === 'closed') return <ClosedDealNotice deal={closing.deal} justClosed />;
    if (lead.closedRental || closing?.kind === 'conflict')
      return <ClosedDealNotice deal={lead.closedRental} justClosed={false} />;
    if (lead.number_status === 'invalid' || closing?.kind === 'invalid') return <InvalidNumberNotice />;
    return (
      <CloseDealForm
        lead={lead}
        onClosed={(deal) => setClosing({ kind: 'closed', deal })}
        onConflict={() => setClosing({ kind: 'conflict' })}
        onInvalidNumber={() => setClosing({ kind: 'invalid' })}
      />
    );
  };

  return (
    <Dialog open title={t('collect.closeDeal')} onClose={onClose}>
      {body()}
      <div className="rl-actions">
        <Button onClick={onClose}>{t('collect.close')}</Button>
      </div>
    </Dialog>
  );
}
