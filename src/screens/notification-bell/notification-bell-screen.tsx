/**
 * The bell of a creator or a picker (docs/rules/screens.md, docs/rules/messages.md#d5.20): the unread count on the
 * button, the messages in a popover, new ones arriving live over the page's socket; opening the list reads them all,
 * and a message's Reply opens its lead's conversation.
 */
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useCreatorMessages } from '../../api/messages/list-messages';
import { useMarkMessagesRead } from '../../api/messages/mark-messages-read';
import { useNewMessages } from '../../api/messages/use-new-messages';
import { useAuth } from '../../core/use-auth';
import { takeRouteParam } from '../../lib/location';
import { bellCatalog } from '../../locales/bell';
import { Button } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { useT } from '../../ui/use-t';
import { NotificationList } from './notification-list';

// Opened by a Reply only: the conversation's code loads then, not with the header.
const ThreadDialog = lazy(() =>
  import('../../screen-parts/lead-thread/thread-dialog').then((module) => ({ default: module.ThreadDialog })),
);

export function NotificationBellScreen() {
  const user = useAuth((s) => s.user);
  if (user?.role !== 'data-creator' && user?.role !== 'data-picker') return null;
  return <Bell email={user.email} />;
}

const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

function Bell({ email }: { email: string }) {
  const messages = useCreatorMessages(email);
  const markRead = useMarkMessagesRead(email);
  useNewMessages(email);
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [threadOf, setThreadOf] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = messages.data?.unread ?? 0;
  const t = useT(bellCatalog);

  // A tapped message notification names its lead (docs/rules/notifications.md#d16.4): its conversation opens.
  useEffect(() => {
    const tapped = () => {
      const rentalId = takeRouteParam('thread');
      if (rentalId) setThreadOf(rentalId);
    };
    tapped();
    window.addEventListener('hashchange', tapped);
    return () => window.removeEventListener('hashchange', tapped);
  }, []);

  const sorted = useMemo(
    () =>
      [...(messages.data?.messages ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
    [messages.data],
  );

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setFresh(new Set(sorted.filter((m) => !m.read).map((m) => m._id)));
    setOpen(true);
    if (unread > 0) markRead.mutate();
  };

  // Escape inside the bell, or a click anywhere outside it, closes the list (composedPath sees through shadow roots).
  // An open conversation is a modal of its own: Escape and clicks there are its.
  useEffect(() => {
    const bell = wrapper.current;
    if (!open || !bell || threadOf) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!event.composedPath().includes(bell)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    bell.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      bell.removeEventListener('keydown', onKeyDown);
    };
  }, [open, threadOf]);

  return (
    <div className="rl-bell" ref={wrapper}>
      <Button
        ref={button}
        variant="ghost"
        className="rl-bell__button"
        // The badge's text is part of the name, so speech input can say what is on screen.
        aria-label={unread > 0 ? t('bell.unread', { count: badgeText(unread) }) : t('bell.notifications')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        part="bell-button"
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unread > 0 ? (
          <span className="rl-bell__badge" aria-hidden="true" part="badge">
            {badgeText(unread)}
          </span>
        ) : null}
      </Button>
      {open ? (
        <section
          id={panelId}
          className="rl-card rl-bell__panel rl-stack"
          aria-label={t('bell.notifications')}
          part="panel"
        >
          <h2>{t('bell.notifications')}</h2>
          {messages.isPending ? (
            <p className="rl-row" role="status">
              <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> {t('bell.loading')}
            </p>
          ) : messages.isError ? (
            <LoadError query={messages} boxed={false} />
          ) : (
            <NotificationList messages={sorted} fresh={fresh} onReply={setThreadOf} />
          )}
        </section>
      ) : null}
      {threadOf ? (
        <Suspense>
          <ThreadDialog rentalId={threadOf} onClose={() => setThreadOf(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
