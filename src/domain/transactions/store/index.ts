/**
 * The transactions store: every statement of the transactions aggregate (a transaction with
 * its parties, items, schedules, fees and taxes; the rows a decision writes with it). The
 * domain calls this interface; only the files of this folder write SQL for it (as formance's
 * ledger controller calls its store). What a statement costs, and why it is shaped so, is
 * written beside it and in docs/decisions.md "Performance".
 *
 * Where a statement runs is the caller's: `Reader` is the database outside any transaction
 * (`Database.read`: straight through the driver on PostgreSQL) or a transaction client.
 */
import type { Prisma } from '../../../db/generated/client.js';
import type { Viewer } from '../../auth/authenticate.js';
import type { WriteScope } from '../../idempotency/records.js';
import type { PartnerTransactionFilter } from '../filters.js';
import type { IdWindow } from '../../shared/paging.js';
import type { Services } from '../../services.js';
import type { ViewerTransactionFilter, ViewerTransactionWindow } from '../viewer-window.js';
import type { PartyRecord, TransactionRecord } from '../record.js';
import { persistDecision, writableAtOnce, writeDecisionAtOnce, type ApplyContext, type DecisionToWrite } from './decision.js';
import { loadFeePricing, writeFeePrices, type FeePricingRows } from './fees.js';
import { findByReference } from './find.js';
import { insertTransaction, insertTransactionIn, type CreationNotes, type NewTransaction } from './insert.js';
import { loadForDecision, loadPartyCustomers, lockTransaction, type LoadOrder, type Reader, type RecordForDecision } from './load.js';
import { readTransaction, readTransactions } from './record-cache.js';
import { countViewerTransactions, loadPartnerWindow, loadViewerPage, loadViewerWindow, type ViewerPage } from './listings.js';

export type { ApplyContext, DecisionToWrite } from './decision.js';
export type { CreationNotes, NewTransaction } from './insert.js';
export type { Reader, RecordForDecision } from './load.js';

type Tx = Prisma.TransactionClient;
type Queries = Pick<Tx, '$queryRaw'>;

export interface TransactionStore {
  // ------------------------------------------------------------------------------ reads
  /**
   * The transaction of this id, or null. One prepared statement (GET by id); outside a database
   * transaction it sends only a stamp when the record this Database holds is still current
   * (record-cache.ts).
   */
  load(db: Reader, id: number): Promise<TransactionRecord | null>;
  /** The transactions of these ids, in id order; no statement for none. */
  loadMany(db: Reader, ids: readonly number[], order: LoadOrder): Promise<TransactionRecord[]>;
  /** The transaction and its float account's balance, what a decision reads: one prepared statement. */
  loadForDecision(db: Reader, id: number): Promise<RecordForDecision | null>;
  /** The accounts of these emails as a party's record holds them, in no order; those with no account left out. One prepared statement. */
  partyCustomers(db: Reader, emails: readonly string[]): Promise<PartyRecord['customer'][]>;
  /** The newest transaction with this reference among the viewer's; `exists` tells whether any (the viewer's or not) has it. */
  findByReference(prisma: Pick<Tx, 'transaction'>, viewer: Viewer, reference: string): Promise<{ record: TransactionRecord | null; exists: boolean }>;

  // --------------------------------------------------------------------------- listings
  /** One window of the viewer's transactions, in id order (descending when read from the high end). One statement. */
  viewerWindow(db: Reader, viewer: Viewer, filter: ViewerTransactionFilter, window: ViewerTransactionWindow): Promise<TransactionRecord[]>;
  /** How many of the viewer's transactions the filter keeps. One statement. */
  countViewer(db: Queries, viewer: Viewer, filter: ViewerTransactionFilter): Promise<number>;
  /** A page of the viewer's transactions by offset, with their total. Two statements. */
  viewerPage(prisma: Queries, db: Reader, viewer: Viewer, page: { offset: number; limit: number; sortDirection: 'asc' | 'desc' }): Promise<ViewerPage>;
  /** One window of the partner's filtered transactions: its ids and the first `built` records (all when null). One statement. */
  partnerWindow(
    db: Reader,
    partnerId: number,
    filter: PartnerTransactionFilter,
    window: IdWindow,
    built: number | null,
  ): Promise<{ ids: number[]; records: TransactionRecord[] }>;

  // ----------------------------------------------------------------------------- writes
  /** A new transaction with its first timeline entry and `create` event: ONE statement that commits by itself. */
  insert(services: Services, row: NewTransaction, notes: CreationNotes): Promise<TransactionRecord>;
  /** The same statement inside the caller's database transaction. */
  insertIn(tx: Queries, row: NewTransaction, notes: CreationNotes): Promise<TransactionRecord>;
  /** Locks the transaction's row until the database transaction ends; false when there is none. */
  lock(tx: Queries, id: number): Promise<boolean>;
  /** Writes an accepted decision inside the caller's database transaction (after `lock`). */
  writeDecision(tx: Tx, decision: DecisionToWrite, context: ApplyContext, scope?: WriteScope): Promise<void>;
  /** What repricing the fees reads (transactions/reprice-fees.ts prices them), in the caller's database transaction. */
  loadFeePricing(tx: Tx, id: number): Promise<FeePricingRows>;
  /** Replaces the fees' prices and taxes: every fee of `feeIds` loses its taxes, those priced get theirs. */
  writeFeePrices(
    tx: Tx,
    feeIds: readonly number[],
    prices: readonly { feeId: number; amountWithoutTaxes: bigint; taxes: readonly { type: string; amount: bigint }[] }[],
  ): Promise<void>;
  /** Whether `writeDecisionAtOnce` can write this decision. */
  writableAtOnce(decision: DecisionToWrite): boolean;
  /** Writes a decision made at `version` by ONE version-guarded statement, no lock before; false when another change came first. */
  writeDecisionAtOnce(services: Services, decision: DecisionToWrite, context: ApplyContext, version: number): Promise<boolean>;
}

export const transactionStore: TransactionStore = {
  load: readTransaction,
  loadMany: readTransactions,
  loadForDecision,
  partyCustomers: loadPartyCustomers,
  findByReference,
  viewerWindow: loadViewerWindow,
  countViewer: countViewerTransactions,
  viewerPage: loadViewerPage,
  partnerWindow: loadPartnerWindow,
  insert: insertTransaction,
  insertIn: insertTransactionIn,
  lock: lockTransaction,
  writeDecision: persistDecision,
  loadFeePricing,
  writeFeePrices,
  writableAtOnce,
  writeDecisionAtOnce,
};
