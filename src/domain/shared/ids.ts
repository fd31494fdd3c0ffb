/**
 * Row ids: every table's id is a PostgreSQL `integer` (int4). An id past it names no row, and
 * sent to the database it fails the statement (a server error); every face reads ids through
 * these, so such an id is the client's mistake, answered as an id that names nothing.
 */
const maxRowId = 2_147_483_647;

/** A positive whole number within the id column. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= maxRowId;
}

/** A row id written in decimal (a path segment, a query parameter, a global id's tail), or null. */
export function rowIdFromText(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}
