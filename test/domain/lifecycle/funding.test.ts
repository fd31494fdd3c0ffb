/** fund, float_release, float_cancel. */
import { describe, expect, it } from 'vitest';
import { escrowAccountKey, externalAccountKey, feeRevenueAccountKey, floatAccountKey, taxAccountKey } from '../../../src/domain/ledger/index.js';
import { decide, outstandingFor } from '../../../src/domain/lifecycle/index.js';
import { BUYER, DAY, SELLER, Sim, T0, broker, brokerFee, buyer, expectOk, gm, makeTxn, milestone, operator, partner, seller, service } from './fixtures.js';

describe('fund', () => {
  it('secures every buyer schedule, collects the buyer’s fees and emits the three payment events', () => {
    const sim = new Sim(
      makeTxn({
        broker: true,
        items: [
          gm(100_000n, [
            { payer: BUYER, amount: 1_625n, gst: 163n },
            { payer: SELLER, amount: 1_625n },
          ]),
          brokerFee(5_000n),
        ],
      }),
    );
    const decision = sim.do({ type: 'fund', method: 'wire_transfer' }, operator);
    expect(decision.events.map((event) => event.name)).toEqual(['payment_sent', 'payment_received', 'payment_approved']);
    expect(decision.events[0]!.payload).toEqual({ amount: '1067.88', customer_id: BUYER });
    expect(decision.postings.map((posting) => posting.kind)).toEqual(['funding', 'fee']);
    expect(sim.item(0).schedules[0]).toMatchObject({ secured: true, securedAt: T0 });
    expect(sim.item(1).schedules[0]!.secured).toBe(true);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(105_000n);
    expect(sim.balance(feeRevenueAccountKey('usd'))).toBe(1_625n);
    expect(sim.balance(taxAccountKey('gst', 'usd'))).toBe(163n);
    expect(sim.balance(externalAccountKey('usd'))).toBe(-106_788n);
    expect(sim.s.statusCode).toBe(25);
  });

  it('is for operators and the service only', () => {
    const sim = new Sim(makeTxn());
    for (const actor of [buyer, seller, partner, broker]) sim.refuse({ type: 'fund' }, actor, 'forbidden');
  });

  it('requires agreement, refuses drafts, double funding and wrong amounts', () => {
    new Sim(makeTxn({ agreed: false })).refuse({ type: 'fund' }, service, 'invalid_state', 'awaiting_agreement');
    new Sim(makeTxn({ draft: true, agreed: false })).refuse({ type: 'fund' }, service, 'invalid_state', 'draft');
    const sim = new Sim(makeTxn());
    const wrong = sim.refuse({ type: 'fund', amount: 100_000n }, service, 'validation');
    expect(wrong.error.details?.fields).toEqual({ amount: ['must equal the outstanding balance of 1032.50 USD'] });
    sim.refuse({ type: 'fund', amount: -5n }, service, 'validation');
    sim.do({ type: 'fund', amount: 103_250n }, service);
    sim.refuse({ type: 'fund' }, service, 'invalid_state', 'funded');
  });

  it('funds milestones one by one (item_ids only for milestone transactions)', () => {
    const sim = new Sim(makeTxn({ broker: true, items: [milestone(10_000n, [{ payer: BUYER, amount: 500n }]), milestone(20_000n), brokerFee(1_000n)] }));
    const [m1, m2] = [sim.item(0).id, sim.item(1).id];
    expect(outstandingFor(sim.s, [sim.item(0)]).total).toBe(11_500n);
    sim.do({ type: 'fund', itemIds: [m1], amount: 11_500n }, service);
    expect(sim.s.statusCode).toBe(21);
    sim.refuse({ type: 'fund', itemIds: [m1] }, service, 'invalid_state', 'funded');
    sim.refuse({ type: 'fund', itemIds: [sim.item(2).id] }, service, 'validation');
    sim.refuse({ type: 'fund', itemIds: [777_777] }, service, 'not_found');
    sim.do({ type: 'fund', itemIds: [m2], amount: 20_000n }, service);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(31_000n);
    new Sim(makeTxn()).refuse({ type: 'fund', itemIds: [1] }, service, 'validation');
  });
});

describe('float', () => {
  it('a payment in float is received but not secured until it clears', () => {
    const sim = new Sim(makeTxn({ selectedPaymentMethod: 'wire_transfer' }));
    const clearsAt = new Date(T0.getTime() + 2 * DAY * 1000);
    const decision = sim.do({ type: 'fund', float: true, clearsAt }, operator);
    expect(decision.events.map((event) => event.name)).toEqual(['payment_sent', 'payment_received']);
    expect(decision.jobs).toEqual([
      { op: 'schedule', kind: 'float_release', uniqueKey: `float_release:txn:${sim.s.id}`, runAt: clearsAt, payload: { transactionId: sim.s.id } },
    ]);
    expect(sim.s.floatAmount).toBe(103_250n);
    expect(sim.balance(floatAccountKey(sim.s.id, 'usd'))).toBe(103_250n);
    expect(sim.s.statusCode).toBe(23);
    sim.refuse({ type: 'ship' }, seller, 'invalid_state', 'awaiting_payment');
    sim.refuse({ type: 'fund' }, service, 'invalid_state', 'payment_in_float');
    for (const actor of [buyer, seller, partner]) sim.refuse({ type: 'float_release' }, actor, 'forbidden');

    const released = sim.do({ type: 'float_release' }, service);
    expect(released.events.map((event) => event.name)).toEqual(['payment_approved']);
    expect(released.jobs).toEqual([{ op: 'cancel', uniqueKey: `float_release:txn:${sim.s.id}` }]);
    expect(sim.s.floatAmount).toBe(0n);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(100_000n);
    expect(sim.balance(feeRevenueAccountKey('usd'))).toBe(3_250n);
    expect(sim.s.statusCode).toBe(25);
    sim.refuse({ type: 'float_release' }, service, 'invalid_state', 'no_float');
  });

  it('float_cancel returns a floating payment that did not clear', () => {
    const sim = new Sim(makeTxn({ selectedPaymentMethod: 'wire_transfer' }));
    sim.refuse({ type: 'float_cancel' }, operator, 'invalid_state', 'no_float');
    sim.do({ type: 'fund', float: true }, operator);
    const decision = sim.do({ type: 'float_cancel', reason: 'cheque bounced' }, operator);
    expect(decision.events.map((event) => event.name)).toEqual(['payment_rejected']);
    expect(sim.balance(externalAccountKey('usd'))).toBe(0n);
    expect(sim.s.statusCode).toBe(20);
    sim.do({ type: 'fund' }, service);
    expect(sim.s.statusCode).toBe(25);
  });

  it('validates float options', () => {
    const txn = makeTxn({ items: [milestone(1_000n)] });
    const refused = decide(txn, { type: 'fund', float: true, itemIds: [txn.items[0]!.id] }, operator, T0);
    expect(refused.ok).toBe(false);
    expect(decide(txn, { type: 'fund', clearsAt: T0 }, operator, T0).ok).toBe(false);
    expectOk(decide(txn, { type: 'fund', float: true, clearsAt: T0 }, operator, T0));
  });
});
