/** Partial release in the core: release_funds pays the seller part of an item's held money now. */
import { describe, expect, it } from 'vitest';
import { payeeQuote } from '../../../src/domain/fees/payee-charges.js';
import { escrowAccountKey, payoutAccountKey, refundAccountKey } from '../../../src/domain/ledger/accounts.js';
import { heldAmount } from '../../../src/domain/lifecycle/queries.js';
import type { PayoutFee } from '../../../src/domain/lifecycle/facts.js';
import type { ItemSpec } from './fixtures.js';
import { BUYER, SELLER, Sim, asCustomer, broker, buyer, gm, makeTxn, milestone, operator, partner, seller, service, stranger } from './fixtures.js';

function funded(items: ItemSpec[] = [gm()], methods = true) {
  const sim = new Sim(makeTxn({ items, methods }));
  sim.do({ type: 'fund' }, service);
  sim.takeEvents();
  return sim;
}

const ach: PayoutFee = { methodType: 'ach', amountWithoutTaxes: 500n, taxes: [] };

describe('release_funds', () => {
  it('pays the seller the amount now, from a schedule row of its own; the rest stays held under the same rules', () => {
    const sim = funded();
    const itemId = sim.item().id;
    const decision = sim.do({ type: 'release_funds', itemId, amount: 30_000n }, buyer);
    expect(decision.events.map((event) => event.name)).toEqual(['funds_released', 'payment_disbursed']);
    expect(decision.events[0]).toEqual({ name: 'funds_released', payload: { item_ids: [itemId], amount: '300.00', by: 'buyer' } });
    expect(decision.patch).toContainEqual(expect.objectContaining({ entity: 'new_schedule', itemId, values: expect.objectContaining({ amount: 30_000n }) }));
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(30_000n);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(70_000n);
    expect(heldAmount(sim.item())).toBe(70_000n);
    expect(sim.item().schedules.map((x) => [x.amount, x.disbursedToBeneficiary])).toEqual([
      [70_000n, false],
      [30_000n, true],
    ]);
    // The goods path goes on: shipped, received, accepted, the rest paid.
    sim.do({ type: 'ship', itemId }, seller);
    sim.do({ type: 'receive', itemId }, buyer);
    sim.do({ type: 'accept', itemId }, buyer);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(100_000n);
    expect(sim.s.closedAt).not.toBeNull();
  });

  it('a later return refunds only what is still held', () => {
    const sim = funded();
    const itemId = sim.item().id;
    sim.do({ type: 'release_funds', itemId, amount: 25_000n }, buyer);
    sim.do({ type: 'ship', itemId }, seller);
    sim.do({ type: 'receive', itemId }, buyer);
    sim.do({ type: 'reject', itemId }, buyer);
    sim.do({ type: 'ship_return', itemId }, buyer);
    sim.do({ type: 'receive_return', itemId }, seller);
    sim.do({ type: 'accept_return', itemId }, seller);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(75_000n);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(25_000n);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(0n);
  });

  it('a release of everything held pays it all, and is not an acceptance: the goods path goes on with nothing held', () => {
    const sim = funded([gm(), gm()]);
    const itemId = sim.item().id;
    sim.do({ type: 'release_funds', itemId, amount: 100_000n }, buyer);
    expect(sim.item().schedules).toHaveLength(1);
    expect(sim.item()).toMatchObject({ accepted: false });
    expect(heldAmount(sim.item())).toBe(0n);
    sim.refuse({ type: 'release_funds', itemId, amount: 1n }, buyer, 'invalid_state', 'disbursed');
    sim.do({ type: 'ship', itemId }, seller);
  });

  it('releases from the first held schedules, splitting the last one it reaches', () => {
    const sim = funded([{ type: 'general_merchandise', amounts: [40_000n, 60_000n], fees: [] }]);
    sim.do({ type: 'release_funds', itemId: sim.item().id, amount: 50_000n }, buyer);
    expect(sim.item().schedules.map((x) => [x.amount, x.disbursedToBeneficiary])).toEqual([
      [40_000n, true],
      [50_000n, false],
      [10_000n, true],
    ]);
  });

  it('the seller’s fees on the item fall due with its first payment, its payout fee with its first payout: quote = posting = payout', () => {
    const sim = funded([gm(100_000n, [{ payer: SELLER, amount: 3_250n }])]);
    const itemId = sim.item().id;
    const quoted = payeeQuote(sim.s.items, SELLER, ach);
    expect(quoted).toBe(100_000n - 3_250n - 500n);
    sim.do({ type: 'release_funds', itemId, amount: 2_000n }, buyer, { payoutFees: new Map([[SELLER, ach]]) });
    // 20.00 covers 20.00 of the 37.50 due; the rest is carried to the item's later payout.
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(0n);
    expect(payeeQuote(sim.s.items, SELLER, ach)).toBe(quoted);
    sim.do({ type: 'release_funds', itemId, amount: 40_000n }, buyer, { payoutFees: new Map([[SELLER, ach]]) });
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(42_000n - 3_750n);
    expect(payeeQuote(sim.s.items, SELLER, ach)).toBe(quoted);
    sim.do({ type: 'ship', itemId }, seller);
    sim.do({ type: 'receive', itemId }, buyer);
    sim.do({ type: 'accept', itemId }, buyer);
    sim.do({ type: 'disburse' }, service, { payoutFees: new Map([[SELLER, ach]]) });
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(quoted);
    expect(payeeQuote(sim.s.items, SELLER, ach)).toBe(quoted);
  });

  it('only the buyer, and never As-Customer (it pays the seller, as accept does)', () => {
    for (const actor of [seller, broker, partner, stranger, operator, service, asCustomer(BUYER)]) {
      const sim = funded();
      sim.refuse({ type: 'release_funds', itemId: sim.item().id, amount: 100n }, actor, 'forbidden');
    }
  });

  it('refuses amounts of zero or less, or above the held money, and items not of this transaction or not goods', () => {
    const sim = funded([gm(), { type: 'broker_fee', amounts: [1_000n], payer: BUYER, beneficiary: SELLER, fees: [] }]);
    const itemId = sim.item().id;
    expect(sim.refuse({ type: 'release_funds', itemId, amount: 0n }, buyer, 'validation').error.details?.fields).toEqual({ amount: ['must be a positive amount'] });
    sim.refuse({ type: 'release_funds', itemId, amount: -5n }, buyer, 'validation');
    sim.refuse({ type: 'release_funds', itemId }, buyer, 'validation');
    expect(sim.refuse({ type: 'release_funds', itemId, amount: 100_001n }, buyer, 'validation').error.details?.fields).toEqual({
      amount: [`must be at most 1000.00: the money item ${itemId} holds`],
    });
    sim.refuse({ type: 'release_funds', itemId: 1, amount: 100n }, buyer, 'not_found');
    sim.refuse({ type: 'release_funds', itemId: sim.item(1).id, amount: 100n }, buyer, 'validation');
  });

  it('refuses an item not secured, accepted, in dispute, or a cancelled transaction', () => {
    const unpaid = new Sim(makeTxn());
    unpaid.refuse({ type: 'release_funds', itemId: unpaid.item().id, amount: 100n }, buyer, 'invalid_state', 'awaiting_payment');
    const accepted = funded();
    const id = accepted.item().id;
    accepted.do({ type: 'ship', itemId: id }, seller);
    accepted.do({ type: 'receive', itemId: id }, buyer);
    accepted.do({ type: 'accept', itemId: id }, buyer);
    accepted.refuse({ type: 'release_funds', itemId: id, amount: 100n }, buyer, 'invalid_state', 'accepted');
    const disputed = funded();
    const d = disputed.item().id;
    disputed.do({ type: 'ship', itemId: d }, seller);
    disputed.do({ type: 'open_dispute', itemId: d, reason: 'Never arrived' }, buyer);
    disputed.refuse({ type: 'release_funds', itemId: d, amount: 100n }, buyer, 'invalid_state', 'in_dispute');
    const cancelled = new Sim(makeTxn());
    cancelled.do({ type: 'cancel' }, partner);
    cancelled.refuse({ type: 'release_funds', itemId: cancelled.item().id, amount: 100n }, buyer, 'invalid_state', 'cancelled');
  });

  it('is refused, with nothing moved, while the seller has not chosen how to be paid', () => {
    const sim = funded([milestone(50_000n)], false);
    sim.refuse({ type: 'release_funds', itemId: sim.item().id, amount: 100n }, buyer, 'invalid_state', 'awaiting_disbursement_method');
  });
});
