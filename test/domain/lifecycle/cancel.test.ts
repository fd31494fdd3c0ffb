/** The cancel table of spec section 3, exactly, and what cancelling does to money and jobs. */
import { describe, expect, it } from 'vitest';
import { escrowAccountKey, externalAccountKey, payoutAccountKey, refundAccountKey } from '../../../src/domain/ledger/index.js';
import { decide, type Actor } from '../../../src/domain/lifecycle/index.js';
import { checkLiveness } from '../../../src/domain/lifecycle/liveness.js';
import {
  BROKER,
  BUYER,
  PARTNER,
  SELLER,
  Sim,
  T0,
  asCustomer,
  broker,
  brokerFee,
  buyer,
  expectOk,
  expectRefused,
  gm,
  makeTxn,
  milestone,
  operator,
  partner,
  seller,
  service,
  stranger,
} from './fixtures.js';

const parties: [string, Actor][] = [
  ['buyer', buyer],
  ['seller', seller],
  ['broker', broker],
  ['partner', partner],
];

function withAgreement(buyerAgreed: boolean, sellerAgreed: boolean, brokerAgreed = false) {
  const txn = makeTxn({ broker: true, agreed: false });
  for (const party of txn.parties) {
    if (party.role === 'buyer') party.agreed = buyerAgreed;
    if (party.role === 'seller') party.agreed = sellerAgreed;
    if (party.role === 'broker') party.agreed = brokerAgreed;
  }
  return txn;
}

describe('cancel table', () => {
  describe.each([
    ['nobody agreed', false, false, false],
    ['only the buyer agreed', true, false, false],
    ['only the seller agreed', false, true, false],
    ['the broker and the buyer agreed', true, false, true],
  ])('open, %s (buyer and seller have not both agreed)', (_label, b, s, k) => {
    it.each(parties)('the %s may cancel', (_role, actor) => {
      const txn = withAgreement(b, s, k);
      const decision = expectOk(decide(txn, { type: 'cancel', cancellationReason: 'no longer needed' }, actor, T0));
      expect(decision.events.map((event) => event.name)).toEqual(['cancel']);
      expect(decision.patch).toContainEqual({ entity: 'transaction', set: { isCancelled: true, cancellationReason: 'no longer needed' } });
      for (const item of txn.items) expect(decision.patch).toContainEqual({ entity: 'item', id: item.id, set: { canceled: true } });
      expect(decision.patch.at(-1)).toEqual({ entity: 'transaction', set: { statusCode: 0 } });
    });
    it('a non-party, an operator and the service may not', () => {
      for (const actor of [stranger, operator, service]) expectRefused(decide(withAgreement(b, s, k), { type: 'cancel' }, actor, T0), 'forbidden');
    });
  });

  describe('open, buyer and seller both agreed', () => {
    it.each(parties.filter(([role]) => role !== 'partner'))('the %s may not cancel', (_role, actor) => {
      const refused = expectRefused(decide(withAgreement(true, true), { type: 'cancel' }, actor, T0), 'forbidden');
      expect(refused.error.message).toMatch(/only the partner/);
    });
    it('the partner may cancel (even when the broker has not agreed)', () => {
      expectOk(decide(withAgreement(true, true, false), { type: 'cancel' }, partner, T0));
      expectOk(decide(withAgreement(true, true, true), { type: 'cancel' }, partner, T0));
    });
    it('a customer who is both buyer and partner may cancel (as the partner)', () => {
      expectOk(decide(makeTxn({ partnerIsBuyer: true }), { type: 'cancel' }, { kind: 'customer', customerId: PARTNER }, T0));
    });
    it('a partner acting As-Customer may not cancel for a party', () => {
      expectRefused(decide(makeTxn({ agreed: false }), { type: 'cancel' }, asCustomer(BUYER), T0), 'forbidden');
    });
  });

  it('a draft offer may be cancelled by any party', () => {
    for (const [, actor] of parties) expectOk(decide(makeTxn({ draft: true, agreed: false, broker: true }), { type: 'cancel' }, actor, T0));
  });

  it('a cancelled transaction refuses cancel (invalid_state), a completed one too', () => {
    const sim = new Sim(makeTxn({ agreed: false, broker: true }));
    sim.do({ type: 'cancel' }, buyer);
    for (const [, actor] of parties) sim.refuse({ type: 'cancel' }, actor, 'invalid_state', 'cancelled');

    const done = new Sim(makeTxn({ broker: true, items: [gm(100_000n, [])] }));
    done.do({ type: 'fund' }, service);
    done.do({ type: 'ship' }, seller);
    done.do({ type: 'receive' }, buyer);
    done.do({ type: 'accept' }, buyer);
    done.do({ type: 'disburse' }, service);
    for (const [, actor] of parties) done.refuse({ type: 'cancel' }, actor, 'invalid_state', 'completed');
  });

  it('validates the cancellation reason', () => {
    expectRefused(decide(makeTxn(), { type: 'cancel', cancellationReason: 'x'.repeat(1001) }, partner, T0), 'validation');
  });
});

