/** Whole lifecycles at the pure level: each path from agreement to completion. */
import { describe, expect, it } from 'vitest';
import { escrowAccountKey, feeRevenueAccountKey, payoutAccountKey, refundAccountKey, taxAccountKey } from '../../../src/domain/ledger/index.js';
import { BROKER, BUYER, DAY, PARTNER, SELLER, Sim, brokerFee, buyer, domain, gm, makeTxn, milestone, operator, seller, service } from './fixtures.js';

const tracking = { trackingInformation: { carrier: 'UPS', trackingId: '1Z999' } };

describe('general merchandise happy path', () => {
  it('agrees, funds, ships, receives, accepts, disburses and completes', () => {
    const sim = new Sim(
      makeTxn({
        agreed: false,
        items: [
          gm(100_000n, [
            { payer: BUYER, amount: 1_625n },
            { payer: SELLER, amount: 1_625n },
          ]),
        ],
      }),
    );
    expect(sim.do({ type: 'agree' }, buyer).events.map((e) => e.name)).toEqual([]);
    expect(sim.s.statusCode).toBe(5);
    expect(sim.do({ type: 'agree' }, seller).events.map((e) => e.name)).toEqual(['agree']);
    expect(sim.s.statusCode).toBe(15);

    sim.do({ type: 'fund' }, service);
    expect(sim.takeEvents()).toEqual(['agree', 'payment_sent', 'payment_received', 'payment_approved']);
    expect(sim.s.statusCode).toBe(25);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(100_000n);
    expect(sim.balance(feeRevenueAccountKey('usd'))).toBe(1_625n);

    sim.do({ type: 'ship', shippingInformation: tracking }, seller);
    expect(sim.s.statusCode).toBe(30);
    const received = sim.do({ type: 'receive' }, buyer);
    expect(sim.s.statusCode).toBe(35);
    expect(received.jobs).toEqual([expect.objectContaining({ op: 'schedule', kind: 'auto_accept', runAt: new Date(sim.now.getTime() + 3 * DAY * 1000) })]);
    const accepted = sim.do({ type: 'accept' }, buyer);
    expect(accepted.jobs.map((job) => job.op)).toEqual(['cancel', 'schedule']);
    expect(sim.s.statusCode).toBe(40);

    sim.do({ type: 'disburse' }, service);
    expect(sim.takeEvents()).toEqual(['ship', 'receive', 'accept', 'payment_disbursed', 'complete']);
    expect(sim.s.closedAt).toEqual(sim.now);
    expect(sim.s.statusCode).toBe(80);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(100_000n - 1_625n);
    expect(sim.balance(feeRevenueAccountKey('usd'))).toBe(3_250n);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(0n);
    sim.refuse({ type: 'cancel' }, buyer, 'invalid_state', 'completed');
  });
});

describe('domain name', () => {
  it('requires an authorization_type to ship and to return', () => {
    const sim = new Sim(makeTxn({ items: [domain()] }));
    sim.do({ type: 'fund' }, service);
    const refused = sim.refuse({ type: 'ship', shippingInformation: tracking }, seller, 'validation');
    expect(refused.error.details?.fields).toEqual({ shippingInformation: { authorizationType: [expect.any(String)] } });
    sim.do({ type: 'ship', shippingInformation: { authorizationType: 'push' } }, seller);
    expect(sim.s.statusCode).toBe(32);
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'reject', rejectionReason: 'wrong domain' }, buyer);
    sim.refuse({ type: 'ship_return' }, buyer, 'validation');
    sim.do({ type: 'ship_return', shippingInformation: { authorizationType: 'authorization_code' } }, buyer);
    expect(sim.s.statusCode).toBe(50);
  });

  it('completes when the buyer accepts', () => {
    const sim = new Sim(makeTxn({ items: [domain(100_000n)] }));
    sim.do({ type: 'fund', amount: 103_250n }, operator);
    sim.do({ type: 'ship', shippingInformation: { authorizationType: 'username_password' } }, seller);
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'accept' }, buyer);
    sim.do({ type: 'disburse' }, service);
    expect(sim.s.statusCode).toBe(80);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(100_000n);
  });
});

