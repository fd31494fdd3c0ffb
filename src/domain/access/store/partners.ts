/**
 * The partner reach rules of ../partners.ts written as SQL (docs/architecture.md "Stores"), for
 * the statements of the partner listings, statistics and reports. Each states the same rule as
 * its Prisma filter beside the rule.
 */
import { Prisma } from '../../../db/generated/client.js';
import { joinedCustomersSql } from './customers.js';

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
 * id, past every newer transaction of other creators (docs/decisions.md, measured
 * with bench/partner-explain.ts). Written this way only the `(creatorId, id)` index gives the order, and a page reads
 * the partner's own rows. Same rows, same order.
 */
export function partnerTransactionsInIdOrderSql(partnerId: number, descending: boolean): { condition: Prisma.Sql; order: Prisma.Sql } {
  const direction = descending ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  return {
    condition: Prisma.sql`t."creatorId" >= ${partnerId} AND t."creatorId" <= ${partnerId}`,
    order: Prisma.sql`t."creatorId" ${direction}, t."id" ${direction}`,
  };
}

/**
 * The partner's daily counts (`PartnerDailyCount` aliased `d`), kept per creator: the same
 * rule as `partnerTransactionsSql`.
 */
export function partnerDailyCountsSql(partnerId: number): Prisma.Sql {
  return Prisma.sql`d."partnerId" = ${partnerId}`;
}

/** The partner's customers (those who joined it) as SQL on `"Customer"` aliased `c`. */
export function partnerCustomersSql(partnerId: number): Prisma.Sql {
  return joinedCustomersSql(partnerId);
}
