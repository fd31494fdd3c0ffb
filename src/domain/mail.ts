import type { Prisma } from '../db/generated/client.js';
import type { Logger } from '../log.js';
import { formatAmount } from './shared/money-format.js';
import type { Currency } from './shared/money.js';

export interface OutgoingMail {
  to: string;
  kind: 'invitation' | 'set_password' | 'password_reset';
  subject: string;
  /** The text part (what a mail reader without HTML shows; every link stands on its own line). */
  body: string;
  /** The HTML part: the same words and link. */
  html: string;
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

/** What a mail says, once: its parts become both the text and the HTML part (composeMail). */
export interface MailContent {
  /** The first lines, in order. */
  paragraphs: string[];
  /** A short table (an item and its amount, a total), shown after the paragraphs. */
  lines?: { label: string; value: string; strong?: boolean }[];
  /** The one button (HTML) and link line (text). */
  action: { label: string; url: string };
  /** The closing lines, smaller in HTML. */
  footer: string[];
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text and HTML parts of a mail from its content; every value in the HTML is escaped. */
export function composeMail(content: MailContent): Pick<OutgoingMail, 'body' | 'html'> {
  const lines = content.lines ?? [];
  const width = Math.max(0, ...lines.map((line) => line.label.length));
  const text = [
    ...content.paragraphs.map((paragraph) => `${paragraph}\n`),
    ...(lines.length ? [`${lines.map((line) => `  ${line.label.padEnd(width)}  ${line.value}`).join('\n')}\n`] : []),
    `${content.action.label}:\n${content.action.url}\n`,
    ...content.footer,
  ].join('\n');
  const e = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
  const cell = 'padding:4px 12px 4px 0;border-bottom:1px solid #d9dde5;';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>heldfunds</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;color:#1d2433;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.45">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #d9dde5;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#17233b">heldfunds</p>
${content.paragraphs.map((paragraph) => `<p>${e(paragraph)}</p>`).join('\n')}
${
  lines.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${lines
        .map(
          (line) =>
            `<tr><td style="${cell}">${e(line.label)}</td><td style="${cell}text-align:right;${line.strong ? 'font-weight:700' : ''}">${e(line.value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
<p><a href="${e(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#1f5fbf;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">${e(content.action.label)}</a></p>
<p style="font-size:13px;color:#5b6475">Or open this address: <a href="${e(content.action.url)}" style="color:#1f5fbf">${e(content.action.url)}</a></p>
${content.footer.map((line) => `<p style="font-size:13px;color:#5b6475">${e(line)}</p>`).join('\n')}
</div>
</body></html>`;
  return { body: text, html };
}

/** How a mail names a customer: their name (company, else first and last), else their email. */
export function customerName(customer: { email: string; companyName?: string | null; firstName?: string | null; lastName?: string | null }): string {
  const person = [customer.firstName, customer.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return customer.companyName?.trim() || person || customer.email;
}

/** What an invitation to a transaction says of it: who named the invitee, the items and their amounts. */
export interface TransactionSummary {
  inviter: string;
  description: string;
  currency: Currency;
  items: { title: string; amount: bigint }[];
}

/** The most items an invitation lists; the rest are counted. */
const listedItems = 5;

/** The lines of a transaction's summary: its items (at most five) with their amounts, and the total. */
export function summaryLines(summary: TransactionSummary): NonNullable<MailContent['lines']> {
  const total = summary.items.reduce((sum, item) => sum + item.amount, 0n);
  const shown = summary.items.slice(0, listedItems).map((item) => ({ label: item.title, value: formatAmount(item.amount, summary.currency) }));
  const more = summary.items.length - shown.length;
  return [
    ...shown,
    ...(more > 0 ? [{ label: `and ${more} more item${more === 1 ? '' : 's'}`, value: '' }] : []),
    ...(summary.items.length > 1 ? [{ label: 'Total', value: formatAmount(total, summary.currency), strong: true }] : []),
  ];
}
