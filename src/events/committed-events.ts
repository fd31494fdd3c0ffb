import type { Database } from '../db/database.js';
import type { EventBus, OutboxCommit, PublishedEvent } from '../domain/services.js';
import type { TransactionRecord } from '../domain/transactions/record.js';
import { rateLimitedErrorLog, type Logger } from '../log.js';
import { publishedEvents } from '../domain/events/published.js';
import { committedEvents } from './store/outbox.js';

/** Keys (transaction, instant) looked up by one statement at most. */
const batchSize = 200;

/**
 * One transaction's share of a commit: its events are those stamped `updatedAt`. `record` is the
 * transaction as the commit left it, or null when the commit did not load it (the hook loads it).
 */
interface WaitingCommit {
  id: number;
  updatedAt: Date;
  record: TransactionRecord | null;
}

/**
 * The post-commit hook of the outbox (wired to `OutboxSignal` in src/services.ts): when a change
 * that wrote events of transactions commits on this instance, those events are handed to this
 * instance's live subscribers at once (`EventBus.publishCommitted`), with the transaction. So
 * they hear their own instance's changes whether the outbox dispatcher runs here or in separate
 * `heldfunds worker` processes, and whether Redis is up or not; the dispatcher's copy that
 * follows is recognised by the bus (src/events/event-bus.ts).
 *
 * A commit is either a transaction as the change left it (`act`, `createTransaction`): its
 * events are the transaction's events written at its `updatedAt` (every write of a transaction
 * stamps both with the same instant); or the transactions a change wrote events to at one
 * instant without loading them (the party_verification_* events, `WrittenEvents`): their
 * records are loaded with the hot reads' loader, as the dispatcher does, in the statement after
 * the lookup, and only those of the events found. Only what a subscriber of this instance wants
 * is looked up, by one statement for up to `batchSize` keys waiting (in commit order), one batch
 * at a time, so the subscribers get them in commit order. A lookup that fails (the database just
 * went away) is logged and skipped: the dispatcher's copy still comes.
 */
export class CommittedEvents {
  private waiting: WaitingCommit[] = [];
  private running: Promise<void> | null = null;
  private readonly failed: (error: Error) => void;

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    log: Logger,
  ) {
    this.failed = rateLimitedErrorLog(log, 'committed events: a lookup failed; their subscribers get them from the outbox dispatcher');
  }

  committed(commit: OutboxCommit): void {
    if ('at' in commit) {
      let added = false;
      for (const { transactionId, creatorId } of commit.transactions) {
        if (!this.bus.listensFor(creatorId, transactionId)) continue;
        this.waiting.push({ id: transactionId, updatedAt: commit.at, record: null });
        added = true;
      }
      if (!added) return;
    } else {
      if (!this.bus.listensFor(commit.creatorId, commit.id)) return;
      this.waiting.push({ id: commit.id, updatedAt: commit.updatedAt, record: commit });
    }
    this.running ??= this.run();
  }

  private async run(): Promise<void> {
    while (this.waiting.length > 0) {
      const commits = this.waiting.splice(0, batchSize);
      try {
        for (const event of await this.lookUp(commits)) this.bus.publishCommitted(event);
      } catch (error) {
        this.failed(error instanceof Error ? error : new Error(String(error)));
      }
    }
    this.running = null;
  }

  private async lookUp(commits: WaitingCommit[]): Promise<PublishedEvent[]> {
    const byCommit = new Map(commits.map((commit) => [commitKey(commit.id, commit.updatedAt), commit]));
    const rows = await committedEvents(this.db, commits);
    // A commit that brought its record answers it; the records of the others are loaded for the
    // events found, in one statement (none when every commit brought its own).
    return publishedEvents(this.db, rows, (row) => {
      const commit = byCommit.get(commitKey(row.transactionId!, row.createdAt));
      return commit === undefined ? null : (commit.record ?? undefined);
    });
  }
}

function commitKey(transactionId: number, at: Date): string {
  return `${transactionId}@${at.getTime()}`;
}
