/**
 * The profile's Sessions (docs/rules/auth.md, "Sessions"): the signed-in devices with their browser,
 * address and last seen (Panama time), this device marked; End for another device and End all other
 * sessions, each asked first. Loaded lazily: the profile's first paint does not wait for it.
 */
import { useState } from 'react';
import { useEndOtherSessions } from '../../api/auth/end-other-sessions';
import { useEndSession } from '../../api/auth/end-session';
import { useMySessions } from '../../api/auth/list-sessions';
import type { SessionInfo } from '../../contract/sessions';
import { messageOf } from '../../core/api-error';
import { toastSuccess } from '../../core/toaster';
import { formatDateTime } from '../../lib/panama-dates';
import { securityCatalog } from '../../locales/security';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useLanguage } from '../../ui/language';
import { LoadError } from '../../ui/load-error';
import { useT } from '../../ui/use-t';

/** What the dialog asks about: one other device, or every other one. */
type Ending = { one: SessionInfo } | { allOthers: true } | null;

export function SessionsSection() {
  const sessions = useMySessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<Ending>(null);
  const t = useT(securityCatalog);
  const busy = endOne.isPending || endOthers.isPending;
  const failure = endOne.error ?? endOthers.error;

  const ask = (next: Ending) => {
    endOne.reset();
    endOthers.reset();
    setEnding(next);
  };
  const done = (answer: { message: string }) => {
    toastSuccess(answer.message);
    setEnding(null);
  };
  const confirm = () => {
    if (ending && 'one' in ending) endOne.mutate(ending.one._id, { onSuccess: done });
    else endOthers.mutate(undefined, { onSuccess: done });
  };

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <section className="rl-card rl-stack" aria-label={t('security.sessions')}>
      <div className="rl-toolbar">
        <h2>{t('security.sessions')}</h2>
        {others.length > 0 ? (
          <Button variant="danger" onClick={() => ask({ allOthers: true })}>
            {t('security.endAllOthers')}
          </Button>
        ) : null}
      </div>
      {sessions.isPending ? (
        <p role="status" className="rl-row">
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> {t('security.loadingSessions')}
        </p>
      ) : sessions.isError ? (
        <LoadError query={sessions} />
      ) : (
        <SessionsTable sessions={sessions.data} onEnd={(one) => ask({ one })} />
      )}
      {sessions.isSuccess && others.length === 0 ? (
        <p className="rl-muted">{t('security.onlyThisDevice')}</p>
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={ending && 'one' in ending ? t('security.endSession') : t('security.endAllOthers')}
        confirmLabel={t('security.end')}
        busy={busy}
        error={failure ? messageOf(failure, t('security.endFailed')) : null}
        onConfirm={confirm}
        onCancel={() => setEnding(null)}
      >
        {ending && 'one' in ending
          ? ending.one.address
            ? t('security.endOneAt', { browser: ending.one.browser, address: ending.one.address })
            : t('security.endOne', { browser: ending.one.browser })
          : t('security.endOthers')}
      </ConfirmDialog>
    </section>
  );
}

function SessionsTable({ sessions, onEnd }: { sessions: SessionInfo[]; onEnd: (one: SessionInfo) => void }) {
  const t = useT(securityCatalog);
  const language = useLanguage();
  return (
    <div className="rl-table-wrap">
      <table className="rl-table">
        <caption className="rl-visually-hidden">{t('security.devices')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('security.browser')}</th>
            <th scope="col">{t('security.address')}</th>
            <th scope="col">{t('security.lastSeen')}</th>
            <th scope="col">
              <span className="rl-visually-hidden">{t('security.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session._id}>
              <td>{session.browser}</td>
              <td>{session.address || '-'}</td>
              <td>{formatDateTime(session.lastSeenAt, language)}</td>
              <td>
                {session.current ? (
                  <strong>{t('security.thisDevice')}</strong>
                ) : (
                  <Button
                    className="rl-btn--small"
                    aria-label={t('security.endSessionOf', { browser: session.browser })}
                    onClick={() => onEnd(session)}
                  >
                    {t('security.end')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
