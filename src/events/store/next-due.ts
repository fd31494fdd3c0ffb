/**
 * When the background workers' next chore falls due, read once after a pass by workers that
 * need no safety poll (src/events/workers.ts, `soleWriter`). Beside the workers' own SQL
 * (docs/architecture.md "Stores"): it asks each of their queues the question their claims ask,
 * turned round from "what is due now" to "when is the first one due".
 */
import { Prisma, type PrismaClient } from '../../db/generated/client.js';

/**
 * The earliest moment (on the service's clock) at which one of the workers' claims would find
 * something, `now` when one would already, null when every queue is empty: a pending job (its
 * `runAt` on its transaction's own clock, after any lease), a pending webhook delivery (its
 * `nextAttemptAt`, after any lease), an event not yet dispatched, a report task waiting or
 * leased, and, when `mail` (mail is sent), a message not yet sent whose attempts are not spent.
 */
export async function readNextDue(db: Pick<PrismaClient, '$queryRaw'>, now: Date, mail: { maxAttempts: number } | null): Promise<Date | null> {
  const at = Prisma.sql`${now}::timestamp`;
  const mailDue = mail
    ? Prisma.sql`(SELECT min(COALESCE("leaseUntil", ${at})) FROM "MailMessage" WHERE "sentAt" IS NULL AND "attempts" < ${mail.maxAttempts})`
    : Prisma.sql`NULL::timestamp`;
  const [row] = await db.$queryRaw<{ at: Date | null }[]>`
    SELECT LEAST(
      (SELECT min(GREATEST(j."runAt" - make_interval(secs => t."clockOffsetSeconds"), COALESCE(j."leaseUntil", j."runAt" - make_interval(secs => t."clockOffsetSeconds"))))
         FROM "Job" j JOIN "Transaction" t ON t."id" = j."transactionId" WHERE j."status" = 'pending'),
      (SELECT min(GREATEST("nextAttemptAt", COALESCE("leaseUntil", "nextAttemptAt"))) FROM "WebhookDelivery" WHERE "status" = 'pending'),
      (SELECT ${at} WHERE EXISTS (SELECT 1 FROM "Event" WHERE "dispatchedAt" IS NULL)),
      (SELECT min(CASE WHEN "status" = 'pending' THEN ${at} ELSE COALESCE("leaseUntil", ${at}) END) FROM "ReportTask" WHERE "status" IN ('pending', 'running')),
      ${mailDue}
    ) AS "at"`;
  const due = row?.at ?? null;
  return due !== null && due < now ? now : due;
}
