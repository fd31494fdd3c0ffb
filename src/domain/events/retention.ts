/**
 * Retention of the event log (docs/events.md "Retention"): an event is kept at least
 * EVENT_RETENTION_DAYS, then deleted once it was dispatched and none of its webhook deliveries
 * is still pending (its deliveries and their attempts go with it). Run by the workers' sweep.
 */
import type { Services } from '../services.js';

const dayMs = 86_400_000;

/** Deletes the events past retention whose deliveries all finished; answers how many. */
export async function pruneEvents(services: Services, retentionDays: number): Promise<number> {
  const cutoff = new Date(services.clock.now().getTime() - retentionDays * dayMs);
  const { count } = await services.prisma.event.deleteMany({
    where: { createdAt: { lt: cutoff }, dispatchedAt: { not: null }, deliveries: { none: { status: 'pending' } } },
  });
  return count;
}