describe('milestones', () => {
  it('funds, ships, accepts and disburses each milestone on its own', () => {
    const sim = new Sim(makeTxn({ items: [milestone(50_000n), milestone(30_000n), milestone(20_000n)] }));
    const [m1, m2, m3] = sim.s.items.map((item) => item.id) as [number, number, number];
    sim.refuse({ type: 'ship', itemId: m1 }, seller, 'invalid_state', 'awaiting_payment');
    sim.do({ type: 'fund', itemIds: [m1] }, operator);
    expect(sim.s.statusCode).toBe(21);
    sim.refuse({ type: 'ship' }, seller, 'validation');
    sim.do({ type: 'ship', itemId: m1 }, seller);
    sim.refuse({ type: 'ship', itemId: m2 }, seller, 'invalid_state', 'awaiting_payment');
    sim.do({ type: 'receive', itemId: m1 }, buyer);
    sim.do({ type: 'accept', itemId: m1 }, buyer);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(50_000n);
    expect(sim.s.closedAt).toBeNull();

    sim.do({ type: 'fund', itemIds: [m2, m3] }, operator);
    expect(sim.s.statusCode).toBe(25);
    sim.do({ type: 'ship', itemId: m2 }, seller);
    expect(sim.s.statusCode).toBe(26);
    sim.do({ type: 'ship', itemId: m3 }, seller);
    sim.do({ type: 'receive', itemId: m2 }, buyer);
    expect(sim.s.statusCode).toBe(31);
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'accept', itemId: m2 }, buyer);
    expect(sim.s.statusCode).toBe(43);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(80_000n);
    sim.do({ type: 'reject', itemId: m3, rejectionReason: 'incomplete' }, buyer);
    sim.do({ type: 'ship_return', itemId: m3 }, buyer);
    sim.do({ type: 'receive_return', itemId: m3 }, seller);
    sim.do({ type: 'accept_return', itemId: m3 }, seller);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(20_000n);
    expect(sim.s.closedAt).not.toBeNull();
    expect(sim.s.statusCode).toBe(80);
  });
});

describe('returns', () => {
  it('reject → ship_return → receive_return → accept_return refunds the buyer (fees retained)', () => {
    const sim = new Sim(makeTxn({ items: [gm(100_000n, [{ payer: BUYER, amount: 3_250n, gst: 325n }])] }));
    sim.do({ type: 'fund' }, service);
    expect(sim.balance(taxAccountKey('gst', 'usd'))).toBe(325n);
    sim.do({ type: 'ship' }, seller);
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'reject', rejectionReason: 'broken' }, buyer);
    expect(sim.s.statusCode).toBe(45);
    expect(sim.last?.jobs).toEqual([{ op: 'cancel', uniqueKey: `auto_accept:item:${sim.item().id}` }]);
    sim.do({ type: 'ship_return', shippingInformation: tracking }, buyer);
    expect(sim.s.statusCode).toBe(50);
    sim.do({ type: 'receive_return' }, seller);
    expect(sim.s.statusCode).toBe(55);
    sim.do({ type: 'accept_return' }, seller);
    expect(sim.s.statusCode).toBe(60);
    sim.takeEvents();
    sim.do({ type: 'disburse' }, service);
    expect(sim.takeEvents()).toEqual(['payment_refunded', 'complete']);
    expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(100_000n);
    expect(sim.balance(feeRevenueAccountKey('usd'))).toBe(3_250n);
    expect(sim.s.statusCode).toBe(85);
  });

  it('reject_return puts the item in dispute; an operator resolves it either way', () => {
    for (const outcome of ['refund_buyer', 'release_to_seller'] as const) {
      const sim = new Sim(makeTxn());
      sim.do({ type: 'fund' }, service);
      sim.do({ type: 'ship' }, seller);
      sim.do({ type: 'receive' }, buyer);
      sim.do({ type: 'reject' }, buyer);
      sim.do({ type: 'ship_return' }, buyer);
      sim.do({ type: 'receive_return' }, seller);
      sim.do({ type: 'reject_return', rejectionReason: 'not in original condition' }, seller);
      expect(sim.item().inDispute).toBe(true);
      expect(sim.s.statusCode).toBe(65);
      sim.refuse({ type: 'resolve_dispute', itemId: sim.item().id, outcome }, seller, 'forbidden');
      sim.refuse({ type: 'resolve_dispute', itemId: sim.item().id, outcome }, service, 'forbidden');
      sim.refuse({ type: 'accept_return' }, seller, 'invalid_state');
      sim.takeEvents();
      sim.do({ type: 'resolve_dispute', itemId: sim.item().id, outcome }, operator);
      expect(sim.s.statusCode).toBe(outcome === 'refund_buyer' ? 66 : 67);
      sim.do({ type: 'disburse' }, service);
      if (outcome === 'refund_buyer') {
        expect(sim.takeEvents()).toEqual(['refund_resolved', 'payment_refunded', 'complete']);
        expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(100_000n);
        expect(sim.s.statusCode).toBe(85);
      } else {
        expect(sim.takeEvents()).toEqual(['refund_rejected', 'payment_disbursed', 'complete']);
        expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(100_000n);
        expect(sim.s.statusCode).toBe(80);
      }
    }
  });
});

