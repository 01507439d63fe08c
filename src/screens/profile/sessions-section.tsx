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
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LoadError } from '../../ui/load-error';

/** What the dialog asks about: one other device, or every other one. */
type Ending = { one: SessionInfo } | { allOthers: true } | null;

const END_FAILED = 'Failed to end the session';

export function SessionsSection() {
  const sessions = useMySessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<Ending>(null);
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
    <section className="rl-card rl-stack" aria-label="Sessions">
      <div className="rl-toolbar">
        <h2>Sessions</h2>
        {others.length > 0 ? (
          <Button variant="danger" onClick={() => ask({ allOthers: true })}>
            End all other sessions
          </Button>
        ) : null}
      </div>
      {sessions.isPending ? (
        <p role="status" className="rl-row">
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> Loading sessions...
        </p>
      ) : sessions.isError ? (
        <LoadError query={sessions} />
      ) : (
        <SessionsTable sessions={sessions.data} onEnd={(one) => ask({ one })} />
      )}
      {sessions.isSuccess && others.length === 0 ? (
        <p className="rl-muted">You are signed in on this device only.</p>
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={ending && 'one' in ending ? 'End session' : 'End all other sessions'}
        confirmLabel="End"
        busy={busy}
        error={failure ? messageOf(failure, END_FAILED) : null}
        onConfirm={confirm}
        onCancel={() => setEnding(null)}
      >
        {ending && 'one' in ending
          ? `End the session of ${ending.one.browser}${ending.one.address ? ` at ${ending.one.address}` : ''}? That device is signed out at once.`
          : 'End every session but this device’s? The other devices are signed out at once.'}
      </ConfirmDialog>
    </section>
  );
}

function SessionsTable({ sessions, onEnd }: { sessions: SessionInfo[]; onEnd: (one: SessionInfo) => void }) {
  return (
    <div className="rl-table-wrap">
      <table className="rl-table">
        <caption className="rl-visually-hidden">Signed-in devices</caption>
        <thead>
          <tr>
            <th scope="col">Browser</th>
            <th scope="col">Address</th>
            <th scope="col">Last seen</th>
            <th scope="col">
              <span className="rl-visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session._id}>
              <td>{session.browser}</td>
              <td>{session.address || '-'}</td>
              <td>{formatDateTime(session.lastSeenAt)}</td>
              <td>
                {session.current ? (
                  <strong>This device</strong>
                ) : (
                  <Button
                    className="rl-btn--small"
                    aria-label={`End session of ${session.browser}`}
                    onClick={() => onEnd(session)}
                  >
                    End
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
