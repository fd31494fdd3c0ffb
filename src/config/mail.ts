import { fields, text, url, type Values } from './read.js';

/** Outgoing mail. */
export const mailSettings = {
  /** SMTP server (smtp:// or smtps://); unset: mail is only recorded. */
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  /** The From of outgoing mail. */
  MAIL_FROM: text().default('heldfunds <no-reply@heldfunds.invalid>'),
};

export function mailConfig(values: Values<typeof mailSettings>) {
  return fields(mailSettings, values);
}
