/**
 * The mail sender's SQL (docs/architecture.md "Stores"). Beside the sender, not in a domain
 * subject: the lease on a recorded message is the sender's own protocol; the domain only
 * records mail (src/domain/mail.ts).
 */
import type { PrismaClient } from '../../db/generated/client.js';

export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  /** The text part. */
  body: string;
  /** The HTML part; null on mail recorded before mail had one. */
  html: string | null;
  /** Counting this claim. */
  attempts: number;
}

/**
 * Claims up to `limit` unsent messages with fewer than `maxAttempts` attempts whose lease ran
 * out (or never started), oldest first, until `leaseUntil`, counting the attempt: one
 * statement, `FOR UPDATE SKIP LOCKED`, so only one sender sends a message.
 */
export function claimMail(
  db: Pick<PrismaClient, '$queryRaw'>,
  now: Date,
  leaseUntil: Date,
  options: { limit: number; maxAttempts: number },
): Promise<ClaimedMail[]> {
  return db.$queryRaw<ClaimedMail[]>`
    UPDATE "MailMessage" SET "attempts" = "attempts" + 1, "leaseUntil" = ${leaseUntil}
    WHERE "id" IN (
      SELECT "id" FROM "MailMessage"
      WHERE "sentAt" IS NULL AND "attempts" < ${options.maxAttempts} AND ("leaseUntil" IS NULL OR "leaseUntil" < ${now})
      ORDER BY "id" LIMIT ${options.limit} FOR UPDATE SKIP LOCKED)
    RETURNING "id", "to", "subject", "body", "html", "attempts"`;
}
