/**
 * The picker's Collect screen (docs/rules/screens.md): claim one lead at a time, copy its details,
 * finish it as valid or invalid or end it another way (docs/rules/claiming.md#d5.5), wait out the delay, write the first
 * text and message the creator.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useClaimLead } from '../../api/leads/claim-lead';
import { useEndLead, useFinishLead } from '../../api/leads/finish-lead';
import { releasedMessageOf, useLeadReleased } from '../../api/leads/lead-released';
import { myCallbacksQuery } from '../../api/leads/my-callbacks';
import { useOpenCallback } from '../../api/leads/open-callback';
import { usePickerDesk } from '../../api/leads/picker-desk';
import { useSkipLead } from '../../api/leads/skip-lead';
import {
  type CallOutcome,
  type CallRecord,
  type ClaimResult,
  type CompleteTaskInput,
  type CompleteTaskResult,
  type CreatorMessage,
  localize,
  type NumberStatus,
  OUTCOME_LABELS,
  type Outcome,
  type Rental,
  type SkipInput,
} from '../../contract';
import { isApiError } from '../../core/api-error';
import { isKeptOffline, isNetworkFailure } from '../../core/outbox/outbox';
import { alreadyToasted, toastError, toastFailure, toastSuccess } from '../../core/toaster';
import { useAuth } from '../../core/use-auth';
import { useClock } from '../../lib/clock';
import { takeRouteParam } from '../../lib/location';
import { showNumber, usePhoneMetadata } from '../../lib/phone';
import { collectCatalog } from '../../locales/collect';
import type { Emit } from '../../ui/define-widget';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';
import { CallButtons } from './call-buttons';
import { CallbacksCard, CallbacksLoading } from './callbacks-card';
import { ClaimControls, type Notice } from './claim-controls';
import { LoadingFirstMessage } from './first-message-loading';
import { type Ending, HeldLead } from './held-lead';
import { type Ended, LeadFate } from './lead-fate';
import { PendingActions } from './pending-actions';
import { PicksToday } from './picks-today';
import { describeRefusal, refusalOf } from './refusal';
import { useShortcuts } from './shortcuts';
import { ShortcutsHint } from './shortcuts-hint';
import { useCall } from './use-call';
import { useCountdown } from './use-countdown';

const hasCreator = (lead: Rental | null): lead is Rental & { creatorId: string } => !!lead?.creatorId;

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface CollectEvents {
  'lead-fetched': { rental: Rental };
  'lead-finished': { rental: Rental; number_status: NumberStatus };
  /** The held lead ended another way than Finish or Invalid Number (docs/rules/claiming.md#d5.5). */
  'lead-ended': { rental: Rental; outcome: Outcome };
  /** The held lead was handed back unworked. */
  'lead-skipped': { rental: Rental };
  'message-sent': { message: CreatorMessage };
  /** Call or WhatsApp was pressed on the held lead: its call record (docs/rules/claiming.md#d5.24). */
  'call-started': { call: CallRecord };
}

