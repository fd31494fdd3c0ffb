import type { PrismaClient } from '../db/database.js';
import type { Logger } from '../log.js';

export interface OutgoingMail {
  to: string;
  kind: 'invitation' | 'set_password';
  subject: string;
  body: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Records every email in the MailMessage table, the service's own outbox; an operator can
 * read it (and a future SMTP relay can send from it) without the request waiting on SMTP.
 */
export class DatabaseMailer implements Mailer {
  constructor(
    private readonly prisma: Pick<PrismaClient, 'mailMessage'>,
    private readonly log: Logger,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const record = await this.prisma.mailMessage.create({ data: mail });
    this.log.info({ mailId: record.id, kind: mail.kind }, 'mail recorded');
  }
}
