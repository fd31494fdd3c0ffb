/**
 * Who reaches a transaction (spec 5.6): its parties — buyer, seller, broker and partner —
 * and no one else. Reads, the timeline, the reference lookup, actions and live events all
 * ask here.
 */
import { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';

export function isParty(record: { parties: readonly { customerId: number }[] }, customerId: number): boolean {
  return record.parties.some((party) => party.customerId === customerId);
}

/** The transactions the viewer is a party of, as a filter. */
export function viewerTransactionsWhere(viewer: Viewer): { parties: { some: { customerId: number } } } {
  return { parties: { some: { customerId: viewer.customer.id } } };
}

/**
 * The same rule as SQL on `"Party"` aliased `p`: the viewer's party rows. Listings start from
 * these through the Party(customerId, transactionId) index (one row per role the viewer holds;
 * take the distinct `transactionId`s).
 */
export function viewerPartiesSql(viewer: Viewer): Prisma.Sql {
  return Prisma.sql`p."customerId" = ${viewer.customer.id}`;
}
