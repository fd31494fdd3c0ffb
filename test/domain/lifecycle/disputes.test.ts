/** Disputes in the core: open_dispute, propose_settlement, accept_settlement, withdraw_dispute, resolve_dispute (split). */
import { describe, expect, it } from 'vitest';
import { escrowAccountKey, payoutAccountKey, refundAccountKey } from '../../../src/domain/ledger/accounts.js';
import type { Actor } from '../../../src/domain/lifecycle/index.js';
import type { ItemSpec } from './fixtures.js';
import { BUYER, DAY, SELLER, Sim, T0, asCustomer, broker, brokerFee, buyer, gm, makeTxn, operator, partner, seller, service, stranger } from './fixtures.js';

/** A funded item, shipped and received: under inspection. */
function inspecting(items: ItemSpec[] = [gm()], brokered = false) {
  const sim = new Sim(makeTxn({ items, broker: brokered }));
  sim.do({ type: 'fund' }, service);
  sim.do({ type: 'ship', itemId: sim.item().id }, seller);
  sim.do({ type: 'receive', itemId: sim.item().id }, buyer);
  sim.takeEvents();
  return sim;
}

function disputed(opener: Actor = buyer) {
  const sim = inspecting();
  sim.do({ type: 'open_dispute', itemId: sim.item().id, reason: 'The screen is cracked', message: 'Photos follow' }, opener);
  sim.takeEvents();
  return sim;
}

const everyoneBut = (allowed: Actor[]): Actor[] => [buyer, seller, broker, partner, stranger, operator, service].filter((actor) => !allowed.includes(actor));

describe('opening a dispute', () => {
  it('the buyer opens one during inspection: the item is in dispute (65), its auto-accept is cancelled, the case is recorded', () => {
    const sim = inspecting();
    const itemId = sim.item().id;
    const decision = sim.do({ type: 'open_dispute', itemId, reason: 'The screen is cracked', message: 'Photos follow' }, buyer);
    expect(decision.events).toEqual([{ name: 'dispute_opened', payload: { item_ids: [itemId], by: 'buyer' } }]);
    expect(decision.jobs).toContainEqual({ op: 'cancel', uniqueKey: `auto_accept:item:${itemId}` });
    expect(decision.disputes).toEqual([
      { op: 'open', itemId, openedByRole: 'buyer', openedById: BUYER, reason: 'The screen is cracked', message: 'Photos follow', at: T0 },
    ]);
    expect(sim.item().inDispute).toBe(true);
    expect(sim.s.statusCode).toBe(65);
  });

  it('the seller opens one too, and a partner As-Customer for either; brokers, partners, strangers, operators and the service may not', () => {
    for (const actor of everyoneBut([buyer, seller])) inspecting().refuse({ type: 'open_dispute', itemId: inspecting().item().id, reason: 'x' }, actor, 'forbidden');
    const bySeller = inspecting();
    expect(bySeller.do({ type: 'open_dispute', itemId: bySeller.item().id, reason: 'The buyer swapped the item' }, seller).disputes[0]).toMatchObject({
      openedByRole: 'seller',
      openedById: SELLER,
    });
    const forBuyer = inspecting();
    expect(forBuyer.do({ type: 'open_dispute', itemId: forBuyer.item().id, reason: 'Broken' }, asCustomer(BUYER)).disputes[0]).toMatchObject({
      openedByRole: 'buyer',
      openedById: BUYER,
    });
  });

  it('an open dispute stops auto-accept, the buyer’s decision and every other action on the item', () => {
    const sim = disputed();
    const itemId = sim.item().id;
    sim.advance(10 * DAY);
    sim.refuse({ type: 'auto_accept', itemId }, service, 'invalid_state', 'in_dispute');
    sim.refuse({ type: 'accept', itemId }, buyer, 'invalid_state', 'in_dispute');
    sim.refuse({ type: 'reject', itemId }, buyer, 'invalid_state', 'in_dispute');
    sim.refuse({ type: 'disburse' }, service, 'invalid_state', 'nothing_to_disburse');
    sim.refuse({ type: 'open_dispute', itemId, reason: 'again' }, seller, 'invalid_state', 'in_dispute');
  });

  it('only while the item’s money is held, after shipment and before acceptance or a return accepted', () => {
    const unshipped = new Sim(makeTxn());
    unshipped.do({ type: 'fund' }, service);
    unshipped.refuse({ type: 'open_dispute', itemId: unshipped.item().id, reason: 'x' }, buyer, 'invalid_state', 'awaiting_shipment');
    const accepted = inspecting();
    accepted.do({ type: 'accept', itemId: accepted.item().id }, buyer);
    accepted.refuse({ type: 'open_dispute', itemId: accepted.item().id, reason: 'x' }, buyer, 'invalid_state', 'accepted');
    const returning = inspecting();
    returning.do({ type: 'reject', itemId: returning.item().id }, buyer);
    returning.do({ type: 'ship_return', itemId: returning.item().id }, buyer);
    returning.do({ type: 'open_dispute', itemId: returning.item().id, reason: 'The seller refuses to collect the return' }, buyer);
  });

  it('refuses an unknown item, a fee item and a missing or oversized reason', () => {
    const sim = inspecting([gm(), brokerFee(2_500n)], true);
    sim.refuse({ type: 'open_dispute', itemId: 987_654, reason: 'x' }, buyer, 'not_found');
    const fee = sim.refuse({ type: 'open_dispute', itemId: sim.item(1).id, reason: 'x' }, buyer, 'validation');
    expect(fee.error.details?.fields).toHaveProperty('itemId');
    expect(sim.refuse({ type: 'open_dispute', itemId: sim.item().id, reason: '  ' }, buyer, 'validation').error.details?.fields).toHaveProperty('reason');
    expect(sim.refuse({ type: 'open_dispute', itemId: sim.item().id }, buyer, 'validation').error.details?.fields).toHaveProperty('reason');
    expect(sim.refuse({ type: 'open_dispute', itemId: sim.item().id, reason: 'x'.repeat(1001) }, buyer, 'validation').error.details?.fields).toHaveProperty(
      'reason',
    );
    expect(sim.refuse({ type: 'open_dispute', reason: 'x' }, buyer, 'validation').error.details?.fields).toHaveProperty('itemId');
  });

  it('the seller’s reject_return opens one', () => {
    const sim = inspecting();
    const itemId = sim.item().id;
    sim.do({ type: 'reject', itemId }, buyer);
    sim.do({ type: 'ship_return', itemId }, buyer);
    sim.do({ type: 'receive_return', itemId }, seller);
    const decision = sim.do({ type: 'reject_return', itemId, rejectionReason: 'Not the item I sent' }, seller);
    expect(decision.events.map((event) => event.name)).toEqual(['reject_return', 'dispute_opened']);
    expect(decision.disputes).toEqual([expect.objectContaining({ op: 'open', openedByRole: 'seller', reason: 'Not the item I sent' })]);
  });
});

