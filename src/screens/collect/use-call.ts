/**
 * A call made from Collect (docs/rules/claiming.md#d5.24): Call or WhatsApp starts its record; the picker's return
 * (the page shown again after the link took it away, the window focused again, or 'Back from the call') asks how it
 * went; the answer records the return and its outcome, which Collect then carries out as its own button would.
 */
import { useEffect, useRef, useState } from 'react';
import { useReturnFromCall } from '../../api/calls/return-from-call';
import { useStartCall } from '../../api/calls/start-call';
import type { CallChannel, CallOutcome, CallRecord } from '../../contract';
import { messageOf } from '../../core/api-error';
import { toastFailure } from '../../core/toaster';
import { useClock } from '../../lib/clock';
import { collectCatalog } from '../../locales/collect';
import { useT } from '../../ui/use-t';

interface OpenCall {
  rentalId: string;
  /** When it was pressed, on the widget's clock: the duration shown runs from here. */
  since: number;
  /** The record's id once the server answered. */
  callId: string | null;
  asking: boolean;
}

interface CallHandlers {
  onStarted: (call: CallRecord) => void;
  /** The outcome the picker chose, recorded on the call: Collect ends the lead with it. */
  onOutcome: (outcome: CallOutcome) => void;
}

export function useCall({ onStarted, onOutcome }: CallHandlers) {
  const t = useT(collectCatalog);
  const clock = useClock();
  const start = useStartCall();
  const back = useReturnFromCall();
  const [open, setOpen] = useState<OpenCall | null>(null);
  // The page was hidden or lost focus since the press: showing or focusing it again is the return.
  const left = useRef(false);
  const waiting = open !== null && !open.asking;

  useEffect(() => {
    if (!waiting) return;
    const away = () => {
      left.current = true;
    };
    const returned = () => {
      if (left.current) setOpen((call) => call && { ...call, asking: true });
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? away() : returned());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', away);
    window.addEventListener('focus', returned);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', away);
      window.removeEventListener('focus', returned);
    };
  }, [waiting]);

  const press = (rentalId: string, channel: CallChannel) => {
    back.reset();
    // A second press before coming back: the first call's return is recorded without an outcome.
    if (open?.callId && !open.asking) back.mutate({ callId: open.callId });
    left.current = false;
    const since = clock.now();
    setOpen({ rentalId, since, callId: null, asking: false });
    start.mutate(
      { rentalId, channel },
      {
        onSuccess: (call) => {
          setOpen((current) => (current?.since === since ? { ...current, callId: call._id } : current));
          onStarted(call);
        },
        onError: (error) => {
          setOpen((current) => (current?.since === since ? null : current));
          toastFailure(error, t('collect.callStartFailed'));
        },
      },
    );
  };

  const answer = (outcome?: CallOutcome) => {
    if (!open?.callId) return;
    back.mutate(
      { callId: open.callId, outcome },
      {
        onSuccess: () => {
          setOpen(null);
          if (outcome) onOutcome(outcome);
        },
      },
    );
  };

  const saving: CallOutcome | 'none' | null = back.isPending
    ? (back.variables?.outcome ?? 'none')
    : open?.callId === null
      ? 'none'
      : null;
  return {
    open,
    press,
    /** 'Back from the call': where the link left the page in place. */
    cameBack: () => setOpen((call) => call && { ...call, asking: true }),
    answer,
    saving,
    error: back.error ? messageOf(back.error, t('collect.callReturnFailed')) : null,
  };
}
