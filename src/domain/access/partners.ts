/**
 * Who uses the partner facilities (spec 4.3, 5.6): partner accounts only, and each partner
 * reaches only its own transactions, the customers of those transactions, and its own
 * reports. Everything else answers as if it did not exist (404), so a partner learns nothing
 * about another partner's business. Every partner listing, statistic and report asks here.
 */
import { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError } from '../shared/errors.js';

export const partnersOnlyMessage = 'Only partner accounts may use the partner endpoints';

/** The partner's id; 403 for any other account. */
export function requirePartner(viewer: Viewer): number {
  if (!viewer.customer.isPartner) throw new ForbiddenError(partnersOnlyMessage);
  return viewer.customer.id;
}

/**
 * The partner's transactions, as SQL on `"Transaction"` aliased `t`. The creator of a
 * transaction is always its partner party (the caller is added as partner on creation), and
 * `creatorId` is indexed with every column the partner filters on.
 */
export function partnerTransactionsSql(partnerId: number): Prisma.Sql {
  return Prisma.sql`t."creatorId" = ${partnerId}`;
}

/** The same rule as a Prisma filter. */
export function partnerTransactionsWhere(partnerId: number): { creatorId: number } {
  return { creatorId: partnerId };
}

/**
 * The partner's daily counts (`PartnerDailyCount` aliased `d`), kept per creator: the same
 * rule as `partnerTransactionsSql`.
 */
export function partnerDailyCountsSql(partnerId: number): Prisma.Sql {
  return Prisma.sql`d."partnerId" = ${partnerId}`;
}

/**
 * The partner's customers: whoever holds a role other than partner (buyer, seller, broker)
 * in one of its transactions.
 */
export function partnerCustomersWhere(partnerId: number): Prisma.CustomerWhereInput {
  return { parties: { some: { role: { not: 'partner' }, transaction: partnerTransactionsWhere(partnerId) } } };
}

/** The same rule as SQL on `"Customer"` aliased `c`. */
export function partnerCustomersSql(partnerId: number): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM "Party" cp JOIN "Transaction" ct ON ct."id" = cp."transactionId"
    WHERE cp."customerId" = c."id" AND cp."role" <> 'partner' AND ct."creatorId" = ${partnerId})`;
}

/** The partner's own report tasks. */
export function partnerReportsWhere(partnerId: number): { partnerId: number } {
  return { partnerId };
}
