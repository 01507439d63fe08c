/** A lead's messages, oldest first: who wrote (the reader's own as "You"), when in Panama time, and what. */
import type { ThreadMessage } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { threadCatalog } from '../../locales/thread';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';

interface ThreadMessagesProps {
  messages: ThreadMessage[];
  /** The reader's id: its own messages say "You". */
  me: string;
}

export function ThreadMessages({ messages, me }: ThreadMessagesProps) {
  const t = useT(threadCatalog);
  const language = useLanguage();
  if (messages.length === 0) return <p className="rl-muted">{t('thread.empty')}</p>;
  return (
    // Focusable: a long conversation scrolls, and a keyboard must reach its older messages.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by Tab (WCAG 2.1.1).
    <ol className="rl-thread" aria-label={t('thread.title')} tabIndex={0}>
      {messages.map((m) => (
        <li key={m._id} className="rl-thread__message" data-mine={m.sender._id === me || undefined}>
          <div className="rl-thread__head">
            <strong>{m.sender._id === me ? t('thread.you') : m.sender.name}</strong>
            <time className="rl-muted" dateTime={m.createdAt}>
              {formatDateTime(m.createdAt, language)}
            </time>
          </div>
          <p>{m.message}</p>
        </li>
      ))}
    </ol>
  );
}
