/**
 * The bell's messages, newest first: who wrote, about which lead, when (Panama time), and what, with a Reply that
 * opens the lead's conversation (docs/rules/messages.md#d5.20).
 */
import type { CreatorMessage } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber, usePhoneMetadata } from '../../lib/phone';
import { bellCatalog } from '../../locales/bell';
import { threadCatalog } from '../../locales/thread';
import { Button } from '../../ui/button';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';

interface NotificationListProps {
  messages: CreatorMessage[];
  /** Messages that were unread when the list opened (opening reads them all). */
  fresh: ReadonlySet<string>;
  onReply: (rentalId: string) => void;
}

export function NotificationList({ messages, fresh, onReply }: NotificationListProps) {
  usePhoneMetadata();
  const t = useT(bellCatalog);
  const say = useT(threadCatalog);
  const language = useLanguage();
  if (messages.length === 0) return <p className="rl-muted">{t('bell.empty')}</p>;
  return (
    <ul className="rl-notes">
      {messages.map((m) => {
        const isNew = fresh.has(m._id) || !m.read;
        return (
          <li key={m._id} className="rl-note" data-new={isNew || undefined}>
            <div className="rl-note__head">
              <strong>
                {m.sender.name}
                {isNew ? <span className="rl-visually-hidden"> {t('bell.new')}</span> : null}
              </strong>
              <time className="rl-muted" dateTime={m.createdAt}>
                {formatDateTime(m.createdAt, language)}
              </time>
            </div>
            {m.rental ? (
              <span className="rl-muted">
                {showNumber(m.rental.number)} · {m.rental.client_name}
              </span>
            ) : null}
            <p>{m.message}</p>
            {m.rental ? (
              <div>
                <Button
                  variant="ghost"
                  aria-label={say('thread.openFor', { number: showNumber(m.rental.number) })}
                  onClick={() => onReply(m.rental!._id)}
                >
                  {say('thread.open')}
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
