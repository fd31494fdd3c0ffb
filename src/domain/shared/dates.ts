/**
 * The dates the service takes from clients (every date parameter and field, on every face):
 * from 1900-01-01 to 2999-12-31 (UTC). Computations on a date near the limits of the database
 * or of JavaScript (a day or an interval added to 9999-12-31) would fail as server errors; no
 * escrow date is outside this range.
 */
const earliestSupportedDate = new Date('1900-01-01T00:00:00.000Z');
const latestSupportedDate = new Date('2999-12-31T23:59:59.999Z');

export const unsupportedDateMessage = 'must be between 1900-01-01 and 2999-12-31 (UTC)';

/** The problem with a date read from a client, or null when it is within the supported range. */
export function unsupportedDateProblem(date: Date): string | null {
  const time = date.getTime();
  return Number.isNaN(time) || time < earliestSupportedDate.getTime() || time > latestSupportedDate.getTime() ? unsupportedDateMessage : null;
}
