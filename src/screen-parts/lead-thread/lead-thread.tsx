/**
 * A lead's conversation with a reply box (docs/rules/messages.md#d5.20): opened from the bell and from a lead's row.
 * New messages of the other side arrive over the page's socket.
 */
import { type FormEvent, useId, useState } from 'react';
import { useLeadThread, useThreadReply } from '../../api/messages/lead-thread';
import { check, FIELD_MAX, ThreadReplyInput } from '../../contract';
import { alreadyToasted, toastError, toastSuccess } from '../../core/toaster';
import { useAuth } from '../../core/use-auth';
import { showNumber, usePhoneMetadata } from '../../lib/phone';
import { threadCatalog } from '../../locales/thread';
import { Button } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { TextAreaField } from '../../ui/text-area-field';
import { useT } from '../../ui/use-t';
import { ThreadMessages } from './thread-messages';

export function LeadThread({ rentalId }: { rentalId: string }) {
  usePhoneMetadata();
  const me = useAuth((s) => s.user);
  const thread = useLeadThread(rentalId);
  const reply = useThreadReply(rentalId);
  const [text, setText] = useState('');
  const headingId = useId();
  const t = useT(threadCatalog);

  if (thread.isPending) {
    return (
      <p className="rl-row" role="status">
        <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> {t('thread.loading')}
      </p>
    );
  }
  if (thread.isError) return <LoadError query={thread} boxed={false} />;
  const { rental, creator, picker, messages } = thread.data;
  // A picker writes as itself; anyone else needs a picker to write to.
  const canWrite = me?.role === 'data-picker' || picker !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(ThreadReplyInput, { message: text });
    if (!input.ok || reply.isPending) return;
    reply.mutate(input.value.message, {
      onSuccess: () => {
        toastSuccess(t('thread.sent'));
        setText('');
      },
      onError: (error) => {
        if (!alreadyToasted(error)) toastError(t('thread.failed'));
      },
    });
  };

  return (
    <section className="rl-stack" aria-labelledby={headingId}>
      <div>
        <h3 id={headingId}>
          {t('thread.about', { number: showNumber(rental.number), client: rental.client_name })}
        </h3>
        {creator && picker ? (
          <p className="rl-muted">{t('thread.between', { creator: creator.name, picker: picker.name })}</p>
        ) : null}
      </div>
      <ThreadMessages messages={messages} me={me?._id ?? ''} />
      {canWrite ? (
        <form className="rl-stack" onSubmit={submit} noValidate>
          <TextAreaField
            label={t('thread.reply')}
            maxLength={FIELD_MAX.message}
            value={text}
            onChange={setText}
          />
          <div>
            <Button type="submit" variant="primary" busy={reply.isPending} disabled={text.trim() === ''}>
              {reply.isPending ? t('thread.sending') : t('thread.send')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="rl-muted">{t('thread.noPicker')}</p>
      )}
    </section>
  );
}
