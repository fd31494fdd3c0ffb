/**
 * One pricing truth, as a property: over random terms (currencies, fee entries and payers, GST,
 * deposit entries, disbursement entries, milestones, minimum-sized amounts) and random action
 * sequences (milestones funded one by one or together, accepted or returned and refunded, paid
 * in separate settlement runs), what is quoted is what the ledger books and what is paid:
 * - the payment_methods quote of the method used = what the funding takes from outside, and its
 *   fee part = what is booked as fee revenue and tax;
 * - the seller's disbursement_methods quote, taken at any point, = what it is paid in total
 *   when everything still due to it is paid in one run; each payout posting's net = the
 *   payment_disbursed amount, and no run deducts more than it brings.
 * PRICING_PROPERTY_RUNS=2000 for a bigger run (default 150).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultFeeTable } from '../../../src/domain/fees/fee-table.js';
import { payeeQuote } from '../../../src/domain/fees/payee-charges.js';
import { payoutFee } from '../../../src/domain/disbursement-methods/payout.js';
import { externalAccountKey, feeRevenueAccountKey, payoutAccountKey, taxAccountKey } from '../../../src/domain/ledger/index.js';
import type { PayoutFee } from '../../../src/domain/lifecycle/facts.js';
import { outstandingFor } from '../../../src/domain/lifecycle/queries.js';
import type { Currency } from '../../../src/domain/shared/money.js';
import { offeredMethods, type PaymentMethodType } from '../../../src/domain/payments/catalog.js';
import { paymentMethodsFor } from '../../../src/domain/payments/options.js';
import { BUYER, buyer, makeTxn, SELLER, seller, service, Sim, type FeeSpec, type ItemSpec } from '../lifecycle/fixtures.js';

const runs = Number(process.env.PRICING_PROPERTY_RUNS ?? 150);

const amount = fc.oneof(fc.bigInt({ min: 1n, max: 3_000n }), fc.bigInt({ min: 1n, max: 20_000_000n }));
const feeAmount = fc.bigInt({ min: 0n, max: 200_000n });
const withGst = (value: bigint, taxed: boolean) => (taxed ? value / 10n : 0n);

const feeList = fc
  .record({
    escrowBuyer: feeAmount,
    escrowSeller: feeAmount,
    paypal: fc.option(feeAmount, { nil: null }),
    card: fc.option(feeAmount, { nil: null }),
    wire: fc.boolean(),
    buyerTaxed: fc.boolean(),
    sellerTaxed: fc.boolean(),
  })
  .map((f): FeeSpec[] => [
    { payer: BUYER, amount: f.escrowBuyer, gst: withGst(f.escrowBuyer, f.buyerTaxed) },
    { payer: SELLER, amount: f.escrowSeller, gst: withGst(f.escrowSeller, f.sellerTaxed) },
    ...(f.paypal === null ? [] : [{ payer: BUYER, amount: f.paypal, gst: withGst(f.paypal, f.buyerTaxed), type: 'paypal_deposit' as const }]),
    ...(f.card === null ? [] : [{ payer: BUYER, amount: f.card, gst: withGst(f.card, f.buyerTaxed), type: 'creditcard_deposit' as const }]),
    ...(f.wire ? [{ payer: SELLER, amount: 2_500n, type: 'wire_disbursement' as const }] : []),
  ]);

const terms = fc.record({
  currency: fc.constantFrom<Currency>('usd', 'euro', 'aud'),
  milestones: fc.boolean(),
  items: fc.array(fc.record({ amount, fees: feeList }), { minLength: 1, maxLength: 4 }),
  method: fc.constantFrom<PaymentMethodType>('wire_transfer', 'credit_card', 'paypal'),
  payoutType: fc.constantFrom('ach', 'wire', 'wire_transfer', 'wire_transfer_international') as fc.Arbitrary<
    'ach' | 'wire' | 'wire_transfer' | 'wire_transfer_international'
  >,
  buyerCountry: fc.constantFrom<string | null>('AU', 'US', null),
  sellerCountry: fc.constantFrom<string | null>('AU', 'US', null),
  // Per item: returned (and refunded) instead of accepted; paid in a run of its own before the final run.
  outcomes: fc.array(fc.record({ returned: fc.boolean(), early: fc.boolean() }), { minLength: 4, maxLength: 4 }),
  fundEachAlone: fc.boolean(),
});

type Terms = typeof terms extends fc.Arbitrary<infer T> ? T : never;

function build(t: Terms): Sim {
  const items: ItemSpec[] = (t.milestones ? t.items : t.items.slice(0, 1)).map((item) => ({
    type: t.milestones ? 'milestone' : 'general_merchandise',
    amounts: [item.amount],
    inspectionPeriod: 0,
    fees: item.fees,
  }));
  const snapshot = makeTxn({ items, selectedPaymentMethod: t.method });
  snapshot.currency = t.currency;
  return new Sim(snapshot);
}

function moved(before: Map<string, bigint>, after: Map<string, bigint>, key: string): bigint {
  return (after.get(key) ?? 0n) - (before.get(key) ?? 0n);
}

describe('one pricing truth: quote = posting = payout', () => {
  it('holds for random terms and action sequences', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const sim = build(t);
        const currency = sim.s.currency;
        const feeTable = defaultFeeTable;
        const payment = { buyer: { email: 'buyer@example.test', country: t.buyerCountry, verified: true }, offered: offeredMethods('sandbox', true), feeTable };
        const payee = { email: 'seller@example.test', country: t.sellerCountry };
        const fee: PayoutFee = { methodType: t.payoutType, ...payoutFee(feeTable, t.payoutType, payee) };
        if (t.payoutType === 'ach' && currency !== 'usd') return;
        const payoutFees = new Map([[SELLER, fee]]);

        // Funding: the quote of the method used is what the payment takes and what is booked.
        const fundings = t.fundEachAlone && t.milestones ? sim.s.items.map((item) => [item.id]) : [undefined];
        for (const itemIds of fundings) {
          const quote = paymentMethodsFor({ snapshot: sim.s, ...payment });
          const option = [...quote.available, ...quote.conditionallyAvailable].find((candidate) => candidate.type === t.method);
          if (!option) return; // the method's limit: not payable by it
          // The quote of one item's funding is priced on that item's outstanding balance.
          const scope =
            itemIds === undefined
              ? outstandingFor(sim.s)
              : outstandingFor(
                  sim.s,
                  sim.s.items.filter((item) => itemIds.includes(item.id)),
                );
          const before = new Map(sim.balances);
          const funded = sim.try({ type: 'fund', itemIds }, service, { payment });
          if (!funded.ok) throw new Error(funded.error.message);
          const taken = -moved(before, sim.balances, externalAccountKey(currency));
          const booked = moved(before, sim.balances, feeRevenueAccountKey(currency)) + moved(before, sim.balances, taxAccountKey('gst', currency));
          if (itemIds === undefined) expect(taken).toBe(option.total);
          expect(booked).toBe(taken - scope.scheduleTotal);
          if (itemIds === undefined) expect(booked - scope.feeTotal).toBe(option.feeForOutstandingBalance);
        }

        // Delivery: each item accepted or returned; some paid in runs of their own first.
        const outcomeOf = (index: number) => t.outcomes[index] ?? { returned: false, early: false };
        const settle = (): void => {
          for (;;) {
            const before = new Map(sim.balances);
            const run = sim.try({ type: 'disburse' }, service, { payoutFees });
            if (!run.ok) return;
            const paid = moved(before, sim.balances, payoutAccountKey(SELLER, currency));
            const event = run.events.find((candidate) => candidate.name === 'payment_disbursed');
            if (event) expect(String((event.payload as { amount: string }).amount)).toBe(formatMinor(paid));
            expect(paid).toBeGreaterThanOrEqual(0n);
          }
        };
        const deliver = (index: number): void => {
          const item = sim.s.items[index]!;
          const itemId = t.milestones ? item.id : undefined;
          sim.do({ type: 'ship', itemId }, seller);
          sim.do({ type: 'receive', itemId }, buyer);
          if (!outcomeOf(index).returned) {
            sim.do({ type: 'accept', itemId }, buyer);
            return;
          }
          sim.do({ type: 'reject', itemId }, buyer);
          sim.do({ type: 'ship_return', itemId }, buyer);
          sim.do({ type: 'receive_return', itemId }, seller);
          sim.do({ type: 'accept_return', itemId }, seller);
        };
        const indexes = sim.s.items.map((_, index) => index);
        const early = t.milestones ? indexes.filter((index) => outcomeOf(index).early) : [];
        for (const index of early) {
          deliver(index);
          settle();
          sim.advance(60);
        }
        const late = indexes.filter((index) => !early.includes(index) && !outcomeOf(index).returned);
        const returnedLate = indexes.filter((index) => !early.includes(index) && outcomeOf(index).returned);
        for (const index of returnedLate) deliver(index);
        settle();
        sim.advance(60);
        // The quote now: the payouts so far plus one payout of everything still due.
        const quoted = payeeQuote(sim.s.items, SELLER, fee);
        for (const index of late) deliver(index);
        settle();
        expect(sim.balance(payoutAccountKey(SELLER, currency))).toBe(quoted);
        expect(payeeQuote(sim.s.items, SELLER, fee)).toBe(quoted);
        expect(sim.s.items.every((item) => item.schedules.every((schedule) => schedule.disbursedToBeneficiary || schedule.refunded))).toBe(true);
      }),
      { numRuns: runs, seed: process.env.PRICING_PROPERTY_SEED ? Number(process.env.PRICING_PROPERTY_SEED) : undefined },
    );
  });
});

function formatMinor(minor: bigint): string {
  const whole = minor / 100n;
  const cents = (minor % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}