describe('cancelling after funding', () => {
  it('refuses while shipped goods are neither accepted nor returned: the buyer returns them instead', () => {
    const sim = new Sim(makeTxn());
    sim.do({ type: 'fund' }, service);
    sim.do({ type: 'ship' }, seller);
    sim.refuse({ type: 'cancel' }, partner, 'invalid_state', 'goods_shipped');
    sim.do({ type: 'receive' }, buyer);
    sim.refuse({ type: 'cancel' }, partner, 'invalid_state', 'goods_shipped');
  });

  it('a deal the buyer stops paying for: goods paid in full do not stop the partner, and the commission follows them', () => {
    // Three milestones and a commission the buyer pays (secured with the first payment); the
    // first milestone is released in full, then shipped; the others are never paid.
    const sim = new Sim(makeTxn({ broker: true, items: [milestone(5_000n), milestone(1_666n), milestone(2_500n), brokerFee(2_500n)] }));
    const [first, commission] = [sim.item(0).id, sim.item(3).id];
    sim.do({ type: 'fund', itemIds: [first] }, service);
    sim.do({ type: 'release_funds', itemId: first, amount: 5_000n }, buyer);
    sim.do({ type: 'ship', itemId: first, shippingInformation: { authorizationType: 'push' } }, seller);
    // Before, cancel was refused (goods_shipped) and the 25.00 had no way out without the buyer.
    expect(checkLiveness(sim.s, [], sim.now).stranded).toEqual([]);
    sim.do({ type: 'cancel', cancellationReason: 'The buyer stopped paying' }, partner);
    expect(sim.s.statusCode).toBe(75);
    sim.takeEvents();
    sim.do({ type: 'disburse' }, service);
    expect(sim.takeEvents()).toEqual(['payment_disbursed']);
    expect(sim.balance(payoutAccountKey(BROKER, 'usd'))).toBe(2_500n);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(0n);
    expect(sim.s.items.find((item) => item.id === commission)!.schedules.every((x) => x.disbursedToBeneficiary)).toBe(true);
    expect(sim.s.statusCode).toBe(0);
  });

  it('still refuses while shipped goods hold part of the money (a partial release)', () => {
    const sim = new Sim(makeTxn());
    sim.do({ type: 'fund' }, service);
    sim.do({ type: 'release_funds', itemId: sim.item(0).id, amount: 99_999n }, buyer);
    sim.do({ type: 'ship' }, seller);
    sim.refuse({ type: 'cancel' }, partner, 'invalid_state', 'goods_shipped');
  });

  it('refunds the buyer the schedules through the settlement run; fees are retained', () => {
    const sim = new Sim(makeTxn());
    sim.do({ type: 'fund' }, service);
    const cancelled = sim.do({ type: 'cancel', cancellationReason: 'fraud suspected' }, partner);
    expect(cancelled.jobs).toEqual([expect.objectContaining({ op: 'schedule', kind: 'disburse', runAt: T0 })]);
    expect(sim.s.statusCode).toBe(75);
    sim.refuse({ type: 'accept' }, buyer, 'invalid_state', 'cancelled');
    sim.refuse({ type: 'fund' }, service, 'invalid_state', 'cancelled');
    sim.takeEvents();
    sim.do({ type: 'disburse' }, service);
    expect(sim.takeEvents()).toEqual(['payment_refunded']);
    expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(100_000n);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(0n);
    expect(sim.s.statusCode).toBe(0);
    expect(sim.s.closedAt).toBeNull();
    sim.refuse({ type: 'disburse' }, service, 'invalid_state', 'nothing_to_disburse');
  });

  it('still pays the seller for items the buyer had accepted', () => {
    const sim = new Sim(makeTxn({ items: [gm(60_000n, []), gm(40_000n, [])] }));
    sim.do({ type: 'fund' }, service);
    sim.do({ type: 'ship', itemId: sim.item(0).id }, seller);
    sim.do({ type: 'receive', itemId: sim.item(0).id }, buyer);
    sim.do({ type: 'accept', itemId: sim.item(0).id }, buyer);
    sim.do({ type: 'cancel' }, partner);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(60_000n);
    expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(40_000n);
    expect(sim.s.statusCode).toBe(0);
  });

  it('is pending (75) while a payment is in float, then returns it whichever way it resolves', () => {
    for (const resolution of ['float_release', 'float_cancel'] as const) {
      const sim = new Sim(makeTxn());
      sim.do({ type: 'fund', float: true }, operator);
      sim.do({ type: 'cancel' }, partner);
      expect(sim.s.statusCode).toBe(75);
      sim.refuse({ type: 'disburse' }, service, 'invalid_state', 'nothing_to_disburse');
      sim.takeEvents();
      sim.do({ type: resolution }, operator);
      expect(sim.s.floatAmount).toBe(0n);
      expect(sim.s.statusCode).toBe(0);
      if (resolution === 'float_release') {
        expect(sim.takeEvents()).toEqual(['payment_refunded']);
        expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(103_250n);
      } else {
        expect(sim.takeEvents()).toEqual(['payment_rejected']);
        expect(sim.balance(externalAccountKey('usd'))).toBe(0n);
      }
    }
  });
});
