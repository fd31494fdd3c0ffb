import type { Database } from '../../db/database.js';
import type { PublishedEvent } from '../services.js';
import type { TransactionRecord } from '../transactions/record.js';
import { transactionStore } from '../transactions/store/index.js';

/** What an event row gives a published event (the outbox's rows and the history's carry it). */
export interface PublishableEvent {
  publicId: string;
  name: string;
  transactionId: number | null;
  partnerId: number | null;
  sequence: number | null;
  createdAt: Date;
}

/** One event row as subscribers are told it, with its transaction (null: none, or not loaded for it). */
export function publishedEvent(row: PublishableEvent, transaction: TransactionRecord | null): PublishedEvent {
  return {
    eventId: row.publicId,
    name: row.name,
    transactionId: row.transactionId,
    partnerId: row.partnerId,
    sequence: row.sequence,
    createdAt: row.createdAt,
    transaction,
  };
}

/**
 * Event rows as live subscribers are told them: each with its transaction. `known` answers a
 * row's transaction when the caller has it (undefined: load it); the others are read with the
 * hot reads' loader in one statement (none when nothing is left to load), the same records as
 * Prisma's include. Used by the outbox dispatcher, the post-commit hook and a resumed
 * subscription's history, so a subscriber gets the same event whichever way it arrives.
 */
export async function publishedEvents<Row extends PublishableEvent>(
  db: Database,
  rows: readonly Row[],
  known: (row: Row) => TransactionRecord | null | undefined = () => undefined,
): Promise<PublishedEvent[]> {
  const given = rows.map((row) => (row.transactionId === null ? null : known(row)));
  const missing = [...new Set(rows.filter((row, index) => row.transactionId !== null && given[index] === undefined).map((row) => row.transactionId!))];
  const records = missing.length === 0 ? [] : await transactionStore.loadMany(db, missing, 'asc');
  const byId = new Map(records.map((record) => [record.id, record]));
  return rows.map((row, index) => publishedEvent(row, given[index] ?? (row.transactionId === null ? null : (byId.get(row.transactionId) ?? null))));
}
