import { readFlags, type FlagSpec } from './flags.js';
import { UsageError } from './usage.js';

// The operator's read commands: `<subject> list` (newest first, paged with --before) and
// `<subject> show`. Every flag is bounded here, so a query never runs on an unchecked value.

export type ReadSubject = 'transaction' | 'customer' | 'event' | 'delivery' | 'mail';

const deliveryStatuses = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
type DeliveryStatusFilter = (typeof deliveryStatuses)[number];

export interface ListOptions {
  /** At most this many rows (1 to 100, default 20). */
  limit: number;
  /** Only rows with a smaller id: the `next_before` of the previous page. */
  before: number | undefined;
  /** transaction list: a party's or the creator's email; mail list: the recipient. */
  email: string | undefined;
  /** event list: one transaction's events. */
  transactionId: number | undefined;
  /** event list: only events not yet dispatched. */
  pending: boolean;
  /** delivery list. */
  status: DeliveryStatusFilter | undefined;
}

export interface ShowOptions {
  /** A row id; for events the public event id (a UUID). */
  id: string | undefined;
  /** customer show: by email instead of id. */
  email: string | undefined;
}

export type ReadCommandLine = { command: `${ReadSubject} list`; options: ListOptions } | { command: `${ReadSubject} show`; options: ShowOptions };

const idPattern = /^[1-9]\d{0,9}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function values(args: string[], spec: FlagSpec): Record<string, string | boolean | undefined> {
  return readFlags(args, spec).values;
}

const listFlags: Record<ReadSubject, string[]> = {
  transaction: ['customer'],
  customer: [],
  event: ['transaction', 'pending'],
  delivery: ['status'],
  mail: ['to'],
};

function integerFlag(value: string | boolean | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !idPattern.test(value) || Number(value) > 2_147_483_647) throw new UsageError(`--${name} must be a positive integer`);
  return Number(value);
}

export function parseReadCommand(subject: ReadSubject, action: string | undefined, args: string[]): ReadCommandLine {
  if (action === 'list') {
    const allowed = listFlags[subject];
    const spec: Record<string, { type: 'string' | 'boolean' }> = { limit: { type: 'string' }, before: { type: 'string' } };
    for (const flag of allowed) spec[flag] = { type: flag === 'pending' ? 'boolean' : 'string' };
    const given = values(args, spec);
    const limit = integerFlag(given.limit, 'limit') ?? 20;
    if (limit > 100) throw new UsageError('--limit must be at most 100');
    const status = given.status as string | undefined;
    if (status !== undefined && !(deliveryStatuses as readonly string[]).includes(status)) {
      throw new UsageError(`--status must be one of ${deliveryStatuses.join(', ')}`);
    }
    const email = (given.customer ?? given.to) as string | undefined;
    if (email !== undefined && (email.length === 0 || email.length > 254)) throw new UsageError('--customer/--to must be an email address');
    return {
      command: `${subject} list`,
      options: {
        limit,
        before: integerFlag(given.before, 'before'),
        email,
        transactionId: integerFlag(given.transaction, 'transaction'),
        pending: given.pending === true,
        status: status as DeliveryStatusFilter | undefined,
      },
    };
  }
  if (action === 'show') {
    const given = values(args, subject === 'customer' ? { id: { type: 'string' }, email: { type: 'string' } } : { id: { type: 'string' } });
    const id = given.id as string | undefined;
    const email = given.email as string | undefined;
    if (subject === 'customer' && (id === undefined) === (email === undefined)) throw new UsageError('give --id or --email');
    if (subject !== 'customer' && id === undefined) throw new UsageError('--id is required');
    if (id !== undefined) {
      const valid = subject === 'event' ? uuidPattern.test(id) : idPattern.test(id) && Number(id) <= 2_147_483_647;
      if (!valid) throw new UsageError(subject === 'event' ? '--id must be an event id (a UUID)' : '--id must be a positive integer');
    }
    if (email !== undefined && (email.length === 0 || email.length > 254)) throw new UsageError('--email must be an email address');
    return { command: `${subject} show`, options: { id, email } };
  }
  throw new UsageError(`unknown ${subject} command "${action ?? ''}"`);
}
