/**
 * Cursored pages by id (the partner listings, the transactions store's windows). A page is read by id in the chosen direction; the
 * REST cursor is the id the next page starts at (inclusive), GraphQL's cursors are the ids
 * around the page (exclusive). Limits default to 10 and are capped at 100 (decisions.md).
 */
import type { ErrorScope } from './field-errors.js';

export type SortDirection = 'asc' | 'desc';

export const defaultPartnerPageSize = 10;
export const maxPartnerPageSize = 100;

export interface IdWindow {
  sortDirection: SortDirection;
  /** Ids from this one on, in sort order (the REST next_cursor). */
  startAt?: number;
  /** Ids strictly after this one, in sort order. */
  after?: number;
  /** Ids strictly before this one, in sort order. */
  before?: number;
  limit: number;
  /** Read from the far end of the order (a Relay `last` page), and returned in that reading order. */
  fromEnd?: boolean;
}

/** A page request as integrators send it: limit and cursor optional. */
export interface CursorPageRequest {
  limit?: number;
  nextCursor?: number;
  sortDirection?: SortDirection;
}

export interface CursorPage<T> {
  limit: number;
  nextCursor: number | null;
  sortDirection: SortDirection;
  entries: T[];
}

export function checkLimit(limit: number | undefined, errors: ErrorScope): void {
  if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 1)) errors.add('limit', 'must be at least 1');
}

/** The limit applied: 10 when absent, at most 100. */
export function appliedLimit(limit: number | undefined): number {
  return limit === undefined ? defaultPartnerPageSize : Math.min(limit, maxPartnerPageSize);
}

/** The window of a cursor page: one more than the limit, to learn where the next page starts. */
export function windowOf(request: CursorPageRequest, limit: number): IdWindow {
  return { sortDirection: request.sortDirection ?? 'desc', startAt: request.nextCursor, limit: limit + 1 };
}

/** Splits the extra entry off a window read by windowOf. */
export function cursorPage<T>(entries: T[], idOf: (entry: T) => number, limit: number, sortDirection: SortDirection): CursorPage<T> {
  const next = entries[limit];
  return { limit, nextCursor: next === undefined ? null : idOf(next), sortDirection, entries: entries.slice(0, limit) };
}

/** True when a window is read by descending id (its sort order, reversed for a `fromEnd` page). */
export function readsDescending(window: Pick<IdWindow, 'sortDirection' | 'fromEnd'>): boolean {
  return (window.sortDirection === 'desc') !== Boolean(window.fromEnd);
}

/** The id bounds and order of a window as a Prisma id filter (the transactions store writes them as SQL). */
export function windowWhere(window: IdWindow): { id: { lte?: number; gte?: number; lt?: number; gt?: number }; orderBy: { id: SortDirection } } {
  const descending = window.sortDirection === 'desc';
  const id: { lte?: number; gte?: number; lt?: number; gt?: number } = {};
  if (window.startAt !== undefined) id[descending ? 'lte' : 'gte'] = window.startAt;
  if (window.after !== undefined) id[descending ? 'lt' : 'gt'] = window.after;
  if (window.before !== undefined) id[descending ? 'gt' : 'lt'] = window.before;
  return { id, orderBy: { id: readsDescending(window) ? 'desc' : 'asc' } };
}
