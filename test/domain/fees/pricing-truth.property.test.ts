/**
 * One pricing truth, as a property: over random terms (currencies, fee entries and payers, GST,
 * deposit entries, disbursement entries, milestones, minimum-sized amounts) and random action
 * sequences (milestones funded one by one or together, accepted or returned and refunded, paid
 * in separate settlement runs), what is quoted is what the ledger books and what is paid:
 * - the payment_methods quote of the method used = what the funding takes from outside, and its
 *   fee part = what is booked as fee revenue and tax;
 * - the seller's disbursement_methods quote, taken at any point, = what it is paid in total
 *   when everything still due to it is paid in one run; each payout posting's net = the
 *   payment_disbursed amount, and no run deducts more than it brings; a partial release
 *   (release_funds, part of an item before it ships) is such a payout and leaves the quote as it was.
 * And, over random schedules (1-4 milestones, tiny and large amounts, every currency, escrow
 * fees above a milestone's amount as a minimum makes them, commissions and partner_fee items
 * paid to the broker and the partner by the buyer or the seller) and random payout orders and
 * groupings: each payee's disbursement_methods quote, taken before the first payout and after
 * every payout, is what it is finally paid (once no item is returned any more), the ledger
 * balances and every cent held has a way out after every run.
 * PRICING_PROPERTY_RUNS=2000 for a bigger run (default 150).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultFeeTable } from '../../../src/domain/fees/fee-table.js';
import { chargedFromProceeds, chargeTotal, payeeQuote } from '../../../src/domain/fees/payee-charges.js';
import { payoutFee } from '../../../src/domain/transactions/payout.js';
import { escrowAccountKey, externalAccountKey, feeRevenueAccountKey, payoutAccountKey, taxAccountKey } from '../../../src/domain/ledger/index.js';
import { checkLiveness } from '../../../src/domain/lifecycle/liveness.js';
import type { PayoutFee } from '../../../src/domain/lifecycle/facts.js';
import { heldAmount, outstandingFor } from '../../../src/domain/lifecycle/queries.js';
import type { Currency } from '../../../src/domain/shared/money.js';
import { offeredMethods, type PaymentMethodType } from '../../../src/domain/payment-methods/catalog.js';
import { paymentMethodsFor } from '../../../src/domain/lifecycle/payment-options.js';
import { BROKER, BUYER, buyer, makeTxn, PARTNER, SELLER, seller, service, Sim, type FeeSpec, type ItemSpec } from '../lifecycle/fixtures.js';

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
  // Per item: returned (and refunded) instead of accepted; paid in a run of its own before the final run;
  // part of it (a percentage of what it holds) released by the buyer before it ships.
  outcomes: fc.array(fc.record({ returned: fc.boolean(), early: fc.boolean(), release: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }) }), {
    minLength: 4,
    maxLength: 4,
  }),
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
        const outcomeOf = (index: number) => t.outcomes[index] ?? { returned: false, early: false, release: null };
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
          const percent = outcomeOf(index).release;
          if (percent !== null) {
            // A partial release is a payout like any: it does not change the quote, and its posting is its event.
            const quote = payeeQuote(sim.s.items, SELLER, fee);
            const before = new Map(sim.balances);
            const held = heldAmount(item);
            const released = sim.try({ type: 'release_funds', itemId: item.id, amount: (held * BigInt(percent)) / 100n || 1n }, buyer, { payoutFees });
            if (!released.ok) throw new Error(released.error.message);
            const paid = moved(before, sim.balances, payoutAccountKey(SELLER, currency));
            const event = released.events.find((candidate) => candidate.name === 'payment_disbursed');
            expect(event ? String((event.payload as { amount: string }).amount) : '0.00').toBe(formatMinor(paid));
            expect(payeeQuote(sim.s.items, SELLER, fee)).toBe(quote);
            // Runs are replayed from their instants: two paying one payee in the same millisecond read as one.
            sim.advance(60);
            // All of it released: the item is paid, and the transaction may be complete.
            if (heldAmount(sim.s.items[index]!) === 0n) return;
          }
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

const payoutType = fc.constantFrom('ach', 'wire', 'wire_transfer', 'wire_transfer_international') as fc.Arbitrary<
  'ach' | 'wire' | 'wire_transfer' | 'wire_transfer_international'
>;
/** An escrow fee share: nothing, a small one, one the size of a minimum (10.00), or a large one. */
const share = fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 500n }), fc.constant(1_000n), fc.bigInt({ min: 1n, max: 200_000n }));
const milestoneSpec = fc.record({
  amount,
  seller: share,
  buyer: share,
  broker: fc.option(share, { nil: null }),
  taxed: fc.boolean(),
  returned: fc.boolean(),
});
const payeeTerms = fc.record({
  currency: fc.constantFrom<Currency>('usd', 'euro', 'aud'),
  milestones: fc.array(milestoneSpec, { minLength: 1, maxLength: 4 }),
  // Commissions: broker_fee to the broker, partner_fee to the partner, paid by the buyer or the
  // seller, of any size: a share of the smallest milestone, or up to twice all the milestones.
  commissions: fc.array(
    fc.record({
      type: fc.constantFrom('broker_fee' as const, 'partner_fee' as const),
      bySeller: fc.boolean(),
      ofAll: fc.boolean(),
      share: fc.integer({ min: 1, max: 200 }),
    }),
    { maxLength: 2 },
  ),
  returns: fc.boolean(),
  fundEachAlone: fc.boolean(),
  // The order milestones are delivered in, and where the payout runs fall between them.
  order: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
  runAfter: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  payouts: fc.record({ seller: payoutType, broker: payoutType, partner: payoutType }),
  countries: fc.constantFrom<string | null>('AU', 'US', null),
});

