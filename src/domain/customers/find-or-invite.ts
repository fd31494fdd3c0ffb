import { canonicalEmail, emailProblem } from '../shared/email.js';
import type { Prisma } from '../../db/generated/client.js';
import { setPasswordLink } from '../auth/accounts.js';
import { ValidationError } from '../shared/errors.js';
import { composeMail, summaryLines, type OutgoingMail, type TransactionSummary } from '../mail.js';
import type { Services } from '../services.js';

/**
 * The account with this email, created (and invited) when there is none: people named in a
 * transaction get an account (spec 4.1 rule 4). Runs in the caller's database transaction, so
 * the invitation exists only if the change that named them commits.
 */
export async function findOrInviteCustomer(
  tx: Prisma.TransactionClient,
  services: Services,
  email: string,
  invitedById: number | null,
  field: string,
  summary: TransactionSummary,
): Promise<number> {
  const normalized = canonicalEmail(email);
  const problem = emailProblem(normalized);
  if (problem !== null) throw new ValidationError({ [field]: [problem] });
  const existing = await tx.customer.findUnique({ where: { email: normalized }, select: { id: true } });
  if (existing) return existing.id;
  await tx.customer.createMany({ data: [{ email: normalized, createdById: invitedById }], skipDuplicates: true });
  const created = await tx.customer.findUniqueOrThrow({ where: { email: normalized }, select: { id: true, email: true } });
  await services.mailer.send(tx, [await invitationMail(tx, services, created, summary)]);
  return created.id;
}

/**
 * The invitation sent to someone named in a transaction who has no account yet: who named
 * them, the transaction's items and amounts, and a one-time set-password link.
 */
export async function invitationMail(
  tx: Prisma.TransactionClient,
  services: Services,
  customer: { id: number; email: string },
  summary: TransactionSummary,
): Promise<OutgoingMail> {
  const link = await setPasswordLink(tx, services, customer);
  return {
    to: customer.email,
    kind: 'invitation',
    subject: 'You have been invited to a held-funds transaction',
    ...composeMail({
      paragraphs: [
        `${summary.inviter} named you in a held-funds transaction: “${summary.description}”.`,
        'heldfunds holds the money until each side has done its part. The transaction:',
      ],
      lines: summaryLines(summary),
      action: { label: 'Set your password to review it', url: link },
      footer: [`The link works once, for a week. If you do not know ${summary.inviter}, ignore this email: nothing happens until you agree.`],
    }),
  };
}