describe('auto_accept', () => {
  it('accepts automatically once the inspection period ended', () => {
    const sim = new Sim(makeTxn({ items: [gm(100_000n, [])] }));
    sim.do({ type: 'fund' }, service);
    sim.do({ type: 'ship' }, seller);
    sim.do({ type: 'receive' }, buyer);
    const itemId = sim.item().id;
    sim.refuse({ type: 'auto_accept', itemId }, service, 'invalid_state', 'inspection_running');
    sim.advance(3 * DAY);
    sim.refuse({ type: 'auto_accept', itemId }, buyer, 'forbidden');
    sim.do({ type: 'accept' }, buyer); // the last instant of the period still counts
    expect(sim.item().accepted).toBe(true);

    const late = new Sim(makeTxn({ items: [gm(100_000n, [])] }));
    late.do({ type: 'fund' }, service);
    late.do({ type: 'ship' }, seller);
    late.do({ type: 'receive' }, buyer);
    late.advance(3 * DAY + 1);
    late.refuse({ type: 'accept' }, buyer, 'invalid_state', 'inspection_ended');
    late.refuse({ type: 'reject' }, buyer, 'invalid_state', 'inspection_ended');
    late.takeEvents();
    const decision = late.do({ type: 'auto_accept', itemId: late.item().id }, service);
    expect(decision.events).toEqual([{ name: 'accept', payload: { item_ids: [late.item().id], by: 'auto_accept' } }]);
    expect(decision.jobs.map((job) => job.op === 'schedule' && job.kind)).toContain('disburse');
    late.do({ type: 'disburse' }, service);
    expect(late.s.statusCode).toBe(80);
    late.refuse({ type: 'auto_accept', itemId: late.item().id }, service, 'invalid_state', 'completed');
  });
});

describe('broker commission', () => {
  it('pays the broker its broker_fee item (paid by the buyer)', () => {
    const sim = new Sim(makeTxn({ broker: true, items: [gm(100_000n), brokerFee(5_000n)] }));
    sim.do({ type: 'fund' }, service);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(105_000n);
    sim.do({ type: 'ship' }, seller);
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'accept' }, buyer);
    sim.takeEvents();
    sim.do({ type: 'disburse' }, service);
    expect(sim.takeEvents()).toEqual(['payment_disbursed', 'payment_disbursed', 'complete']);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(100_000n);
    expect(sim.balance(payoutAccountKey(BROKER, 'usd'))).toBe(5_000n);
  });

  it('withholds a commission the seller pays from the seller’s proceeds', () => {
    const sim = new Sim(makeTxn({ broker: true, items: [gm(100_000n, [{ payer: SELLER, amount: 3_250n }]), brokerFee(5_000n, SELLER)] }));
    sim.do({ type: 'fund', amount: 100_000n }, service);
    sim.do({ type: 'ship' }, seller);
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'accept' }, buyer);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(100_000n - 5_000n - 3_250n);
    expect(sim.balance(payoutAccountKey(BROKER, 'usd'))).toBe(5_000n);
    expect(sim.balance(feeRevenueAccountKey('usd'))).toBe(3_250n);
    expect(sim.s.closedAt).not.toBeNull();
  });

  it('refunds the buyer-paid commission when the goods are returned', () => {
    const sim = new Sim(makeTxn({ broker: true, items: [gm(100_000n, []), brokerFee(5_000n)] }));
    sim.do({ type: 'fund' }, service);
    sim.do({ type: 'ship' }, seller);
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'reject' }, buyer);
    sim.do({ type: 'ship_return' }, buyer);
    sim.do({ type: 'receive_return' }, seller);
    sim.do({ type: 'accept_return' }, seller);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(105_000n);
    expect(sim.balance(payoutAccountKey(BROKER, 'usd'))).toBe(0n);
    expect(sim.s.statusCode).toBe(85);
  });

  it('waits for the broker’s disbursement method (status 70)', () => {
    const txn = makeTxn({ broker: true, items: [gm(100_000n, []), brokerFee(5_000n)] });
    const brokerParty = txn.parties.find((party) => party.role === 'broker')!;
    brokerParty.disbursementMethodId = null;
    const sim = new Sim(txn);
    sim.do({ type: 'fund' }, service);
    sim.do({ type: 'ship' }, seller);
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'accept' }, buyer);
    sim.do({ type: 'disburse' }, service);
    expect(sim.s.statusCode).toBe(70);
    expect(sim.s.closedAt).toBeNull();
    sim.refuse({ type: 'disburse' }, service, 'invalid_state', 'awaiting_disbursement_method');
    sim.s.parties.find((party) => party.role === 'broker')!.disbursementMethodId = 7;
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(payoutAccountKey(BROKER, 'usd'))).toBe(5_000n);
    expect(sim.s.statusCode).toBe(80);
  });
});

describe('a partner who is also the buyer', () => {
  it('acts with both roles', () => {
    const sim = new Sim(makeTxn({ partnerIsBuyer: true }));
    sim.do({ type: 'fund' }, service);
    // As the buyer it could receive; as the partner it may cancel an agreed transaction.
    sim.do({ type: 'cancel', cancellationReason: 'platform decision' }, { kind: 'customer', customerId: PARTNER });
    expect(sim.s.isCancelled).toBe(true);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(refundAccountKey(PARTNER, 'usd'))).toBe(100_000n);
    expect(sim.s.statusCode).toBe(0);
  });
});
