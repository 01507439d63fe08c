/**
 * Outgoing mail: through SMTP when SMTP_URL is set; otherwise logged and written to
 * DATA_DIR/outbox so a local user can open the link (docs/rules/auth.md#d3).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A mail to make, or none: the work that decides it runs in the background too. */
export type MailToMake = () => Promise<Mail | undefined>;

export interface Mailer {
  /**
   * Sends in the background: how long delivery takes, or making the mail (a reset link's token
   * stored for a known account only), must not reveal whether an account exists.
   */
  send(mail: Mail | MailToMake): void;
  /** Resolves once every mail sent so far is delivered or has failed. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** File names sort by time and stay valid on every file system (no colons). */
const outboxName = (mail: Mail, at: Date) =>
  `${at.toISOString().replaceAll(':', '-')}-${mail.to.replace(/[^\w.@+-]/g, '_')}.txt`;

async function mail(app: FastifyInstance) {
  const { smtpUrl, mailFrom, dataDir } = app.config;
  const transport = smtpUrl ? createTransport(smtpUrl) : undefined;
  const outbox = join(dataDir, 'outbox');

  const deliver = async (message: Mail) => {
    if (transport) {
      await transport.sendMail({ from: mailFrom, ...message });
      return;
    }
    // A reset link opens any account: the outbox is its owner's alone (docs/decisions.md#p95).
    await mkdir(outbox, { recursive: true, mode: 0o700 });
    const file = join(outbox, outboxName(message, app.config.now()));
    await writeFile(file, `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`, {
      mode: 0o600,
    });
    app.log.info(
      { to: message.to, subject: message.subject, file, text: message.text },
      'Mail written to outbox',
    );
  };

  const pending = new Set<Promise<void>>();
  app.decorate('mail', {
    send(mail: Mail | MailToMake) {
      const delivery = (typeof mail === 'function' ? mail() : Promise.resolve(mail))
        .then((message) => message && deliver(message))
        .catch((error) => app.log.error({ err: error }, 'Sending mail failed'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      await Promise.all(pending);
    },
  } satisfies Mailer);

  app.addHook('onClose', async () => {
    await app.mail.flush();
    transport?.close();
  });
}

export default fp(mail, { name: 'mail' });