type PayeeTerms = typeof payeeTerms extends fc.Arbitrary<infer T> ? T : never;

function buildPayeeSim(t: PayeeTerms): Sim {
  const single = t.milestones.length === 1;
  const smallest = t.milestones.reduce((least, m) => (m.amount < least ? m.amount : least), t.milestones[0]!.amount);
  const items: ItemSpec[] = t.milestones.map((m) => ({
    type: single ? 'general_merchandise' : 'milestone',
    amounts: [m.amount],
    inspectionPeriod: 0,
    fees: [
      { payer: BUYER, amount: m.buyer, gst: withGst(m.buyer, m.taxed) },
      { payer: SELLER, amount: m.seller, gst: withGst(m.seller, m.taxed) },
      ...(m.broker === null ? [] : [{ payer: BROKER, amount: m.broker, gst: withGst(m.broker, m.taxed) }]),
    ],
  }));
  for (const commission of t.commissions) {
    const base = commission.ofAll ? t.milestones.reduce((total, m) => total + m.amount, 0n) : commission.bySeller ? smallest : t.milestones[0]!.amount;
    const value = (base * BigInt(commission.share)) / 100n;
    if (value === 0n) continue;
    items.push({
      type: commission.type,
      amounts: [value],
      payer: commission.bySeller ? SELLER : BUYER,
      beneficiary: commission.type === 'broker_fee' ? BROKER : PARTNER,
      fees: [],
    });
  }
  const snapshot = makeTxn({ items, broker: true, selectedPaymentMethod: 'wire_transfer' });
  snapshot.currency = t.currency;
  return new Sim(snapshot);
}