describe('settling by agreement', () => {
  it('a split the other party accepts: the buyer’s part refunded now, the seller’s paid by the settlement run', () => {
    const sim = disputed();
    const itemId = sim.item().id;
    const proposed = sim.do({ type: 'propose_settlement', itemId, sellerAmount: 30_000n }, buyer);
    expect(proposed.events).toEqual([
      { name: 'settlement_proposed', payload: { item_ids: [itemId], by: 'buyer', seller_amount: '300.00', buyer_amount: '700.00' } },
    ]);
    expect(proposed.postings).toEqual([]);
    const proposal = sim.book.pending(itemId)!;
    sim.refuse({ type: 'accept_settlement', itemId, proposalId: proposal.id }, buyer, 'forbidden');
    const accepted = sim.do({ type: 'accept_settlement', itemId, proposalId: proposal.id }, seller);
    expect(accepted.events.map((event) => event.name)).toEqual(['payment_refunded', 'dispute_settled']);
    expect(accepted.events[1]).toEqual({ name: 'dispute_settled', payload: { item_ids: [itemId], by: 'seller', seller_amount: '300.00', buyer_amount: '700.00' } });
    expect(accepted.disputes).toEqual([
      { op: 'close', itemId, status: 'SETTLED', sellerAmount: 30_000n, buyerAmount: 70_000n, acceptedProposalId: proposal.id, at: T0 },
    ]);
    expect(accepted.jobs).toContainEqual(expect.objectContaining({ op: 'schedule', kind: 'disburse' }));
    expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(70_000n);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(30_000n);
    expect(sim.item()).toMatchObject({ inDispute: false, accepted: true });
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(30_000n);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(0n);
    expect(sim.s.closedAt).not.toBeNull();
  });

  it('the seller’s fees on the item are deducted from its part of a split, never more than the part', () => {
    const sim = inspecting([gm(100_000n, [{ payer: SELLER, amount: 3_250n }])]);
    const itemId = sim.item().id;
    sim.do({ type: 'open_dispute', itemId, reason: 'Broken' }, buyer);
    sim.do({ type: 'propose_settlement', itemId, sellerAmount: 2_000n }, seller);
    sim.do({ type: 'accept_settlement', itemId, proposalId: sim.book.pending(itemId)!.id }, buyer);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(98_000n);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(0n);
    expect(sim.balance(escrowAccountKey(sim.s.id, 'usd'))).toBe(0n);
  });

  it('a newer proposal supersedes the older one; amounts above the item’s held money or below zero are refused', () => {
    const sim = disputed();
    const itemId = sim.item().id;
    sim.do({ type: 'propose_settlement', itemId, sellerAmount: 80_000n }, seller);
    const first = sim.book.pending(itemId)!;
    sim.do({ type: 'propose_settlement', itemId, sellerAmount: 50_000n }, buyer);
    sim.refuse({ type: 'accept_settlement', itemId, proposalId: first.id }, buyer, 'invalid_state', 'proposal_not_pending');
    const fields = (amount: bigint) => sim.refuse({ type: 'propose_settlement', itemId, sellerAmount: amount }, buyer, 'validation').error.details?.fields;
    expect(fields(100_001n)).toEqual({ sellerAmount: [`must be at most 1000.00: the money item ${itemId} holds`] });
    expect(fields(-1n)).toHaveProperty('sellerAmount');
    for (const actor of [broker, partner, stranger, operator]) sim.refuse({ type: 'propose_settlement', itemId, sellerAmount: 1n }, actor, 'forbidden');
    sim.refuse({ type: 'accept_settlement', itemId, proposalId: sim.book.pending(itemId)!.id }, asCustomer(SELLER), 'forbidden');
  });

  it('a split of zero is a refund of everything, a split of everything a release', () => {
    const refund = disputed();
    refund.do({ type: 'propose_settlement', itemId: refund.item().id, sellerAmount: 0n }, seller);
    refund.do({ type: 'accept_settlement', itemId: refund.item().id, proposalId: refund.book.pending(refund.item().id)!.id }, buyer);
    expect(refund.item()).toMatchObject({ acceptedReturned: true, inDispute: false });
    refund.do({ type: 'disburse' }, service);
    expect(refund.balance(refundAccountKey(BUYER, 'usd'))).toBe(100_000n);
    const release = disputed();
    release.do({ type: 'propose_settlement', itemId: release.item().id, sellerAmount: 100_000n }, buyer);
    release.do({ type: 'accept_settlement', itemId: release.item().id, proposalId: release.book.pending(release.item().id)!.id }, seller);
    release.do({ type: 'disburse' }, service);
    expect(release.balance(payoutAccountKey(SELLER, 'usd'))).toBe(100_000n);
  });

  it('needs the item to be in dispute', () => {
    const sim = inspecting();
    sim.refuse({ type: 'propose_settlement', itemId: sim.item().id, sellerAmount: 1n }, buyer, 'invalid_state', 'not_in_dispute');
    sim.refuse({ type: 'accept_settlement', itemId: sim.item().id, proposalId: 1 }, buyer, 'invalid_state', 'not_in_dispute');
    sim.refuse({ type: 'withdraw_dispute', itemId: sim.item().id }, buyer, 'invalid_state', 'not_in_dispute');
  });
});

