/** disburse: payouts, refunds, fee deductions, withholding, completion. */
import { describe, expect, it } from 'vitest';
import { feeRevenueAccountKey, payoutAccountKey, refundAccountKey, taxAccountKey } from '../../../src/domain/ledger/index.js';
import { BROKER, BUYER, SELLER, Sim, T0, brokerFee, buyer, gm, makeTxn, operator, partner, seller, service } from './fixtures.js';
import type { ItemSpec } from './fixtures.js';

function accepted(items: ItemSpec[], options: { broker?: boolean; methods?: boolean } = {}) {
  const sim = new Sim(makeTxn({ broker: options.broker ?? items.some((item) => item.type === 'broker_fee'), items, methods: options.methods ?? true }));
  sim.do({ type: 'fund' }, service);
  sim.do({ type: 'ship' }, seller);
  sim.do({ type: 'receive' }, buyer);
  sim.do({ type: 'accept' }, buyer);
  sim.takeEvents();
  return sim;
}

describe('disburse', () => {
  it('reproduces the worked example of docs/ledger.md', () => {
    const sim = new Sim(
      makeTxn({
        broker: true,
        items: [
          {
            type: 'domain_name',
            amounts: [100_000n],
            fees: [
              { payer: BUYER, amount: 1_625n },
              { payer: SELLER, amount: 1_625n },
            ],
          },
          brokerFee(5_000n, SELLER),
        ],
      }),
    );
    sim.do({ type: 'fund', amount: 101_625n }, service);
    sim.do({ type: 'ship', shippingInformation: { authorizationType: 'push' } }, seller);
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'accept' }, buyer);
    sim.do({ type: 'disburse' }, service);
    expect(Object.fromEntries(sim.balances)).toEqual({
      'funding:external:usd': -101_625n,
      [`escrow:txn:${sim.s.id}:usd`]: 0n,
      'fees:revenue:usd': 3_250n,
      [payoutAccountKey(SELLER, 'usd')]: 93_375n,
      [payoutAccountKey(BROKER, 'usd')]: 5_000n,
    });
  });

  it('is for the service and operators', () => {
    const sim = accepted([gm()]);
    for (const actor of [buyer, seller, partner]) sim.refuse({ type: 'disburse' }, actor, 'forbidden');
    sim.do({ type: 'disburse' }, operator);
  });

  it('refuses when nothing is due', () => {
    new Sim(makeTxn()).refuse({ type: 'disburse' }, service, 'invalid_state', 'nothing_to_disburse');
  });

  it('deducts the seller’s fees (with GST) and its chosen method’s fee (not the stored disbursement fee) from its proceeds', () => {
    const sim = accepted([
      gm(100_000n, [
        { payer: SELLER, amount: 3_250n, gst: 325n },
        { payer: SELLER, amount: 9_999n, type: 'wire_disbursement' },
      ]),
    ]);
    const payoutFees = new Map([[SELLER, { methodType: 'wire', amountWithoutTaxes: 2_000n, taxes: [] }]]);
    const decision = sim.do({ type: 'disburse' }, service, { payoutFees });
    expect(decision.postings).toEqual([
      {
        kind: 'disbursement',
        description: expect.any(String),
        entries: [
          { accountKey: `escrow:txn:${sim.s.id}:usd`, amount: -100_000n, currency: 'usd' },
          { accountKey: payoutAccountKey(SELLER, 'usd'), amount: 94_425n, currency: 'usd' },
          { accountKey: feeRevenueAccountKey('usd'), amount: 5_250n, currency: 'usd' },
          { accountKey: taxAccountKey('gst', 'usd'), amount: 325n, currency: 'usd' },
        ],
      },
    ]);
    expect(decision.events).toEqual([
      { name: 'payment_disbursed', payload: { customer_id: SELLER, amount: '944.25', item_ids: [sim.item().id] } },
      { name: 'complete', payload: {} },
    ]);
  });

  it('charges the method’s fee once per payee: on its first payout only', () => {
    const sim = new Sim(makeTxn({ items: [gm(100_000n, []), gm(50_000n, [])] }));
    sim.do({ type: 'fund' }, service);
    const payoutFees = new Map([[SELLER, { methodType: 'ach', amountWithoutTaxes: 500n, taxes: [{ type: 'gst', amount: 50n }] }]]);
    for (const item of sim.s.items) {
      sim.do({ type: 'ship', itemId: item.id }, seller);
      sim.do({ type: 'receive', itemId: item.id }, buyer);
      sim.do({ type: 'accept', itemId: item.id }, buyer);
      sim.do({ type: 'disburse' }, service, { payoutFees });
    }
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(150_000n - 550n);
    expect(sim.balance(feeRevenueAccountKey('usd'))).toBe(500n);
    expect(sim.balance(taxAccountKey('gst', 'usd'))).toBe(50n);
  });

  it('deducts what the proceeds cover of a larger fee and carries the rest, never paying more than the quote', () => {
    const sim = accepted([gm(1_000n, [{ payer: SELLER, amount: 5_000n }])]);
    const decision = sim.do({ type: 'disburse' }, service);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(0n);
    expect(decision.timeline.some((note) => /of the fees of customer 2 is not covered yet/.test(note.notes))).toBe(true);
  });

  it('waits for the seller’s disbursement method (68), then pays', () => {
    const sim = accepted([gm()], { methods: false });
    expect(sim.s.statusCode).toBe(68);
    const refused = sim.refuse({ type: 'disburse' }, service, 'invalid_state', 'awaiting_disbursement_method');
    expect(refused.error.message).toMatch(/disbursement method of customer 2/);
    sim.s.parties.find((party) => party.role === 'seller')!.disbursementMethodId = 5;
    sim.do({ type: 'disburse' }, service);
    expect(sim.s.statusCode).toBe(80);
  });

  it('books a schedule whose beneficiary is the service as revenue', () => {
    const sim = accepted([gm(), { type: 'shipping_fee', amounts: [1_500n], beneficiary: null, fees: [] }]);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(feeRevenueAccountKey('usd'))).toBe(3_250n + 1_500n);
    expect(sim.s.closedAt).toEqual(T0);
  });

  it('withholds what the seller’s last proceeds (10.00) cover of a 50.00 seller-paid commission and waives the other 40.00', () => {
    const sim = accepted([gm(1_000n, []), brokerFee(5_000n, SELLER)]);
    const decision = sim.do({ type: 'disburse' }, service);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(0n);
    expect(sim.balance(payoutAccountKey(BROKER, 'usd'))).toBe(1_000n);
    expect(sim.item(1).schedules[0]!.amount).toBe(1_000n);
    expect(decision.timeline.some((note) => /other 40\.00 .* is waived/.test(note.notes))).toBe(true);
    expect(sim.s.statusCode).toBe(80);
  });

  it('returns the unfunded seller commission untouched when the goods come back', () => {
    const sim = new Sim(makeTxn({ broker: true, items: [gm(10_000n, []), brokerFee(500n, SELLER)] }));
    sim.do({ type: 'fund' }, service);
    sim.do({ type: 'ship' }, seller);
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'reject' }, buyer);
    sim.do({ type: 'ship_return' }, buyer);
    sim.do({ type: 'receive_return' }, seller);
    sim.do({ type: 'accept_return' }, seller);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(10_000n);
    expect(sim.balance(refundAccountKey(SELLER, 'usd'))).toBe(0n);
    expect(sim.s.statusCode).toBe(85);
  });
});
