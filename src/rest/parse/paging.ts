/** Query parameters of the REST listings: paging, cursors and sorting. */
import { defaultPageSize, maxPageSize, type PageRequest } from '../../domain/transactions/read.js';
import { fail, ok, type Read } from './json.js';
import { queryParameters, wireValue } from './shape.js';

/** An integer of at least `min`, read from a parameter's text; empty reads as absent. */
const integerOfAtLeast = (min: number, json: Record<string, unknown> = {}) =>
  wireValue(
    (value): Read<number | undefined> => {
      if (value === '') return ok(undefined);
      return typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) >= min ? ok(Number(value)) : fail(`must be an integer of at least ${min}`);
    },
    { type: 'integer', minimum: min, ...json },
  );

/** One of `values`, read from a parameter's text (empty is none of them); the message lists them (`must be asc or desc`). */
const choice = <const T extends string>(values: readonly T[], json: Record<string, unknown> = {}) =>
  wireValue((value): Read<T> => ((values as readonly unknown[]).includes(value) ? ok(value as T) : fail(`must be ${values.join(' or ')}`)), {
    enum: [...values],
    ...json,
  });

/** page/per_page/sort_by/sort_direction of GET /transaction (pageQuery in the OpenAPI document). */
export const pageParameters = queryParameters(
  {
    page: integerOfAtLeast(1, { default: 1 }),
    per_page: integerOfAtLeast(1, { default: defaultPageSize }),
    sort_by: choice(['id']),
    sort_direction: choice(['asc', 'desc'], { default: 'desc' }),
  },
  { descriptions: { per_page: `At most ${maxPageSize} (larger values are capped)` }, checkOrder: ['sort_by', 'sort_direction', 'page', 'per_page'] },
);

/** Reads page/per_page/sort_by/sort_direction; per_page is capped at 100, not refused. */
export function parsePageRequest(query: { get(name: string): string | null }): PageRequest {
  const { page, perPage, sortDirection } = pageParameters.read(query);
  return { page: page ?? 1, perPage: Math.min(perPage ?? defaultPageSize, maxPageSize), sortDirection: sortDirection ?? 'desc' };
}

/** The webhook deliveries listing's `limit` and `next_cursor` (deliveriesQuery in the OpenAPI document). */
export const deliveriesParameters = queryParameters(
  {
    limit: wireValue(
      (value): Read<number> => (typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? ok(Number(value)) : fail('must be a positive integer')),
      { type: 'integer', minimum: 1, default: 10, maximum: 100 },
    ),
    next_cursor: wireValue((value): Read<number> => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? ok(Number(value)) : fail('must be a delivery id')), {
      type: 'integer',
      minimum: 1,
    }),
  },
  { descriptions: { limit: 'At most 100', next_cursor: 'The `next_cursor` of the previous page' } },
);

/** The text of one parameter as a query holding only it (empty reads as absent). */
const only = (name: string, value: string | null) => ({ get: (asked: string) => (asked === name && value !== '' ? value : null) });

/** `limit`: 10 when absent, capped at 100 (docs/decisions.md), a positive integer or 400. */
export function parseLimit(value: string | null, fallback = 10, max = 100): number {
  const { limit } = deliveriesParameters.read(only('limit', value));
  return limit === undefined ? fallback : Math.min(limit, max);
}

export function parseCursor(value: string | null): number | null {
  return deliveriesParameters.read(only('next_cursor', value)).nextCursor ?? null;
}