describe('withdrawing a dispute', () => {
  it('only the opener; the inspection clock resumes with the time the dispute was open added', () => {
    const sim = inspecting();
    const itemId = sim.item().id;
    const endsAt = sim.item().inspectionEndsAt!;
    sim.advance(DAY);
    sim.do({ type: 'open_dispute', itemId, reason: 'Broken' }, buyer);
    sim.advance(5 * DAY);
    sim.refuse({ type: 'withdraw_dispute', itemId }, seller, 'forbidden');
    const decision = sim.do({ type: 'withdraw_dispute', itemId }, buyer);
    const resumed = new Date(endsAt.getTime() + 5 * DAY * 1000);
    expect(sim.item()).toMatchObject({ inDispute: false, inspectionEndsAt: resumed });
    expect(decision.jobs).toContainEqual(expect.objectContaining({ op: 'schedule', kind: 'auto_accept', runAt: resumed }));
    expect(decision.events).toEqual([{ name: 'dispute_withdrawn', payload: { item_ids: [itemId], by: 'buyer' } }]);
    expect(decision.disputes).toEqual([expect.objectContaining({ op: 'close', status: 'WITHDRAWN', sellerAmount: null, buyerAmount: null })]);
    sim.do({ type: 'accept', itemId }, buyer);
  });

  it('a dispute the seller’s reject_return opened: withdrawn, the return awaits the seller’s decision again', () => {
    const sim = inspecting();
    const itemId = sim.item().id;
    sim.do({ type: 'reject', itemId }, buyer);
    sim.do({ type: 'ship_return', itemId }, buyer);
    sim.do({ type: 'receive_return', itemId }, seller);
    sim.do({ type: 'reject_return', itemId, rejectionReason: 'Scratched' }, seller);
    sim.refuse({ type: 'withdraw_dispute', itemId }, buyer, 'forbidden');
    sim.do({ type: 'withdraw_dispute', itemId }, asCustomer(SELLER));
    expect(sim.item()).toMatchObject({ inDispute: false, rejectedReturned: false, returnRejectionReason: null });
    expect(sim.s.statusCode).toBe(55);
    sim.do({ type: 'accept_return', itemId }, seller);
  });
});

