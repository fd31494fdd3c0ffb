/** Query parameters of the REST listings: paging, cursors and sorting. */
import { BadRequestError } from '../../domain/shared/errors.js';
import { defaultPageSize, maxPageSize, type PageRequest } from '../../domain/transactions/read.js';

/** `limit`: 10 when absent, capped at 100 (docs/decisions.md), a positive integer or 400. */
export function parseLimit(value: string | null, fallback = 10, max = 100): number {
  if (value === null || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new BadRequestError(`limit must be a positive integer; got "${value}"`);
  return Math.min(Number(value), max);
}

export function parseCursor(value: string | null): number | null {
  if (value === null || value === '') return null;
  if (!/^\d{1,10}$/.test(value)) throw new BadRequestError(`next_cursor must be a delivery id; got "${value}"`);
  return Number(value);
}

/** Reads page/per_page/sort_by/sort_direction; per_page is capped at 100, not refused. */
export function parsePageRequest(query: { get(name: string): string | null }): PageRequest {
  const integer = (name: string, fallback: number, min: number): number => {
    const value = query.get(name);
    if (value === null || value === '') return fallback;
    if (!/^\d{1,9}$/.test(value) || Number(value) < min) throw new BadRequestError(`${name} must be an integer of at least ${min}; got "${value}"`);
    return Number(value);
  };
  const sortBy = query.get('sort_by') ?? 'id';
  if (sortBy !== 'id') throw new BadRequestError(`sort_by must be id; got "${sortBy}"`);
  const direction = query.get('sort_direction') ?? 'desc';
  if (direction !== 'asc' && direction !== 'desc') throw new BadRequestError(`sort_direction must be asc or desc; got "${direction}"`);
  return { page: integer('page', 1, 1), perPage: Math.min(integer('per_page', defaultPageSize, 1), maxPageSize), sortDirection: direction };
}
