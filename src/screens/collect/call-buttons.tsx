/**
 * Call and WhatsApp under the held lead's number (docs/rules/claiming.md#d5.24): real links, so a phone opens its
 * dialer or WhatsApp, each pressing starting the call's record. While the picker is on the call, how long it has
 * lasted and 'Back from the call', for a browser the link never took the page from (a desktop's `tel:`).
 */
import type { CallChannel } from '../../contract';
import { formatDuration } from '../../lib/call-duration';
import { collectCatalog } from '../../locales/collect';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';
import { useElapsed } from './use-elapsed';

/** WhatsApp takes the E.164 digits without the +, and the first message as the chat's text. */
export const whatsAppLink = (number: string, text: string | null) =>
  `https://wa.me/${number.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

interface CallButtonsProps {
  number: string;
  /** The first message the picker chose (first-message.tsx), null before one is ready. */
  text: string | null;
  /** When the call being made was pressed, on the widget's clock; null when none is. */
  onCallSince: number | null;
  onCall: (channel: CallChannel) => void;
  onBack: () => void;
}

export function CallButtons({ number, text, onCallSince, onCall, onBack }: CallButtonsProps) {
  const t = useT(collectCatalog);
  return (
    <div className="rl-call" part="call">
      <div className="rl-call__buttons">
        <a
          className="rl-btn rl-btn--primary rl-call__button"
          href={`tel:${number}`}
          onClick={() => onCall('call')}
        >
          {t('collect.call')}
        </a>
        <a
          className="rl-btn rl-call__button"
          href={whatsAppLink(number, text)}
          target="_blank"
          rel="noopener"
          onClick={() => onCall('whatsapp')}
        >
          {t('collect.callWhatsApp')}
          <span className="rl-visually-hidden">{t('collect.newTab')}</span>
        </a>
      </div>
      {onCallSince === null ? null : <OnCall since={onCallSince} onBack={onBack} />}
    </div>
  );
}

function OnCall({ since, onBack }: { since: number; onBack: () => void }) {
  const t = useT(collectCatalog);
  const seconds = useElapsed(since);
  return (
    <div className="rl-call__on">
      <span role="timer" aria-live="off">
        {t('collect.onCall', { duration: formatDuration(seconds) })}
      </span>
      <Button className="rl-call__button" onClick={onBack}>
        {t('collect.backFromCall')}
      </Button>
    </div>
  );
}
