import { canonicalEmail, emailProblem } from '../shared/email.js';
import type { Prisma } from '../../db/generated/client.js';
import { setPasswordLink } from '../auth/accounts.js';
import { ValidationError } from '../shared/errors.js';
import type { OutgoingMail } from '../mail.js';
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
): Promise<number> {
  const normalized = canonicalEmail(email);
  const problem = emailProblem(normalized);
  if (problem !== null) throw new ValidationError({ [field]: [problem] });
  const existing = await tx.customer.findUnique({ where: { email: normalized }, select: { id: true } });
  if (existing) return existing.id;
  await tx.customer.createMany({ data: [{ email: normalized, createdById: invitedById }], skipDuplicates: true });
  const created = await tx.customer.findUniqueOrThrow({ where: { email: normalized }, select: { id: true, email: true } });
  await services.mailer.send(tx, [await invitationMail(tx, services, created)]);
  return created.id;
}

/** The invitation sent to someone named in a transaction who has no account yet, with a one-time set-password link. */
export async function invitationMail(tx: Prisma.TransactionClient, services: Services, customer: { id: number; email: string }): Promise<OutgoingMail> {
  const link = await setPasswordLink(tx, services, customer);
  return {
    to: customer.email,
    kind: 'invitation',
    subject: 'You have been invited to a held-funds transaction',
    body: `You have been named in a transaction. Set your password at ${link} to review it (the link works once, for a week).`,
  };
}
