import { auditChecks, auditLedger, trialBalance, type AuditPosting, type AuditViolation, type LedgerAudit, type TrialBalance } from '../../domain/audit/ledger.js';
import { ForbiddenError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';

// Operators only (auth scope operator): the ledger audit and the trial balance of docs/ledger.md.

const AuditCheckEnum = builder.enumType('LedgerAuditCheck', { values: auditChecks });

const AuditEntryType = builder.objectRef<AuditPosting['entries'][number]>('LedgerAuditEntry').implement({
  fields: (t) => ({
    accountKey: t.exposeString('accountKey'),
    amount: t.expose('amount', { type: 'Money', description: 'Signed: positive is money into the account.' }),
    currency: t.exposeString('currency'),
  }),
});

const AuditPostingType = builder.objectRef<AuditPosting>('LedgerAuditPosting').implement({
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    kind: t.exposeString('kind'),
    description: t.exposeString('description'),
    entries: t.field({ type: [AuditEntryType], resolve: (posting) => posting.entries }),
  }),
});

const AuditViolationType = builder.objectRef<AuditViolation>('LedgerAuditViolation').implement({
  fields: (t) => ({
    check: t.expose('check', { type: AuditCheckEnum }),
    message: t.exposeString('message'),
    transactionDatabaseId: t.exposeInt('transactionId', { nullable: true }),
    accountKey: t.exposeString('accountKey', { nullable: true }),
    postings: t.field({ type: [AuditPostingType], description: 'The posting at fault, or the postings of the transaction involved.', resolve: (v) => v.postings }),
  }),
});

const LedgerAuditType = builder.objectRef<LedgerAudit>('LedgerAudit').implement({
  description: 'The ledger invariants checked over the whole database, page by page.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'No violation was found.' }),
    postings: t.exposeInt('postings'),
    entries: t.exposeInt('entries'),
    accounts: t.exposeInt('accounts'),
    transactions: t.exposeInt('transactions'),
    checks: t.field({ type: [AuditCheckEnum], resolve: (audit) => [...audit.checks] }),
    violationCount: t.exposeInt('violationCount'),
    violations: t.field({ type: [AuditViolationType], resolve: (audit) => audit.violations }),
    truncated: t.exposeBoolean('truncated', { description: 'More violations were found than listed (maxViolations).' }),
    durationMs: t.exposeInt('durationMs'),
  }),
});

type TrialCurrency = TrialBalance['currencies'][number];

const TrialBalanceKindType = builder.objectRef<TrialCurrency['kinds'][number]>('TrialBalanceKind').implement({
  fields: (t) => ({
    kind: t.exposeString('kind'),
    accounts: t.exposeInt('accounts'),
    balance: t.expose('balance', { type: 'Money' }),
  }),
});

const TrialBalanceCurrencyType = builder.objectRef<TrialCurrency>('TrialBalanceCurrency').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    kinds: t.field({ type: [TrialBalanceKindType], resolve: (currency) => currency.kinds }),
    total: t.expose('total', { type: 'Money', description: 'The sum of every account in this currency: zero when the ledger balances.' }),
    balanced: t.exposeBoolean('balanced'),
  }),
});

builder.queryFields((t) => ({
  ledgerAudit: t.field({
    type: LedgerAuditType,
    description: 'Operators only: checks the ledger invariants (docs/ledger.md, "Audit") and lists every violation with its postings.',
    args: { maxViolations: t.arg.int({ required: false, description: 'At most this many violations are listed (1 … 10000, default 1000).' }) },
    errors: { types: [ForbiddenError, ValidationError] },
    authScopes: { operator: true },
    unauthorizedError: () => new ForbiddenError('Only operators may audit the ledger'),
    resolve: (_root, args, context) => {
      const maxViolations = args.maxViolations ?? 1_000;
      if (maxViolations < 1 || maxViolations > 10_000) throw new ValidationError({ maxViolations: ['must be from 1 to 10000'] });
      return auditLedger(context.services.prisma, { maxViolations, now: context.services.clock.now() });
    },
  }),
  ledgerTrialBalance: t.field({
    type: [TrialBalanceCurrencyType],
    description: 'Operators only: the balance of every account kind per currency, for reconciliation with the bank.',
    errors: { types: [ForbiddenError] },
    authScopes: { operator: true },
    unauthorizedError: () => new ForbiddenError('Only operators may read the trial balance'),
    resolve: async (_root, _args, context) => (await trialBalance(context.services.prisma)).currencies,
  }),
}));
