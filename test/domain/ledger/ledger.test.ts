/** Ledger accounts, posting builders and invariant checks. */
import { describe, expect, it } from 'vitest';
import {
  applyPostings,
  buyerFeePosting,
  checkLedger,
  checkPostings,
  describeAccount,
  disbursementPosting,
  escrowAccountKey,
  expectedEscrowBalance,
  externalAccountKey,
  feeRevenueAccountKey,
  floatAccountKey,
  floatPosting,
  floatReturnPosting,
  fundingPosting,
  isBalanced,
  negativeInternalAccounts,
  payoutAccountKey,
  postingImbalance,
  refundAccountKey,
  refundPosting,
  taxAccountKey,
  type Posting,
} from '../../../src/domain/ledger/index.js';
import { makeTxn } from '../lifecycle/fixtures.js';

const ref = { transactionId: 7, currency: 'aud' as const };

describe('accounts', () => {
  it('describes every key', () => {
    expect(describeAccount(externalAccountKey('usd'))).toEqual({
      key: 'funding:external:usd',
      kind: 'external_funding',
      currency: 'usd',
      transactionId: null,
      customerId: null,
      allowNegative: true,
    });
    expect(describeAccount(escrowAccountKey(12, 'euro'))).toMatchObject({ kind: 'escrow_holding', transactionId: 12, currency: 'euro', allowNegative: false });
    expect(describeAccount(floatAccountKey(12, 'gbp'))).toMatchObject({ kind: 'float_holding', transactionId: 12 });
    expect(describeAccount(feeRevenueAccountKey('cad'))).toMatchObject({ kind: 'fee_revenue', currency: 'cad' });
    expect(describeAccount(taxAccountKey('gst', 'aud'))).toMatchObject({ key: 'tax:gst:aud', kind: 'tax_payable' });
    expect(describeAccount(payoutAccountKey(3, 'usd'))).toMatchObject({ kind: 'payout', customerId: 3 });
    expect(describeAccount(refundAccountKey(4, 'usd'))).toMatchObject({ kind: 'refund', customerId: 4 });
    expect(() => describeAccount('escrow:txn:x:usd')).toThrow(RangeError);
    expect(() => describeAccount('escrow:txn:1:btc')).toThrow(RangeError);
  });
});

