/**
 * Who reads the event log (GET /events, the `events` query, the subscriptions' history): a
 * customer reads the events of the transactions it is a party of (the partner party
 * included) and the events written to its account as partner (`partnerId`: the creator when
 * the event was written, and events of no transaction such as report_ready).
 */
import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/viewer.js';

/** The events the viewer reaches, as a filter. */
export function reachableEventsWhere(viewer: Viewer): Prisma.EventWhereInput {
  const customerId = viewer.customer.id;
  return { OR: [{ partnerId: customerId }, { transaction: { parties: { some: { customerId } } } }] };
}
