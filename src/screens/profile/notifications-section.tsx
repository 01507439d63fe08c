/**
 * The profile's Notifications (docs/rules/notifications.md#d16.2): push notifications on this device or
 * off, and a test notification. The browser asks its permission on the press of 'On this device'; a
 * browser without push, or a page without the host page's service worker, says so, and a refused
 * permission says how to allow it again.
 */
import { useEffect, useId, useState } from 'react';
import { fetchPushKey } from '../../api/push/push-key';
import { saveSubscription } from '../../api/push/subscribe';
import { useSendTestPush } from '../../api/push/test';
import { removeSubscription } from '../../api/push/unsubscribe';
import { isApiError, messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { browserPushDevice, type PushDevice, type PushState } from '../../lib/push-device';
import { securityCatalog } from '../../locales/security';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';

export function NotificationsSection({ device = browserPushDevice }: { device?: PushDevice }) {
  const t = useT(securityCatalog);
  const legendId = useId();
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const test = useSendTestPush();

  useEffect(() => {
    let live = true;
    device.state().then(
      (found) => live && setState(found),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, [device]);

  const turnOn = async () => {
    const subscription = await device.subscribe(await fetchPushKey());
    if (!subscription) return setState(await device.state());
    toastSuccess((await saveSubscription(subscription)).message);
    setState('on');
  };
  const turnOff = async () => {
    const endpoint = await device.unsubscribe();
    // A device the server no longer keeps is off all the same.
    const answer = endpoint
      ? await removeSubscription(endpoint).catch((e) =>
          isApiError(e) && e.status === 404 ? null : Promise.reject(e),
        )
      : null;
    if (answer) toastSuccess(answer.message);
    setState('off');
  };
  const choose = (on: boolean) => {
    setBusy(true);
    setError(null);
    test.reset();
    (on ? turnOn() : turnOff())
      .catch((e: unknown) =>
        setError(messageOf(e, on ? t('security.pushOnFailed') : t('security.pushOffFailed'))),
      )
      .finally(() => setBusy(false));
  };

  return (
    <section
      className="rl-card rl-stack"
      aria-label={t('security.notifications')}
      aria-busy={busy || state === 'loading'}
    >
      <h2 id={legendId}>{t('security.notifications')}</h2>
      <p className="rl-muted">{t('security.notificationsAbout')}</p>
      {state === 'loading' ? (
        <p role="status" className="rl-row">
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" />{' '}
          {t('security.notificationsLoading')}
        </p>
      ) : state === 'unsupported' ? (
        <p role="note">{t('security.notificationsUnsupported')}</p>
      ) : (
        <>
          {state === 'denied' ? <p role="note">{t('security.notificationsDenied')}</p> : null}
          <fieldset className="rl-fieldset" aria-labelledby={legendId} disabled={busy || state === 'denied'}>
            {(['on', 'off'] as const).map((value) => (
              <label key={value} className="rl-checkbox">
                <input
                  type="radio"
                  name={`${legendId}-push`}
                  value={value}
                  checked={state === value}
                  onChange={() => choose(value === 'on')}
                />
                {value === 'on' ? t('security.notificationsOn') : t('security.notificationsOff')}
              </label>
            ))}
          </fieldset>
          {busy ? (
            <p role="status" className="rl-row">
              <span className="rl-spinner rl-spinner--small" aria-hidden="true" />{' '}
              {t('security.notificationsBusy')}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="rl-error">
              {error}
            </p>
          ) : null}
          {state === 'on' ? (
            <div className="rl-row">
              <Button
                busy={test.isPending}
                disabled={busy}
                onClick={() =>
                  test.mutate(undefined, { onSuccess: (answer) => toastSuccess(answer.message) })
                }
              >
                {t('security.sendTestNotification')}
              </Button>
            </div>
          ) : null}
          {test.isError ? (
            <p role="alert" className="rl-error">
              {messageOf(test.error, t('security.testNotificationFailed'))}
            </p>
          ) : null}
          {test.isSuccess && test.data.data.sent === 0 ? (
            <p role="status">{t('security.testNotificationNone')}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
