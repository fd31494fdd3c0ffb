/**
 * Relay global ids and cursors as the client sends them. Every node here is a row with an
 * integer id, so a global id is `base64("<Type>:<positive 32-bit integer>")` and a cursor an
 * entry's id; anything else is the client's mistake (BAD_USER_INPUT), never a server error.
 */
import { GraphQLError } from 'graphql';

const MAX_ROW_ID = 2_147_483_647;

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function rowId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}

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
