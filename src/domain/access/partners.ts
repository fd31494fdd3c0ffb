/**
 * Who uses the partner facilities (spec 4.3, 5.6): partner accounts only, and each partner
 * reaches only its own transactions, the customers who joined it, and its own reports.
 * Everything else answers as if it did not exist (404), so a partner learns nothing about
 * another partner's business. Every partner listing, statistic and report asks here.
 */
import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError } from '../shared/errors.js';
import { joinedCustomersWhere } from './customers.js';

// The same rules as SQL (./store/partners.ts), kept importable from here for the partner listings.

const partnersOnlyMessage = 'Only partner accounts may use the partner endpoints';

/** The partner's id; 403 for any other account. */
export function requirePartner(viewer: Viewer): number {
  if (!viewer.customer.isPartner) throw new ForbiddenError(partnersOnlyMessage);
  return viewer.customer.id;
}

/** The partner's transactions as a Prisma filter (as SQL: `partnerTransactionsSql` in ./store/partners.ts). */
export function partnerTransactionsWhere(partnerId: number): { creatorId: number } {
  return { creatorId: partnerId };
}

/**
 * The partner's customers: those who joined it (src/domain/access/customers.ts). A customer
 * merely named in one of its transactions is not one of them.
 */
export function partnerCustomersWhere(partnerId: number): Prisma.CustomerWhereInput {
  return joinedCustomersWhere(partnerId);
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
