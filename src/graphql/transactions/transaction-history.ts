import { ledgersOf, timelineEntriesOf, type LedgerEntryView, type LedgerPostingView, type TimelineEntryView } from '../../domain/transactions/history.js';
import { builder } from '../builder.js';
import { CurrencyEnum } from '../shared/currency.js';
import { TransactionNode } from './transaction.js';

// Only parties get a Transaction (TransactionNode), so only parties reach these fields. Each
// field loads for every transaction of the response at once (one query per field).

const TimelineEntryType = builder.objectRef<TimelineEntryView>('TimelineEntry').implement({
  description: "One line of the transaction timeline (the REST API's timeline-entries).",
  fields: (t) => ({
    dateAdded: t.expose('createdAt', { type: 'DateTime' }),
    notes: t.exposeString('notes'),
    event: t.exposeString('event', { nullable: true, description: 'The event it goes with (ship, accept, …), if any.' }),
  }),
});

const LedgerEntryType = builder.objectRef<LedgerEntryView>('LedgerEntry').implement({
  description: 'One side of a posting: money into (positive) or out of (negative) an account.',
  fields: (t) => ({
    account: t.exposeString('account', { description: 'The account key, e.g. escrow:txn:12:usd or payout:customer:7:usd (docs/ledger.md).' }),
    amount: t.expose('amount', { type: 'Money' }),
    currency: t.expose('currency', { type: CurrencyEnum }),
  }),
});

const LedgerPostingType = builder.objectRef<LedgerPostingView>('LedgerPosting').implement({
  description: 'A balanced movement of money (its entries sum to zero): funding, fee, disbursement, refund, …',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    description: t.exposeString('description'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    entries: t.expose('entries', { type: [LedgerEntryType] }),
  }),
});

builder.objectFields(TransactionNode, (t) => ({
  timeline: t.loadableGroup({
    type: TimelineEntryType,
    description: 'What happened, oldest first.',
    load: (ids: number[], context) => timelineEntriesOf(context.services.prisma, ids),
    group: (entry) => entry.transactionId,
    resolve: (view) => view.id,
  }),
  ledger: t.loadableList({
    type: LedgerPostingType,
    nullable: { list: true, items: false },
    description: 'How money moved, oldest first; null for a buyer or seller from whom broker privacy hides amounts.',
    load: (ids: number[], context) => ledgersOf(context.services.prisma, ids, context.viewer.customer.id),
    resolve: (view) => view.id,
  }),
}));
