/**
 * The picker's note to a lead's creator (docs/rules/messages.md: at most 100 characters, Send disabled when blank),
 * under the lead's conversation so far, where the creator's answers appear live (docs/rules/messages.md#d5.20).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { leadThreadQuery, useLeadThread } from '../../api/messages/lead-thread';
import { useSendMessage } from '../../api/messages/send-message';
import { type CreatorMessage, check, FIELD_MAX, type Rental, SendMessageInput } from '../../contract';
import { isKeptOffline } from '../../core/outbox/outbox';
import { alreadyToasted, toastError, toastSuccess } from '../../core/toaster';
import { useAuth } from '../../core/use-auth';
import { useClock } from '../../lib/clock';
import { showNumber } from '../../lib/phone';
import { collectCatalog } from '../../locales/collect';
import { ThreadMessages } from '../../screen-parts/lead-thread/thread-messages';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/text-area-field';
import { useT } from '../../ui/use-t';

export const SENT_MS = 2000;

interface MessageToCreatorProps {
  /** A lead with a creator: the one held, or the one just finished. */
  lead: Rental & { creatorId: string };
  onSent: (message: CreatorMessage) => void;
}

/** The conversation on the lead, once it has one; the form below stays usable whatever its load does. */
function Conversation({ rentalId }: { rentalId: string }) {
  const me = useAuth((s) => s.user?._id ?? '');
  const thread = useLeadThread(rentalId);
  const messages = thread.data?.messages ?? [];
  return messages.length > 0 ? <ThreadMessages messages={messages} me={me} /> : null;
}

export function MessageToCreator({ lead, onSent }: MessageToCreatorProps) {
  const clock = useClock();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const mutation = useSendMessage();
  const t = useT(collectCatalog);

  useEffect(() => (sent ? clock.after(SENT_MS, () => setSent(false)) : undefined), [sent, clock]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(SendMessageInput, { creatorId: lead.creatorId, message: text });
    if (!input.ok || mutation.isPending) return;
    mutation.mutate(input.value, {
      onSuccess: (message) => {
        toastSuccess(t('collect.messageSent'));
        setText('');
        setSent(true);
        onSent(message);
        // The socket brings it too; a page without one still shows what it sent.
        void queryClient.invalidateQueries(leadThreadQuery(lead._id));
      },
      onError: (error) => {
        // Kept to be sent when the connection comes back (docs/rules/claiming.md#d5.25): Collect's outbox line says so.
        if (isKeptOffline(error)) setText('');
        else if (!alreadyToasted(error)) toastError(t('collect.messageFailed'));
      },
    });
  };

  const label = mutation.isPending
    ? t('collect.sending')
    : sent
      ? t('collect.sent')
      : t('collect.sendMessage');
  return (
    <form className="rl-card rl-stack" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{t('collect.messageToCreator')}</h2>
      <p className="rl-muted">
        {t('collect.toCreator', {
          name: lead.creator?.name ?? t('collect.theCreator'),
          number: showNumber(lead.number),
        })}
      </p>
      <Conversation rentalId={lead._id} />
      <TextAreaField
        label={t('collect.message')}
        maxLength={FIELD_MAX.message}
        value={text}
        onChange={(value) => {
          setText(value);
          setSent(false);
        }}
      />
      <div>
        <Button type="submit" variant="primary" busy={mutation.isPending} disabled={text.trim() === ''}>
          {label}
        </Button>
      </div>
    </form>
  );
}
