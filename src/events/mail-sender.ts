import nodemailer, { type Transporter } from 'nodemailer';
import type { Services } from '../domain/services.js';
import { claimMail } from './store/mail.js';

export interface MailSenderOptions {
  smtpUrl: string;
  from: string;
}

const batchSize = 20;
/** Attempts at one message before it is given up on. */
export const mailMaxAttempts = 8;

/**
 * Sends the recorded mail (the MailMessage table) through SMTP when SMTP_URL is set. A message
 * is claimed with `FOR UPDATE SKIP LOCKED` inside a short database transaction so only one
 * worker sends it; failures are kept in `error` and tried again, backing off, up to 8 times.
 */
export class MailSender {
  private readonly transport: Transporter;

  constructor(
    private readonly services: Services,
    private readonly options: MailSenderOptions,
  ) {
    this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  async sendPending(): Promise<number> {
    const now = this.services.clock.now();
    const claimed = await claimMail(this.services.prisma, now, new Date(now.getTime() + 60_000), { limit: batchSize, maxAttempts: mailMaxAttempts });
    for (const mail of claimed) {
      try {
        // Both parts (multipart/alternative): mail readers show the HTML, or the text without it.
        await this.transport.sendMail({
          from: this.options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
          ...(mail.html === null ? {} : { html: mail.html }),
        });
        await this.services.prisma.mailMessage.update({ where: { id: mail.id }, data: { sentAt: this.services.clock.now(), error: null, leaseUntil: null } });
      } catch (error) {
        // The lease doubles as the retry time: 1 min, 2 min, 4 min, … at most an hour apart.
        const retryAt = new Date(this.services.clock.now().getTime() + Math.min(60 * 2 ** (mail.attempts - 1), 3600) * 1000);
        await this.services.prisma.mailMessage.update({ where: { id: mail.id }, data: { error: String((error as Error).message ?? error), leaseUntil: retryAt } });
        this.services.log.warn({ mailId: mail.id, attempts: mail.attempts, err: error }, 'mail not sent');
      }
    }
    return claimed.length;
  }

  close(): void {
    this.transport.close();
  }
}
