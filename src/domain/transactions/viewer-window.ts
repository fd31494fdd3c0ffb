/** What a window of the viewer's own transactions asks for (listing.ts reads it; the store writes it as SQL). */
import type { PartyRole } from '../../db/generated/enums.js';
import type { SortDirection, TransactionColumnFilter } from './filters.js';

export interface ViewerTransactionFilter extends TransactionColumnFilter {
  /** Transactions in which the viewer holds any of these roles; absent means any role. */
  roles?: PartyRole[];
}

/** id: the transaction id; created: its creation time; amount: its total. Ties go by id. */
export type ViewerTransactionSortKey = 'id' | 'created' | 'amount';

/** Where an entry sits in a sorted listing: its sort value (none when sorting by id) and its id. */
export interface ListingPosition {
  id: number;
  /** The creation time (sort by created) or the total in minor units (sort by amount). */
  value?: Date | bigint;
}

export interface ViewerTransactionWindow {
  sortBy: ViewerTransactionSortKey;
  sortDirection: SortDirection;
  /** Entries strictly after this one, in sort order. */
  after?: ListingPosition;
  /** Entries strictly before this one, in sort order. */
  before?: ListingPosition;
  limit: number;
  /** Read from the far end of the order (a Relay `last` page), returned in that reading order. */
  fromEnd: boolean;
}
