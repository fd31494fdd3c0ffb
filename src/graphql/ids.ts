/**
 * Relay global ids and cursors as the client sends them. Every node here is a row with an
 * integer id, so a global id is `base64("<Type>:<positive 32-bit integer>")` and a cursor an
 * entry's id; anything else is the client's mistake (BAD_USER_INPUT), never a server error.
 */
import { GraphQLError } from 'graphql';
import { rowIdFromText } from '../domain/shared/ids.js';

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

const rowId = rowIdFromText;

/** The builder's decodeGlobalID: a type name and a row id, or BAD_USER_INPUT. */
export function decodeGlobalID(globalID: string): { typename: string; id: string } {
  const invalid = () => badInput(`Invalid global ID: ${JSON.stringify(globalID.slice(0, 100))}`);
  if (globalID.length > 100 || !/^[A-Za-z0-9+/]+={0,2}$/.test(globalID)) throw invalid();
  const match = /^([A-Za-z]\w{0,63}):(\d+)$/.exec(Buffer.from(globalID, 'base64').toString('utf8'));
  if (!match?.[1] || !match[2] || rowId(match[2]) === null) throw invalid();
  return { typename: match[1], id: match[2] };
}

/** A Relay cursor here is the id of the entry (0 before the first). */
export function cursorId(cursor: string): number {
  const id = cursor === '0' ? 0 : rowId(cursor);
  if (id === null) throw badInput(`Invalid cursor ${JSON.stringify(cursor.slice(0, 100))}`);
  return id;
}

/**
 * A cursor of a Prisma connection (`cursor: 'id'`): base64 of `GPC:N:<id>`. Checked before the
 * query, as an id past the column's range would otherwise reach the database.
 */
export function checkPrismaCursor(cursor: unknown): void {
  if (typeof cursor !== 'string') return;
  const match = /^GPC:N:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match?.[1] || rowId(match[1]) === null) throw badInput(`Invalid cursor ${JSON.stringify(cursor.slice(0, 100))}`);
}

/** The kinds of sort value a listing cursor carries after its key's name. */
export type CursorValueKind = 'time' | 'integer';

/**
 * A cursor of a listing sorted by something other than id: `<key>:<value>:<id>`, the value a
 * time in epoch milliseconds or an integer (minor units). The id breaks ties, so the cursor
 * names one place in the order however many rows share the value.
 */
export function sortedCursor(key: string, value: Date | bigint, id: number): string {
  return `${key}:${value instanceof Date ? value.getTime() : value.toString()}:${id}`;
}

const MAX_BIGINT = 9_223_372_036_854_775_807n;

/** Reads a sortedCursor of `key`; a cursor of another order, or anything malformed, is BAD_USER_INPUT. */
export function readSortedCursor(cursor: string, key: string, kind: CursorValueKind): { id: number; value: Date | bigint } {
  const invalid = () => badInput(`Invalid cursor ${JSON.stringify(cursor.slice(0, 100))} for the order by ${key}`);
  const match = /^([a-z]{1,20}):(-?\d{1,19}):(\d{1,10})$/.exec(cursor);
  if (!match || match[1] !== key) throw invalid();
  const id = rowId(match[3]);
  if (id === null) throw invalid();
  const value = BigInt(match[2]!);
  if (kind === 'time') {
    const time = new Date(Number(value));
    if (value > 8_640_000_000_000_000n || value < -8_640_000_000_000_000n || Number.isNaN(time.getTime())) throw invalid();
    return { id, value: time };
  }
  if (value > MAX_BIGINT || value < -MAX_BIGINT - 1n) throw invalid();
  return { id, value };
}