describe('an operator resolves', () => {
  it('by a split, with the amounts that moved', () => {
    const sim = disputed(seller);
    const itemId = sim.item().id;
    sim.refuse({ type: 'resolve_dispute', itemId, outcome: 'split' }, operator, 'validation');
    sim.refuse({ type: 'resolve_dispute', itemId, outcome: 'split', sellerAmount: 100_001n }, operator, 'validation');
    sim.refuse({ type: 'resolve_dispute', itemId, outcome: 'refund_buyer', sellerAmount: 1n }, operator, 'validation');
    const decision = sim.do({ type: 'resolve_dispute', itemId, outcome: 'split', sellerAmount: 45_000n, note: 'half and half, roughly' }, operator);
    expect(decision.events.map((event) => event.name)).toEqual(['payment_refunded', 'dispute_settled']);
    expect(decision.disputes).toEqual([expect.objectContaining({ op: 'close', status: 'RESOLVED', sellerAmount: 45_000n, buyerAmount: 55_000n })]);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(45_000n);
    expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(55_000n);
  });

  it('for the buyer or the seller as before, recording the amounts', () => {
    const buyerWins = disputed();
    expect(buyerWins.do({ type: 'resolve_dispute', itemId: buyerWins.item().id, outcome: 'refund_buyer' }, operator).disputes).toEqual([
      expect.objectContaining({ status: 'RESOLVED', sellerAmount: 0n, buyerAmount: 100_000n }),
    ]);
    expect(buyerWins.takeEvents()).toEqual(['refund_resolved']);
    const sellerWins = disputed();
    expect(sellerWins.do({ type: 'resolve_dispute', itemId: sellerWins.item().id, outcome: 'release_to_seller' }, operator).disputes).toEqual([
      expect.objectContaining({ status: 'RESOLVED', sellerAmount: 100_000n, buyerAmount: 0n }),
    ]);
    expect(sellerWins.takeEvents()).toEqual(['refund_rejected']);
  });

  it('a dispute settled before the goods arrived ends their forward path too: no receipt, no authenticator rejection', () => {
    const sim = new Sim(makeTxn());
    sim.do({ type: 'fund' }, service);
    const itemId = sim.item().id;
    sim.do({ type: 'ship', itemId }, seller);
    sim.do({ type: 'open_dispute', itemId, reason: 'Lost in transit' }, buyer);
    sim.do({ type: 'resolve_dispute', itemId, outcome: 'split', sellerAmount: 40_000n }, operator);
    sim.refuse({ type: 'receive', itemId }, buyer, 'invalid_state');
    sim.refuse({ type: 'authenticator_rejects', itemId }, operator, 'invalid_state');
  });

  it('a split of several schedules refunds from the last first; a part refunded is a row of its own', () => {
    const sim = inspecting([{ type: 'general_merchandise', amounts: [60_000n, 40_000n], fees: [] }]);
    const itemId = sim.item().id;
    sim.do({ type: 'open_dispute', itemId, reason: 'Half missing' }, buyer);
    sim.do({ type: 'resolve_dispute', itemId, outcome: 'split', sellerAmount: 50_000n }, operator);
    expect(sim.item().schedules.map((schedule) => [schedule.amount, schedule.refunded])).toEqual([
      [50_000n, false],
      [40_000n, true],
      [10_000n, true],
    ]);
    // What the buyer was refunded is its refunded schedules (the ledger audit's paid_out_once).
    expect(sim.balance(refundAccountKey(BUYER, 'usd'))).toBe(50_000n);
    sim.do({ type: 'disburse' }, service);
    expect(sim.balance(payoutAccountKey(SELLER, 'usd'))).toBe(50_000n);
  });
});
