/**
 * The picker's Collect screen (docs/rules/screens.md): claim one lead at a time, copy its details,
 * finish it as valid or invalid, wait out the delay, write the first text and message the creator.
 */
import { useState } from 'react';
import { useClaimLead } from '../../api/leads/claim-lead';
import { useFinishLead } from '../../api/leads/finish-lead';
import { releasedMessageOf, useLeadReleased } from '../../api/leads/lead-released';
import type { CreatorMessage, NumberStatus, Rental } from '../../contract';
import { alreadyToasted, toastError, toastFailure, toastSuccess } from '../../core/toaster';
import { useAuth } from '../../core/use-auth';
import { useClock } from '../../lib/clock';
import { showNumber } from '../../lib/phone';
import type { Emit } from '../../ui/define-widget';
import { ClaimControls, type Notice } from './claim-controls';
import { FirstMessage } from './first-message';
import { HeldLead } from './held-lead';
import { MessageToCreator } from './message-to-creator';
import { PicksToday } from './picks-today';
import { describeRefusal, refusalOf } from './refusal';
import { useCountdown } from './use-countdown';

export const FINISHED = 'successfully finished!';
export const CLAIM_FAILED = 'Failed to fetch rental data!';
/** The title over the server's words when the held lead went back to the pool (rules D9.3, D9.4). */
export const LEAD_RELEASED_TITLE = 'Lead released';

const hasCreator = (lead: Rental | null): lead is Rental & { creatorId: string } => !!lead?.creatorId;

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface CollectEvents {
  'lead-fetched': { rental: Rental };
  'lead-finished': { rental: Rental; number_status: NumberStatus };
  'message-sent': { message: CreatorMessage };
}

export function CollectScreen({ emit }: { emit: Emit<CollectEvents> }) {
  const pickerName = useAuth((s) => s.user?.name ?? '');
  const clock = useClock();
  const [held, setHeld] = useState<Rental | null>(null);
  // Kept after Finish so the picker can still message that lead's creator.
  const [finished, setFinished] = useState<Rental | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const countdown = useCountdown();
  const claim = useClaimLead();
  const complete = useFinishLead();

  /** The lead `rentalId` (the held one when absent) is no longer the picker's: say so, and let it fetch again. */
  const released = (message: string, rentalId?: string) => {
    setHeld((lead) => (lead && rentalId !== undefined && lead._id !== rentalId ? lead : null));
    setNotice({ title: LEAD_RELEASED_TITLE, text: message, urgent: true });
  };
  useLeadReleased((event) => released(event.message, event.rentalId));

  const claimNext = () => {
    setNotice(null);
    claim.mutate(undefined, {
      onSuccess: ({ rental }) => {
        setHeld(rental);
        setFinished(null);
        emit('lead-fetched', { rental });
      },
      onError: (error) => {
        const refusal = refusalOf(error);
        if (refusal?.code === 'delay' && refusal.retryAfter > 0) countdown.start(refusal.retryAfter);
        else if (refusal) setNotice(describeRefusal(refusal, clock.now()));
        else if (!alreadyToasted(error)) toastError(CLAIM_FAILED);
      },
    });
  };

  const finish = (number_status: NumberStatus) =>
    complete.mutate(number_status, {
      onSuccess: ({ rental, waitSeconds }) => {
        toastSuccess(FINISHED);
        setHeld(null);
        setFinished(rental);
        countdown.start(waitSeconds);
        emit('lead-finished', { rental, number_status });
      },
      onError: (error) => {
        // A picker who was offline when its lead was released or expired learns it here (rules D9.3, D9.4).
        const message = releasedMessageOf(error);
        if (message === null) toastFailure(error, 'Failed to finish!');
        else released(message);
      },
    });

  const lead = held ?? finished;
  return (
    <div className="rl-page" part="page">
      <div className="rl-page__head" part="header">
        <h1>Collect Rental</h1>
        <PicksToday />
      </div>
      <ClaimControls
        claiming={claim.isPending}
        holding={held !== null}
        secondsLeft={countdown.secondsLeft}
        notice={notice}
        onClaim={claimNext}
      />
      {held ? (
        <HeldLead lead={held} saving={complete.isPending ? complete.variables : null} onFinish={finish} />
      ) : (
        <p className="rl-card rl-muted" part="lead">
          {finished
            ? `Finished ${showNumber(finished.number)}. Fetch the next rental when the wait is over.`
            : 'No rental fetched yet. Press Fetch Rental to take the next lead.'}
        </p>
      )}
      <div className="rl-info-grid">
        {/* Keyed by lead: a new lead brings its client's name into a fresh form. */}
        <FirstMessage
          key={`first-${lead?._id ?? 'none'}`}
          pickerName={pickerName}
          clientName={lead?.client_name ?? ''}
        />
        {hasCreator(lead) ? (
          <MessageToCreator
            key={`message-${lead._id}`}
            lead={lead}
            onSent={(message) => emit('message-sent', { message })}
          />
        ) : null}
      </div>
    </div>
  );
}
