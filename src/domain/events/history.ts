/**
 * The history a resumed subscription sends before it goes live (`partnerEvents(after:)`,
 * `transactionEvents(after:)`): every committed event of its scope after a cursor, oldest
 * first, shaped as the live ones (with the transaction as it is now). docs/events.md "Resuming".
 */
import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/viewer.js';
import { ValidationError } from '../shared/errors.js';
import type { PublishedEvent, Services } from '../services.js';
import { reachableEventPosition } from './event-log.js';
import { publishedEvents } from './published.js';

/** Whose events: a partner's (as partnerEvents hears them) or one transaction's. */
export type HistoryScope = { partnerId: number } | { transactionId: number };

/** Events read per statement while the history is sent. */
const pageSize = 100;

/**
 * The events of `scope` committed after the event `after` (its eventId, which is also an
 * `events` connection cursor). The cursor must be an event the viewer reaches, still kept
 * (docs/events.md "Retention"); anything else is a ValidationError under `after`, answered when
 * subscribing. Within one transaction the order is its `sequence` (commit order); across a
 * partner's transactions it is the order events were written.
 */
export async function eventsAfter(services: Services, viewer: Viewer, scope: HistoryScope, after: string): Promise<AsyncIterable<PublishedEvent>> {
  const cursor = await reachableEventPosition(services, viewer, after);
  if (!cursor) throw new ValidationError({ after: ['must be the eventId (or events cursor) of an event you reach, still kept'] });
  const bySequence = 'transactionId' in scope && cursor.transactionId === scope.transactionId && cursor.sequence !== null;
  const where: Prisma.EventWhereInput = 'partnerId' in scope ? { partnerId: scope.partnerId } : { transactionId: scope.transactionId };
  return pages(services, where, bySequence ? { sequence: cursor.sequence! } : { id: cursor.id });
}

async function* pages(services: Services, scope: Prisma.EventWhereInput, from: { sequence: number } | { id: bigint }): AsyncIterable<PublishedEvent> {
  let position = from;
  for (;;) {
    const rows = await services.prisma.event.findMany({
      where: { ...scope, ...('sequence' in position ? { sequence: { gt: position.sequence } } : { id: { gt: position.id } }) },
      orderBy: 'sequence' in position ? { sequence: 'asc' } : { id: 'asc' },
      take: pageSize,
      select: { id: true, publicId: true, name: true, transactionId: true, partnerId: true, sequence: true, createdAt: true },
    });
    if (rows.length === 0) return;
    for (const event of await publishedEvents(services.db, rows)) yield event;
    const last = rows.at(-1)!;
    position = 'sequence' in position ? { sequence: last.sequence! } : { id: last.id };
    if (rows.length < pageSize) return;
  }
}
