/** ship_return, receive_return, accept_return, reject_return and resolve_dispute (disputes.test.ts: the rest of disputes). */
import { describe, expect, it } from 'vitest';
import { type Actor } from '../../../src/domain/lifecycle/index.js';
import { BUYER, SELLER, Sim, T0, asCustomer, broker, buyer, gm, makeTxn, milestone, operator, partner, seller, service, stranger } from './fixtures.js';

function rejected(items = [gm()]) {
  const sim = new Sim(makeTxn({ broker: true, items }));
  sim.do({ type: 'fund' }, service);
  for (const item of sim.s.items.filter((candidate) => candidate.type !== 'broker_fee')) {
    sim.do({ type: 'ship', itemId: item.id }, seller);
    sim.do({ type: 'receive', itemId: item.id }, buyer);
    sim.do({ type: 'reject', itemId: item.id }, buyer);
  }
  sim.takeEvents();
  return sim;
}

const others = (allowed: Actor[]): Actor[] => [buyer, seller, broker, partner, stranger, operator, service].filter((actor) => !allowed.includes(actor));

describe('return path', () => {
  it('ship_return: the buyer (or its partner As-Customer), only after a rejection', () => {
    const sim = rejected();
    for (const actor of others([buyer])) sim.refuse({ type: 'ship_return' }, actor, 'forbidden');
    const decision = sim.do({ type: 'ship_return', shippingInformation: { trackingInformation: { carrier: 'DHL' } } }, asCustomer(BUYER));
    expect(decision.events.map((event) => event.name)).toEqual(['ship_return']);
    expect(decision.patch).toContainEqual(expect.objectContaining({ entity: 'shipment', direction: 'return', carrier: 'DHL' }));
    sim.refuse({ type: 'ship_return' }, buyer, 'invalid_state', 'return_shipped');

    const notRejected = new Sim(makeTxn());
    notRejected.do({ type: 'fund' }, service);
    notRejected.refuse({ type: 'ship_return' }, buyer, 'invalid_state', 'awaiting_shipment');
  });

  it('receive_return: the seller, after ship_return', () => {
    const sim = rejected();
    sim.refuse({ type: 'receive_return' }, seller, 'invalid_state', 'rejected');
    sim.do({ type: 'ship_return' }, buyer);
    for (const actor of others([seller])) sim.refuse({ type: 'receive_return' }, actor, 'forbidden');
    sim.do({ type: 'receive_return' }, asCustomer(SELLER));
    expect(sim.s.statusCode).toBe(55);
  });

  it('accept_return: the seller only (never As-Customer), after receive_return; refund through settlement', () => {
    const sim = rejected();
    sim.do({ type: 'ship_return' }, buyer);
    sim.refuse({ type: 'accept_return' }, seller, 'invalid_state', 'return_shipped');
    sim.do({ type: 'receive_return' }, seller);
    for (const actor of [...others([seller]), asCustomer(SELLER)]) sim.refuse({ type: 'accept_return' }, actor, 'forbidden');
    const decision = sim.do({ type: 'accept_return' }, seller);
    expect(decision.events.map((event) => event.name)).toEqual(['accept_return']);
    expect(decision.jobs).toEqual([expect.objectContaining({ op: 'schedule', kind: 'disburse', runAt: T0 })]);
    sim.refuse({ type: 'reject_return' }, seller, 'invalid_state', 'return_accepted');
    sim.do({ type: 'disburse' }, service);
    expect(sim.takeEvents()).toEqual(['ship_return', 'receive_return', 'accept_return', 'payment_refunded', 'complete']);
  });

  it('reject_return: the seller (or As-Customer); opens a dispute', () => {
    const sim = rejected();
    sim.do({ type: 'ship_return' }, buyer);
    sim.do({ type: 'receive_return' }, seller);
    for (const actor of others([seller])) sim.refuse({ type: 'reject_return' }, actor, 'forbidden');
    const decision = sim.do({ type: 'reject_return', rejectionReason: 'damaged' }, asCustomer(SELLER));
    expect(decision.events.map((event) => event.name)).toEqual(['reject_return', 'dispute_opened']);
    expect(sim.item()).toMatchObject({ rejectedReturned: true, inDispute: true, returnRejectionReason: 'damaged' });
    sim.refuse({ type: 'disburse' }, service, 'invalid_state', 'nothing_to_disburse');
  });

  it('resolve_dispute: operators only, items in dispute only', () => {
    const sim = rejected();
    sim.refuse({ type: 'resolve_dispute', itemId: sim.item().id, outcome: 'refund_buyer' }, operator, 'invalid_state', 'not_in_dispute');
    sim.refuse({ type: 'resolve_dispute', itemId: 4242, outcome: 'refund_buyer' }, operator, 'not_found');
    sim.refuse({ type: 'resolve_dispute', itemId: sim.item().id, outcome: 'halve' as 'refund_buyer' }, operator, 'validation');
    for (const actor of others([operator])) sim.refuse({ type: 'resolve_dispute', itemId: sim.item().id, outcome: 'refund_buyer' }, actor, 'forbidden');
  });

  it('milestones return item by item', () => {
    const sim = rejected([milestone(1_000n), milestone(2_000n)]);
    sim.refuse({ type: 'ship_return' }, buyer, 'validation');
    sim.do({ type: 'ship_return', itemId: sim.item(0).id }, buyer);
    sim.do({ type: 'receive_return', itemId: sim.item(0).id }, seller);
    sim.do({ type: 'accept_return' }, seller); // applies to every item awaiting the decision: only item 0
    expect([sim.item(0).acceptedReturned, sim.item(1).acceptedReturned]).toEqual([true, false]);
  });
});
