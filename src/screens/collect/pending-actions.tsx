/**
 * The line under the claim that tells what the outbox holds (docs/rules/claiming.md#d5.25): 'Offline: 2 actions
 * waiting' while actions kept without network wait, 'Sent' once they all went, or the server's words
 * when it refused one on replay. It sends the kept actions when the page loads and when the
 * connection comes back, and reads the picker's counts and lists again after a sending.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { refreshAfterHoldEnded } from '../../api/leads/finish-lead';
import { countKept, outboxStore, sendKept } from '../../core/outbox/outbox';
import { collectCatalog } from '../../locales/collect';
import { useT } from '../../ui/use-t';

export function PendingActions() {
  const t = useT(collectCatalog);
  const queryClient = useQueryClient();
  const { waiting, last, rounds } = useStore(outboxStore);

  useEffect(() => {
    void countKept().then(sendKept);
    const online = () => void sendKept();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  useEffect(() => {
    if (rounds > 0) refreshAfterHoldEnded(queryClient);
  }, [rounds, queryClient]);

  const refused = last !== null && 'refused' in last ? last.refused : null;
  const text =
    waiting > 0
      ? t('collect.offline.waiting', { count: waiting })
      : last !== null && 'sent' in last
        ? t('collect.offline.sent')
        : null;
  return (
    <>
      {/* Always there (boxless when empty: no gap on the page), so a screen reader hears each change. */}
      <div role="status" className="rl-pending" part="pending-actions">
        {text !== null ? (
          <p className={waiting > 0 ? 'rl-card rl-notice rl-notice--warning' : 'rl-card rl-notice'}>{text}</p>
        ) : null}
      </div>
      {refused !== null ? (
        <p role="alert" className="rl-card rl-notice rl-notice--error" part="pending-refused">
          {t('collect.offline.refused', { message: refused })}
        </p>
      ) : null}
    </>
  );
}
