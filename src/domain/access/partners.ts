/**
 * Who uses the partner facilities (spec 4.3, 5.6): partner accounts only, and each partner
 * reaches only its own transactions, the customers who joined it, and its own reports.
 * Everything else answers as if it did not exist (404), so a partner learns nothing about
 * another partner's business. Every partner listing, statistic and report asks here.
 */
import { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError } from '../shared/errors.js';
import { joinedCustomersSql, joinedCustomersWhere } from './customers.js';

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

/**
 * The same rule for a read in id order (the partner listings and reports): a range on the
 * creator, ordered by creator then id. Written with `=`, the planner treats the creator as a
 * constant, drops it from the order and may walk the whole table's primary key from the newest
 * id, past every newer transaction of other creators (bench/partner-explain.ts: 40,006 rows
 * filtered out, 7.7 ms, with 40,000 newer rows of others). Written this way only the
 * `(creatorId, id)` index gives the order, and a page reads the partner's own rows (3 buffers,
 * 0.03 ms). Same rows, same order.
 */
export function partnerTransactionsInIdOrderSql(partnerId: number, descending: boolean): { condition: Prisma.Sql; order: Prisma.Sql } {
  const direction = descending ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  return {
    condition: Prisma.sql`t."creatorId" >= ${partnerId} AND t."creatorId" <= ${partnerId}`,
    order: Prisma.sql`t."creatorId" ${direction}, t."id" ${direction}`,
  };
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
 * The partner's customers: those who joined it (src/domain/access/customers.ts). A customer
 * merely named in one of its transactions is not one of them.
 */
export function partnerCustomersWhere(partnerId: number): Prisma.CustomerWhereInput {
  return joinedCustomersWhere(partnerId);
}

/** The same rule as SQL on `"Customer"` aliased `c`. */
export function partnerCustomersSql(partnerId: number): Prisma.Sql {
  return joinedCustomersSql(partnerId);
}

/** Which of `customerIds` joined the partner: the customers whose profile its reports may show. */
export async function joinedAmong(db: Pick<Prisma.TransactionClient, 'partnerCustomer'>, partnerId: number, customerIds: readonly number[]): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const rows = await db.partnerCustomer.findMany({ where: { partnerId, customerId: { in: [...new Set(customerIds)] } }, select: { customerId: true } });
  return new Set(rows.map((row) => row.customerId));
}

/** The partner's own report tasks. */
export function partnerReportsWhere(partnerId: number): { partnerId: number } {
  return { partnerId };
}
