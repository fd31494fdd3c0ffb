/**
 * The event log (GET /events, GET /events/{id}, the `events` query and `node`): the outbox's
 * events, read back by whoever reaches them (access/events.ts), newest first. An event's
 * public id is its cursor everywhere: the REST `next_cursor` (the first event of the next
 * page), the GraphQL connection's cursors (exclusive) and the subscriptions' `after`.
 */
import type { Prisma } from '../../db/generated/client.js';
import { reachableEventsWhere } from '../access/events.js';
import type { Viewer } from '../auth/viewer.js';
import { NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import { appliedLimit, checkLimit } from '../shared/paging.js';
import { isRowId } from '../shared/ids.js';
import type { Services } from '../services.js';

/** An event as the log answers it. */
export interface EventRecord {
  id: bigint;
  publicId: string;
  name: string;
  transactionId: number | null;
  partnerId: number | null;
  /** Its place among its transaction's events (1, 2, 3… in commit order); null without a transaction. */
  sequence: number | null;
  createdAt: Date;
  payload: unknown;
}

const eventSelect = {
  id: true,
  publicId: true,
  name: true,
  transactionId: true,
  partnerId: true,
  sequence: true,
  createdAt: true,
  payload: true,
} satisfies Prisma.EventSelect;

export interface EventFilter {
  /** Event names (`agree`, `payment_received`, …): any of them. */
  types?: string[];
  transactionId?: number;
  /** Created at or after (inclusive). */
  createdFrom?: Date;
  /** Created at or before (inclusive). */
  createdTo?: Date;
}

export interface EventsRequest {
  limit?: number;
  /** The public id of the first event of the page (a previous page's `nextCursor`). */
  nextCursor?: string;
  filter?: EventFilter;
}

export interface EventPage {
  limit: number;
  nextCursor: string | null;
  events: EventRecord[];
}

/** A window of the log for a Relay connection: cursors are public ids, both exclusive. */
export interface EventWindow {
  after?: string;
  before?: string;
  limit: number;
  /** Read from the oldest end (a `last` page), answered in that reading order. */
  fromEnd?: boolean;
}

const maxTypes = 50;
const typePattern = /^[a-z][a-z_]{0,63}$/;
const publicIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text can name an event at all (a UUID): anything else names none, without a lookup. */
function isEventId(text: string): boolean {
  return publicIdPattern.test(text);
}

/** The pure checks of a filter, by domain path (`filter.createdTo`). */
function checkEventFilter(filter: EventFilter, report: ErrorReport): void {
  const scope = report.at('filter');
  if (filter.types !== undefined) {
    if (filter.types.length > maxTypes) scope.add('types', `must name at most ${maxTypes} event types`);
    else if (filter.types.some((type) => !typePattern.test(type))) scope.add('types', 'must be event names such as agree or payment_received');
  }
  if (filter.transactionId !== undefined && !isRowId(filter.transactionId)) scope.add('transactionId', 'must be a transaction id');
  if (filter.createdFrom !== undefined && filter.createdTo !== undefined && filter.createdTo < filter.createdFrom) {
    scope.add('createdTo', 'must not be before the start date');
  }
}

function checkEventsRequest(request: EventsRequest): FieldErrors | null {
  const report = new ErrorReport();
  checkLimit(request.limit, report.at());
  checkEventFilter(request.filter ?? {}, report);
  if (request.nextCursor !== undefined && !isEventId(request.nextCursor)) report.at().add('nextCursor', 'must be the next_cursor of a previous page');
  return report.hasErrors ? report.toObject() : null;
}

function filterWhere(filter: EventFilter): Prisma.EventWhereInput {
  return {
    ...(filter.types === undefined ? {} : { name: { in: filter.types } }),
    ...(filter.transactionId === undefined ? {} : { transactionId: filter.transactionId }),
    ...(filter.createdFrom === undefined && filter.createdTo === undefined
      ? {}
      : { createdAt: { ...(filter.createdFrom ? { gte: filter.createdFrom } : {}), ...(filter.createdTo ? { lte: filter.createdTo } : {}) } }),
  };
}

/** Where an event the viewer reaches stands (its row id, transaction and sequence), by its public id; null for any other. */
export async function reachableEventPosition(
  services: Services,
  viewer: Viewer,
  publicId: string,
): Promise<{ id: bigint; transactionId: number | null; sequence: number | null } | null> {
  if (!isEventId(publicId)) return null;
  return services.prisma.event.findFirst({ where: { publicId, ...reachableEventsWhere(viewer) }, select: { id: true, transactionId: true, sequence: true } });
}

/** The internal id of an event the viewer reaches, by its public id; null for any other. */
async function positionOf(services: Services, viewer: Viewer, publicId: string): Promise<bigint | null> {
  return (await reachableEventPosition(services, viewer, publicId))?.id ?? null;
}

/** A page of the viewer's events, newest first: `limit` (10, at most 100) from `nextCursor` on. */
export async function listEvents(services: Services, viewer: Viewer, request: EventsRequest): Promise<EventPage> {
  const problems = checkEventsRequest(request);
  if (problems) throw new ValidationError(problems);
  const limit = appliedLimit(request.limit);
  let startAt: bigint | null = null;
  if (request.nextCursor !== undefined) {
    startAt = await positionOf(services, viewer, request.nextCursor);
    if (startAt === null) throw new ValidationError({ nextCursor: ['must be the next_cursor of a previous page (an event of yours still kept)'] });
  }
  const rows = await services.prisma.event.findMany({
    where: { AND: [reachableEventsWhere(viewer), filterWhere(request.filter ?? {}), startAt === null ? {} : { id: { lte: startAt } }] },
    orderBy: { id: 'desc' },
    take: limit + 1,
    select: eventSelect,
  });
  return { limit, nextCursor: rows[limit]?.publicId ?? null, events: rows.slice(0, limit) };
}

/**
 * A window of the viewer's events, newest first, between exclusive cursors (the GraphQL
 * connection). A cursor that names no event of the viewer's is refused (`after`/`before`).
 */
export async function eventWindow(services: Services, viewer: Viewer, filter: EventFilter, window: EventWindow): Promise<EventRecord[]> {
  const report = new ErrorReport();
  checkEventFilter(filter, report);
  if (report.hasErrors) throw new ValidationError(report.toObject());
  const bound = async (cursor: string | undefined, name: 'after' | 'before') => {
    if (cursor === undefined) return null;
    const id = await positionOf(services, viewer, cursor);
    if (id === null) throw new ValidationError({ [name]: ['must be the cursor of an event of yours still kept'] });
    return id;
  };
  const after = await bound(window.after, 'after');
  const before = await bound(window.before, 'before');
  return services.prisma.event.findMany({
    where: {
      AND: [
        reachableEventsWhere(viewer),
        filterWhere(filter),
        // Newest first: "after" a cursor is older than it.
        { id: { ...(after === null ? {} : { lt: after }), ...(before === null ? {} : { gt: before }) } },
      ],
    },
    orderBy: { id: window.fromEnd ? 'asc' : 'desc' },
    take: window.limit,
    select: eventSelect,
  });
}

/** One event of the viewer's, by its public id (the webhook-id); NotFoundError for any other. */
export async function getEvent(services: Services, viewer: Viewer, publicId: string): Promise<EventRecord> {
  const event = isEventId(publicId) ? await services.prisma.event.findFirst({ where: { publicId, ...reachableEventsWhere(viewer) }, select: eventSelect }) : null;
  if (!event) throw new NotFoundError('Event not found');
  return event;
}

/** One event of the viewer's by its internal id (a GraphQL node id), or null. */
export async function findEventById(services: Services, viewer: Viewer, id: number): Promise<EventRecord | null> {
  return services.prisma.event.findFirst({ where: { id: BigInt(id), ...reachableEventsWhere(viewer) }, select: eventSelect });
}
