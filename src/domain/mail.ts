import type { Prisma } from '../db/generated/client.js';
import type { Logger } from '../log.js';

export interface OutgoingMail {
  to: string;
  kind: 'invitation' | 'set_password' | 'password_reset';
  subject: string;
  body: string;
}

/** Where mail is recorded: the root client, or the interactive transaction of the change. */
export type MailStore = Pick<Prisma.TransactionClient, 'mailMessage'>;

export interface Mailer {
  /** Records mail in `store`, so it is sent only if the change that caused it commits. */
  send(store: MailStore, mails: OutgoingMail[]): Promise<void>;
}

/**
 * Records every email in the MailMessage table, the service's own outbox: an operator can
 * read it (and an SMTP relay can send from it) without a request waiting on SMTP.
 */
export class DatabaseMailer implements Mailer {
  constructor(private readonly log: Logger) {}

  async send(store: MailStore, mails: OutgoingMail[]): Promise<void> {
    if (mails.length === 0) return;
    await store.mailMessage.createMany({ data: mails });
    this.log.info({ count: mails.length, kinds: [...new Set(mails.map((m) => m.kind))] }, 'mail recorded');
  }
}