describe('posting builders', () => {
  it('funding: external → escrow', () => {
    expect(fundingPosting({ ...ref, amount: 1_000n, source: 'external' }).entries).toEqual([
      { accountKey: 'funding:external:aud', amount: -1_000n, currency: 'aud' },
      { accountKey: 'escrow:txn:7:aud', amount: 1_000n, currency: 'aud' },
    ]);
    expect(fundingPosting({ ...ref, amount: 1_000n, source: 'float' }).entries[0]!.accountKey).toBe('float:txn:7:aud');
  });

  it('buyer fees: external → fee revenue + tax', () => {
    const posting = buyerFeePosting({ ...ref, source: 'external', fees: [{ amountWithoutTaxes: 3_250n, taxes: [{ type: 'gst', amount: 325n }] }] });
    expect(posting.kind).toBe('fee');
    expect(posting.entries).toEqual([
      { accountKey: 'funding:external:aud', amount: -3_575n, currency: 'aud' },
      { accountKey: 'fees:revenue:aud', amount: 3_250n, currency: 'aud' },
      { accountKey: 'tax:gst:aud', amount: 325n, currency: 'aud' },
    ]);
  });

  it('disbursement: escrow → payout with withholding and fee deductions', () => {
    const posting = disbursementPosting({
      ...ref,
      payeeCustomerId: 2,
      gross: 100_000n,
      withheld: 5_000n,
      fees: [{ amountWithoutTaxes: 1_000n, taxes: [{ type: 'gst', amount: 100n }] }],
    });
    expect(posting.entries).toEqual([
      { accountKey: 'escrow:txn:7:aud', amount: -95_000n, currency: 'aud' },
      { accountKey: 'payout:customer:2:aud', amount: 93_900n, currency: 'aud' },
      { accountKey: 'fees:revenue:aud', amount: 1_000n, currency: 'aud' },
      { accountKey: 'tax:gst:aud', amount: 100n, currency: 'aud' },
    ]);
    expect(disbursementPosting({ ...ref, payeeCustomerId: null, gross: 500n }).entries).toEqual([
      { accountKey: 'escrow:txn:7:aud', amount: -500n, currency: 'aud' },
      { accountKey: 'fees:revenue:aud', amount: 500n, currency: 'aud' },
    ]);
    expect(() => disbursementPosting({ ...ref, payeeCustomerId: 2, gross: 100n, withheld: 101n })).toThrow(RangeError);
    expect(() => disbursementPosting({ ...ref, payeeCustomerId: null, gross: 100n, withheld: 1n })).toThrow(RangeError);
  });

  it('disbursement giving back fees kept back earlier: fee revenue + tax → payout, with nothing from escrow', () => {
    const posting = disbursementPosting({ ...ref, payeeCustomerId: 2, gross: 0n, released: [{ amountWithoutTaxes: 908n, taxes: [{ type: 'gst', amount: 91n }] }] });
    expect(posting.entries).toEqual([
      { accountKey: 'payout:customer:2:aud', amount: 999n, currency: 'aud' },
      { accountKey: 'fees:revenue:aud', amount: -908n, currency: 'aud' },
      { accountKey: 'tax:gst:aud', amount: -91n, currency: 'aud' },
    ]);
    expect(() => disbursementPosting({ ...ref, payeeCustomerId: null, gross: 0n, released: [{ amountWithoutTaxes: 1n, taxes: [] }] })).toThrow(RangeError);
  });

  it('refunds and floats', () => {
    expect(refundPosting({ ...ref, customerId: 1, amount: 10n }).entries).toEqual([
      { accountKey: 'escrow:txn:7:aud', amount: -10n, currency: 'aud' },
      { accountKey: 'refund:customer:1:aud', amount: 10n, currency: 'aud' },
    ]);
    expect(refundPosting({ ...ref, customerId: 1, amount: 10n, source: 'float' }).entries[0]!.accountKey).toBe('float:txn:7:aud');
    expect(floatPosting({ ...ref, amount: 10n }).entries.map((entry) => entry.accountKey)).toEqual(['funding:external:aud', 'float:txn:7:aud']);
    expect(floatReturnPosting({ ...ref, amount: 10n }).entries.map((entry) => entry.amount)).toEqual([-10n, 10n]);
    expect(() => refundPosting({ ...ref, customerId: 1, amount: -1n })).toThrow(RangeError);
  });

  it('every builder balances and omits zero entries', () => {
    const postings = [
      fundingPosting({ ...ref, amount: 0n, source: 'external' }),
      buyerFeePosting({ ...ref, source: 'float', fees: [] }),
      disbursementPosting({ ...ref, payeeCustomerId: 2, gross: 10n, fees: [{ amountWithoutTaxes: 10n, taxes: [] }] }),
    ];
    for (const posting of postings) expect(isBalanced(posting)).toBe(true);
    expect(postings[0]!.entries).toEqual([]);
    expect(postings[2]!.entries.map((entry) => entry.accountKey)).toEqual(['escrow:txn:7:aud', 'fees:revenue:aud']);
  });
});

describe('invariants', () => {
  it('detects unbalanced postings, unknown accounts and currency mismatches', () => {
    const bad: Posting = {
      kind: 'funding',
      description: 'broken',
      entries: [
        { accountKey: 'escrow:txn:1:usd', amount: 5n, currency: 'usd' },
        { accountKey: 'funding:external:usd', amount: -4n, currency: 'usd' },
        { accountKey: 'fees:revenue:aud', amount: 1n, currency: 'usd' },
        { accountKey: 'nope', amount: 0n, currency: 'usd' },
      ],
    };
    expect(postingImbalance(bad)).toEqual(new Map([['usd', 2n]]));
    const violations = checkPostings([bad]);
    expect(violations).toHaveLength(3);
  });

  it('escrow must hold exactly the secured, undisbursed, unrefunded schedules; internal accounts never negative', () => {
    const txn = makeTxn();
    const schedule = txn.items[0]!.schedules[0]!;
    expect(expectedEscrowBalance(txn)).toBe(0n);
    expect(checkLedger(txn, new Map())).toEqual([]);
    schedule.secured = true;
    const funded = applyPostings(new Map(), [fundingPosting({ transactionId: txn.id, currency: 'usd', amount: schedule.amount, source: 'external' })]);
    expect(checkLedger(txn, funded)).toEqual([]);
    schedule.refunded = true;
    expect(checkLedger(txn, funded)).toEqual([expect.stringMatching(/holds 100000 but the secured, undisbursed schedules total 0/)]);
    const overdrawn = new Map([
      [payoutAccountKey(1, 'usd'), -1n],
      [externalAccountKey('usd'), -50n],
    ]);
    expect(negativeInternalAccounts(overdrawn)).toEqual([{ key: 'payout:customer:1:usd', balance: -1n }]);
    txn.floatAmount = 3n;
    expect(checkLedger(txn, new Map()).some((violation) => violation.includes('floatAmount'))).toBe(true);
  });
});