// The dialogs of the endings that ask first load when one is asked for: Collect's first paint waits for
// none of them (Lighthouse on Collect, docs/benchmarks.md).
const CallbackDialog = lazy(() =>
  import('./callback-dialog').then((module) => ({ default: module.CallbackDialog })),
);
const SkipDialog = lazy(() => import('./skip-dialog').then((module) => ({ default: module.SkipDialog })));
const ConfirmDialog = lazy(() =>
  import('../../ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);
// The cards under the lead need not come with the first paint: the first message's form, and the
// message to the creator, shown only beside a held lead with a creator. The first message's files are
// asked for as soon as this code runs, its template card's beside its own rather than after it
// (Lighthouse on Collect, docs/benchmarks.md).
const firstMessage = import('./first-message');
void import('./template-message');
const FirstMessage = lazy(() => firstMessage.then((module) => ({ default: module.FirstMessage })));
const MessageToCreator = lazy(() =>
  import('./message-to-creator').then((module) => ({ default: module.MessageToCreator })),
);
// 'My callbacks' and the deal form: below the lead, or asked for (docs/rules/claiming.md#d5.18, docs/rules/deals.md#d6.2).
const CallbackAlert = lazy(() =>
  import('./callback-alert').then((module) => ({ default: module.CallbackAlert })),
);
// My callbacks' card is on the first paint (callbacks-card.tsx), and its list is asked for with Collect's
// first render, beside the list's code rather than after it (Lighthouse on Collect).
const MyCallbacks = lazy(() => import('./my-callbacks').then((module) => ({ default: module.MyCallbacks })));
const CloseDealDialog = lazy(() =>
  import('./close-deal-dialog').then((module) => ({ default: module.CloseDealDialog })),
);
// docs/rules/leads.md#d5.21: a picker's proposed correction, loaded when asked for.
const CorrectionDialog = lazy(() =>
  import('../../screen-parts/lead-form/correction-dialog').then((module) => ({
    default: module.CorrectionDialog,
  })),
);
// docs/rules/claiming.md#d5.24: the question on coming back from a call, and the held lead's calls under it.
const CallReturnDialog = lazy(() =>
  import('./call-return-dialog').then((module) => ({ default: module.CallReturnDialog })),
);
const HeldLeadCalls = lazy(() =>
  import('./held-lead-calls').then((module) => ({ default: module.HeldLeadCalls })),
);
const ShortcutsHelp = lazy(() =>
  import('./shortcuts-help').then((module) => ({ default: module.ShortcutsHelp })),
);

/**
 * An ending that asks first: Call Back Later and Skip for their details, Do Not Contact and Invalid
 * Number as they are final; or the deal form of a lead finished valid.
 */
type Asking = 'callback' | 'skip' | 'do-not-contact' | 'invalid' | 'close-deal';

/** A refusal to show in the dialog that asked, so the picker can answer again. */
const refusalText = (error: unknown) => (isApiError(error) ? error.message : null);

export function CollectScreen({ emit }: { emit: Emit<CollectEvents> }) {
  const pickerName = useAuth((s) => s.user?.name ?? '');
  const t = useT(collectCatalog);
  const language = useLanguage();
  const clock = useClock();
  const [held, setHeld] = useState<Rental | null>(null);
  // Kept after an ending so the picker can still message that lead's creator, and reads what becomes of it.
  const [ended, setEnded] = useState<Ended | null>(null);
  const finished = ended?.rental ?? null;
  const [notice, setNotice] = useState<Notice | null>(null);
  const countdown = useCountdown();
  const claim = useClaimLead();
  const complete = useFinishLead();
  const end = useEndLead();
  const skip = useSkipLead();
  const openOne = useOpenCallback();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [helping, setHelping] = useState(false);
  const [proposing, setProposing] = useState(false);
  // The end of a pause of fetching (docs/rules/claiming.md#d5.4) the server told of; Fetch waits for it.
  const [pausedUntil, setPausedUntil] = useState<number | null>(null);
  const desk = usePickerDesk();
  const queryClient = useQueryClient();
  useEffect(() => void queryClient.prefetchQuery(myCallbacksQuery), [queryClient]);
  const root = useRef<HTMLDivElement>(null);
  const leadCard = useRef<HTMLElement>(null);
  const afterEnd = useRef<HTMLParagraphElement>(null);
  // Set by a fetch or an ending: focus follows the lead, never left on a button that disappeared.
  const moveFocus = useRef(false);
  usePhoneMetadata();
  useShortcuts(
    root,
    asking === null && !helping,
    useCallback(() => setHelping(true), []),
  );

  const pause = (refusal: { retryAfter: number }) => {
    setNotice(describeRefusal({ code: 'hold', ...refusal }, clock.now(), t, language));
    if (refusal.retryAfter > 0) setPausedUntil(clock.now() + refusal.retryAfter * 1000);
  };

  useEffect(() => {
    if (pausedUntil === null) return;
    return clock.after(pausedUntil - clock.now(), () => {
      setPausedUntil(null);
      setNotice(null);
    });
  }, [pausedUntil, clock]);

  // Where the picker stood when the screen opened (docs/rules/claiming.md#d5.12), taken once: after that the screen's
  // own claims and endings are newer than any reading of the desk.
  const deskTaken = useRef(false);
  const { data: opened } = desk;
  useEffect(() => {
    if (!opened || deskTaken.current) return;
    deskTaken.current = true;
    // A tapped notification of a due callback names it (docs/rules/notifications.md#d16.4): Collect opens it.
    const tapped = takeRouteParam('callback');
    if (opened.rental) setHeld(opened.rental);
    else if (tapped && opened.waitSeconds === 0 && !opened.pausedUntil) openCallback(tapped);
    else countdown.start(opened.waitSeconds);
    if (opened.pausedUntil)
      pause({ retryAfter: Math.ceil((Date.parse(opened.pausedUntil) - clock.now()) / 1000) });
  });

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (leadCard.current ?? afterEnd.current)?.focus();
  });

  /** The lead `rentalId` (the held one when absent) is no longer the picker's: say so, and let it fetch again. */
  const released = (message: string, rentalId?: string) => {
    setHeld((lead) => (lead && rentalId !== undefined && lead._id !== rentalId ? lead : null));
    // The title over the server's words when the held lead went back to the pool (rules D9.3, D9.4).
    setNotice({ title: t('collect.released'), text: message, urgent: true });
  };
  useLeadReleased(({ number, reason, minutes = 0, rentalId }) =>
    released(
      reason === 'expired'
        ? t('collect.leadExpired', { number: showNumber(number), minutes })
        : t('collect.leadReleasedBy', { number: showNumber(number) }),
      rentalId,
    ),
  );

  // A claim needs the server's answer (docs/rules/claiming.md#d5.25): without network it says so instead of a failure.
  const needsConnection = () =>
    setNotice({ title: t('collect.offline.title'), text: t('collect.offline.claimNeedsConnection') });
  const offline = () => typeof navigator !== 'undefined' && !navigator.onLine;

  /** A claim's answer, from Fetch or from opening a callback: the lead held, or why not. */
  const claimed = (otherwise: (error: unknown) => void) => ({
    onSuccess: ({ rental }: ClaimResult) => {
      moveFocus.current = true;
      setHeld(rental);
      setEnded(null);
      emit('lead-fetched', { rental });
    },
    onError: (error: unknown) => {
      const refusal = refusalOf(error);
      if (refusal?.code === 'delay' && refusal.retryAfter > 0) countdown.start(refusal.retryAfter);
      else if (refusal?.code === 'hold') pause(refusal);
      else if (refusal) setNotice(describeRefusal(refusal, clock.now(), t, language));
      else if (isNetworkFailure(error)) needsConnection();
      else otherwise(error);
    },
  });
  const claimNext = () => {
    setNotice(null);
    if (offline()) return needsConnection();
    deskTaken.current = true;
    claim.mutate(
      undefined,
      claimed((error) => {
        if (!alreadyToasted(error)) toastError(t('collect.claimFailed'));
      }),
    );
  };
  // A due callback from 'My callbacks' (docs/rules/claiming.md#d5.18): the server claims that one or says why not.
  const openCallback = (id: string) => {
    setNotice(null);
    if (offline()) return needsConnection();
    deskTaken.current = true;
    // Its refusals (not due any more, a lead held) are the server's words.
    openOne.mutate(
      id,
      claimed((error) => toastFailure(error, t('collect.openFailed'))),
    );
  };

  /** The held lead left the picker's hands with this answer: clear it, say what becomes of it, start the wait. */
  const leftHands = (done: Ended, waitSeconds: number, message: string) => {
    toastSuccess(message);
    moveFocus.current = true;
    setAsking(null);
    setHeld(null);
    setEnded(done);
    countdown.start(waitSeconds);
  };
  const endedWith = (result: CompleteTaskResult, message: string) =>
    leftHands({ rental: result.rental, result }, result.waitSeconds, message);
  // Kept to be sent when the connection comes back (docs/rules/claiming.md#d5.25): the screen moves on as if it
  // were done; the outbox's line says it waits, and what the server answers later.
  const keptForLater = () => {
    moveFocus.current = true;
    setAsking(null);
    setHeld(null);
    setEnded(null);
  };
  // A picker who was offline when its lead was released or expired learns it here (docs/rules/operations.md#d9.3, docs/rules/operations.md#d9.4).
  const failed = (error: unknown, fallback: string, inDialog: boolean) => {
    const message = releasedMessageOf(error);
    if (isKeptOffline(error)) keptForLater();
    else if (message !== null) {
      setAsking(null);
      released(message);
    } else if (!inDialog) toastFailure(error, fallback);
  };

  const finish = (number_status: NumberStatus, inDialog: boolean) =>
    complete.mutate(number_status, {
      onSuccess: (result) => {
        endedWith(result, t('collect.finished'));
        emit('lead-finished', { rental: result.rental, number_status });
      },
      onError: (error) => failed(error, t('collect.finishFailed'), inDialog),
    });
  // Invalid Number is final: it asks first, as Skip and Do Not Contact do (docs/rules/claiming.md, "The Collect screen").
  const onFinish = (number_status: NumberStatus) => {
    complete.reset();
    if (number_status === 'invalid') setAsking('invalid');
    else finish('valid', false);
  };

  const endWith = (input: CompleteTaskInput & { outcome: Outcome }, inDialog: boolean) =>
    end.mutate(input, {
      onSuccess: (result) => {
        endedWith(
          result,
          t('collect.outcomeSaved', { outcome: localize(language, OUTCOME_LABELS[input.outcome]) }),
        );
        emit('lead-ended', { rental: result.rental, outcome: input.outcome });
      },
      onError: (error) => failed(error, t('collect.saveFailed'), inDialog),
    });

  const skipWith = (input: SkipInput) =>
    skip.mutate(input, {
      onSuccess: ({ rental, waitSeconds }) => {
        leftHands({ rental, skipped: true }, waitSeconds, t('collect.skipped'));
        emit('lead-skipped', { rental });
      },
      onError: (error) => failed(error, t('collect.skipFailed'), true),
    });

  const onEnd = (ending: Exclude<Ending, NumberStatus>) => {
    end.reset();
    skip.reset();
    if (ending === 'no-answer' || ending === 'not-interested') endWith({ outcome: ending }, false);
    else setAsking(ending);
  };

  // The first message WhatsApp opens the chat with, as its card shows it.
  const [firstText, setFirstText] = useState<string | null>(null);
  const calling = useCall({
    onStarted: (call) => emit('call-started', { call }),
    onOutcome: (outcome: CallOutcome) => {
      if (outcome === 'valid' || outcome === 'invalid') onFinish(outcome);
      else onEnd(outcome);
    },
  });

  const saving: Ending | null = complete.isPending
    ? (complete.variables ?? null)
    : end.isPending
      ? (end.variables?.outcome ?? null)
      : skip.isPending
        ? 'skip'
        : null;

  const lead = held ?? finished;
  const firstMessageLoading = <LoadingFirstMessage withoutLead={lead === null} />;
  const callbacksLoading = <CallbacksLoading />;
  // A due callback opens (My callbacks, the alert) when nothing is held and no wait or pause runs.
  const canOpen = held === null && countdown.secondsLeft === 0 && pausedUntil === null && !claim.isPending;
  const opening = openOne.isPending ? (openOne.variables ?? null) : null;
  return (
    <div className="rl-page" part="page" ref={root}>
      <div className="rl-page__head" part="header">
        <h1>{t('collect.title')}</h1>
        <PicksToday />
        <Suspense fallback={null}>
          <CallbackAlert canOpen={canOpen} opening={opening} onOpen={openCallback} />
        </Suspense>
      </div>
      <ClaimControls
        claiming={claim.isPending}
        holding={held !== null}
        secondsLeft={countdown.secondsLeft}
        paused={pausedUntil !== null}
        notice={notice}
        onClaim={claimNext}
      />
      <PendingActions />
      {held ? (
        <HeldLead
          ref={leadCard}
          lead={held}
          saving={saving}
          onFinish={onFinish}
          onEnd={onEnd}
          onPropose={() => setProposing(true)}
          callButtons={
            <CallButtons
              number={held.number}
              text={firstText}
              onCallSince={calling.open && !calling.open.asking ? calling.open.since : null}
              onCall={(channel) => calling.press(held._id, channel)}
              onBack={calling.cameBack}
            />
          }
        />
      ) : ended ? (
        <LeadFate ref={afterEnd} ended={ended} onCloseDeal={() => setAsking('close-deal')} />
      ) : (
        <p
          className="rl-card rl-muted"
          part="lead"
          ref={afterEnd}
          tabIndex={-1}
          aria-busy={desk.isPending || undefined}
        >
          {desk.isPending ? t('collect.loadingDesk') : t('collect.nothingYet')}
        </p>
      )}
      {held ? (
        <Suspense fallback={null}>
          <HeldLeadCalls key={held._id} rentalId={held._id} />
        </Suspense>
      ) : null}
      <ShortcutsHint onHelp={() => setHelping(true)} />
      <CallbacksCard>
        <Suspense fallback={callbacksLoading}>
          <MyCallbacks canOpen={canOpen} opening={opening} onOpen={openCallback} loading={callbacksLoading} />
        </Suspense>
      </CallbacksCard>
      <Suspense fallback={null}>
        {asking === 'invalid' && held ? (
          <ConfirmDialog
            open
            title={t('collect.invalidNumber')}
            confirmLabel={t('collect.invalidNumber')}
            busy={complete.isPending}
            error={refusalText(complete.error)}
            onConfirm={() => finish('invalid', true)}
            onCancel={() => setAsking(null)}
          >
            {t('collect.invalidNumberText', { number: showNumber(held.number) })}
          </ConfirmDialog>
        ) : null}
        {asking === 'close-deal' && finished ? (
          <CloseDealDialog number={finished.number} onClose={() => setAsking(null)} />
        ) : null}
        {helping ? <ShortcutsHelp onClose={() => setHelping(false)} /> : null}
        {calling.open?.asking ? (
          <CallReturnDialog
            since={calling.open.since}
            canEnd={held?._id === calling.open.rentalId}
            saving={calling.saving}
            error={calling.error}
            onChoose={calling.answer}
            onClose={() => calling.answer()}
          />
        ) : null}
        {proposing && held ? (
          <CorrectionDialog lead={held} mode="propose" onClose={() => setProposing(false)} />
        ) : null}
        {asking === 'callback' ? (
          <CallbackDialog
            open
            now={new Date(clock.now())}
            busy={end.isPending}
            error={refusalText(end.error)}
            onSave={(input) => endWith(input as CompleteTaskInput & { outcome: 'callback' }, true)}
            onCancel={() => setAsking(null)}
          />
        ) : null}
        {asking === 'skip' ? (
          <SkipDialog
            open
            busy={skip.isPending}
            error={refusalText(skip.error)}
            onSkip={skipWith}
            onCancel={() => setAsking(null)}
          />
        ) : null}
        {asking === 'do-not-contact' && held ? (
          <ConfirmDialog
            open
            title={t('collect.doNotContact')}
            confirmLabel={t('collect.doNotContact')}
            busy={end.isPending}
            error={refusalText(end.error)}
            onConfirm={() => endWith({ outcome: 'do-not-contact' }, true)}
            onCancel={() => setAsking(null)}
          >
            {t('collect.doNotContactText', { number: showNumber(held.number) })}
          </ConfirmDialog>
        ) : null}
      </Suspense>
      <div className="rl-info-grid">
        {/* Each card waits for its own code, so the message box arriving never hides the first message. */}
        <Suspense fallback={firstMessageLoading}>
          {/* Keyed by lead: a new lead brings its client's name into a fresh form. */}
          <FirstMessage
            key={`first-${lead?._id ?? 'none'}`}
            pickerName={pickerName}
            lead={lead}
            onText={setFirstText}
            loading={firstMessageLoading}
          />
        </Suspense>
        {hasCreator(lead) ? (
          <Suspense fallback={null}>
            <MessageToCreator
              key={`message-${lead._id}`}
              lead={lead}
              onSent={(message) => emit('message-sent', { message })}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