describe('one pricing truth: a payee quote independent of how payouts are grouped', () => {
  it('quotes each payee, before and between payouts, what it is finally paid', () => {
    fc.assert(
      fc.property(payeeTerms, (t) => {
        const sim = buildPayeeSim(t);
        const currency = sim.s.currency;
        const feeTable = defaultFeeTable;
        const priced = (type: PayeeTerms['payouts']['seller'], email: string): PayoutFee => ({
          methodType: type,
          ...payoutFee(feeTable, type, { email, country: t.countries }),
        });
        const fees = new Map<number, PayoutFee>([
          [SELLER, priced(currency === 'usd' ? t.payouts.seller : 'wire', 'seller@example.test')],
          [BROKER, priced(currency === 'usd' ? t.payouts.broker : 'wire_transfer', 'broker@example.test')],
          [PARTNER, priced(currency === 'usd' ? t.payouts.partner : 'wire_transfer_international', 'partner@example.test')],
        ]);
        const payees = [SELLER, BROKER, PARTNER];
        const quotes: { point: string; afterLastReturn: boolean; quote: Map<number, bigint> }[] = [];
        const transferable = sim.s.items.filter((item) => item.type === 'milestone' || item.type === 'general_merchandise');
        const returned = (index: number) => t.returns && t.milestones[index]!.returned;
        // Delivery order: a permutation of the milestones picked by `order`.
        const pending = transferable.map((_, index) => index);
        const order: number[] = [];
        for (const pick of t.order) if (pending.length > 0) order.push(...pending.splice(pick % pending.length, 1));
        order.push(...pending);
        const lastReturn = Math.max(-1, ...order.map((index, position) => (returned(index) ? position : -1)));
        const quote = (point: string, position: number) =>
          quotes.push({
            point,
            afterLastReturn: position >= lastReturn,
            quote: new Map(payees.map((payee) => [payee, payeeQuote(sim.s.items, payee, fees.get(payee)!)])),
          });

        quote('before funding', -1);
        const payment = { buyer: { email: 'buyer@example.test', country: t.countries, verified: true }, offered: offeredMethods('sandbox', true), feeTable };
        const fundings = t.fundEachAlone && transferable.length > 1 ? transferable.map((item) => [item.id]) : [undefined];
        for (const itemIds of fundings) {
          const funded = sim.try({ type: 'fund', itemIds }, service, { payment });
          if (!funded.ok) throw new Error(funded.error.message);
        }
        quote('before the first payout', -1);

        const settle = (): void => {
          for (;;) {
            if (!sim.try({ type: 'disburse' }, service, { payoutFees: fees }).ok) break;
          }
          expect(checkLiveness(sim.s, [], sim.now).stranded).toEqual([]);
          sim.advance(60);
        };
        order.forEach((index, position) => {
          const item = sim.s.items[index]!;
          const itemId = transferable.length === 1 ? undefined : item.id;
          sim.do({ type: 'ship', itemId }, seller);
          sim.do({ type: 'receive', itemId }, buyer);
          if (returned(index)) {
            sim.do({ type: 'reject', itemId }, buyer);
            sim.do({ type: 'ship_return', itemId }, buyer);
            sim.do({ type: 'receive_return', itemId }, seller);
            sim.do({ type: 'accept_return', itemId }, seller);
          } else sim.do({ type: 'accept', itemId }, buyer);
          if (t.runAfter[position] ?? false) {
            settle();
            quote(`after the run following milestone ${position + 1} of ${order.length}`, position);
          }
        });
        settle();
        quote('after the last run', order.length);

        expect(sim.balance(escrowAccountKey(sim.s.id, currency))).toBe(0n);
        expect(sim.s.items.every((item) => item.canceled || item.schedules.every((x) => x.disbursedToBeneficiary || x.refunded))).toBe(true);
        for (const payee of payees) {
          const paid = sim.balance(payoutAccountKey(payee, currency));
          for (const { point, afterLastReturn, quote: quoted } of quotes) {
            if (afterLastReturn) expect(quoted.get(payee), `customer ${payee}, quote ${point}`).toBe(paid);
          }
          // Charged only for what it was paid for: its fees on the goods paid (none on goods
          // returned, whatever earlier runs kept back for them) and its payout fee, out of its
          // proceeds (paid to it, less what was withheld from it).
          const proceeds =
            sum(sim.s.items.flatMap((item) => item.schedules.filter((x) => x.beneficiaryCustomerId === payee && x.disbursedToBeneficiary).map((x) => x.amount))) -
            sum(
              sim.s.items.flatMap((item) =>
                transferable.some((x) => x.id === item.id) ? [] : item.schedules.filter((x) => x.payerCustomerId === payee && x.secured).map((x) => x.amount),
              ),
            );
          const goodsPaid = sim.s.items.filter((item) => transferable.some((x) => x.id === item.id) && item.schedules.some((x) => x.disbursedToBeneficiary));
          const charges =
            sum(goodsPaid.flatMap((item) => item.fees.filter((fee) => fee.payerCustomerId === payee && chargedFromProceeds(fee)).map(chargeTotal))) +
            (proceeds > 0n ? chargeTotal(fees.get(payee)!) : 0n);
          expect(paid, `customer ${payee}: proceeds ${proceeds}, charges ${charges}`).toBe(proceeds > charges ? proceeds - charges : 0n);
        }
      }),
      { numRuns: runs, seed: process.env.PRICING_PROPERTY_SEED ? Number(process.env.PRICING_PROPERTY_SEED) : undefined },
    );
  });
});

function sum(values: readonly bigint[]): bigint {
  return values.reduce((total, value) => total + value, 0n);
}

function formatMinor(minor: bigint): string {
  const whole = minor / 100n;
  const cents = (minor % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}
