/**
 * 'My callbacks' (docs/rules/claiming.md#d5.18): the picker's own callbacks still waiting, due ones first, times in
 * Panama time. A due one opens on Collect (the server claims it); an upcoming one shows when it falls
 * due, and the list reads itself again at that time.
 */
import { useEffect } from 'react';
import { useMyCallbacks } from '../../api/leads/my-callbacks';
import { useClock } from '../../lib/clock';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber } from '../../lib/phone';
import { collectCatalog } from '../../locales/collect';
import { Button } from '../../ui/button';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';

interface MyCallbacksProps {
  /** Nothing held, no wait, no pause: a due callback may be opened. */
  canOpen: boolean;
  /** The callback being opened; every Open waits meanwhile. */
  opening: string | null;
  onOpen: (id: string) => void;
  /** Shown while the list loads: Collect's own loading line (callbacks-card.tsx), handed down so this file does not import it. */
  loading: React.ReactNode;
}

export function MyCallbacks({ canOpen, opening, onOpen, loading }: MyCallbacksProps) {
  const t = useT(collectCatalog);
  const language = useLanguage();
  const clock = useClock();
  const { data: callbacks, isPending, isError, refetch } = useMyCallbacks();

  // The server says which are due; the next upcoming one is asked about again when its time comes.
  const nextDue = callbacks?.find((callback) => !callback.due)?.dueAt;
  useEffect(() => {
    if (!nextDue) return;
    return clock.after(Math.max(0, Date.parse(nextDue) - clock.now()), () => void refetch());
  }, [nextDue, clock, refetch]);

  // The card around this is Collect's own (callbacks-card.tsx).
  if (isPending) return loading;
  return isError ? (
    <p className="rl-error" role="alert">
      {t('collect.callbacksFailed')}
    </p>
  ) : callbacks.length === 0 ? (
    <p className="rl-muted">{t('collect.callbacksEmpty')}</p>
  ) : (
    <>
      <p className="rl-muted">{t('collect.callbacksTimes')}</p>
      <ul className="rl-callbacks">
        {callbacks.map((callback) => {
          const number = showNumber(callback.number);
          const time = formatDateTime(callback.dueAt, language);
          return (
            <li key={callback._id} className="rl-callbacks__item">
              <div>
                <strong>{number}</strong>
                {callback.client_name ? ` · ${callback.client_name}` : null}
                <div className={callback.due ? 'rl-callbacks__due' : 'rl-muted'}>
                  {callback.due
                    ? t('collect.callbackDue', { time })
                    : t('collect.callbackUpcoming', { time })}
                </div>
                {callback.note ? <div className="rl-muted">{callback.note}</div> : null}
              </div>
              {callback.due ? (
                <Button
                  aria-label={t('collect.openCallback', { number })}
                  busy={opening === callback._id}
                  disabled={!canOpen || opening !== null}
                  onClick={() => onOpen(callback._id)}
                >
                  {t('collect.open')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
