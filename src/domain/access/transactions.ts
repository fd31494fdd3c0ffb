/**
 * Who reaches a transaction (spec 5.6): its parties — buyer, seller, broker and partner —
 * and no one else. Reads, the timeline, the reference lookup, actions and live events all
 * ask here. The listings say the same rule as SQL (transactions/store/listings.ts `viewerPartiesSql`).
 */
import type { Viewer } from '../auth/authenticate.js';

export function isParty(record: { parties: readonly { customerId: number }[] }, customerId: number): boolean {
  return record.parties.some((party) => party.customerId === customerId);
}

/** The transactions the viewer is a party of, as a filter. */
export function viewerTransactionsWhere(viewer: Viewer): { parties: { some: { customerId: number } } } {
  return { parties: { some: { customerId: viewer.customer.id } } };
}
