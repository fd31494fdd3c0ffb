/** The event a finished report raises, through the outbox (webhook and live subscription). */
export const reportReadyEvent = 'report_ready';

/** The report an event's payload names, or null for a transaction event. */
export function reportIdOfEvent(payload: unknown): number | null {
  const reportId = (payload as { reportId?: unknown } | null)?.reportId;
  return typeof reportId === 'number' ? reportId : null;
}
