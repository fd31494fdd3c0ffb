/** ship, receive, accept, reject, auto_accept, authenticator_rejects, update_tracking. */
import { describe, expect, it } from 'vitest';
import { decide, type Actor } from '../../../src/domain/lifecycle/index.js';
import {
  BUYER,
  DAY,
  SELLER,
  Sim,
  T0,
  asCustomer,
  broker,
  brokerFee,
  buyer,
  domain,
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

function funded(items = [gm()]) {
  const sim = new Sim(makeTxn({ broker: true, items }));
  sim.do({ type: 'fund' }, service);
  sim.takeEvents();
  return sim;
}

const notSeller: Actor[] = [buyer, broker, partner, stranger, operator, service, asCustomer(BUYER)];
const notBuyer: Actor[] = [seller, broker, partner, stranger, operator, service, asCustomer(SELLER)];

describe('ship', () => {
  it('only the seller ships', () => {
    const sim = funded();
    for (const actor of notSeller) sim.refuse({ type: 'ship' }, actor, 'forbidden');
    const decision = sim.do({ type: 'ship', shippingInformation: { trackingInformation: { carrier: 'UPS', trackingId: '1Z', carrierContact: 'x' } } }, seller);
    expect(decision.events).toEqual([{ name: 'ship', payload: { item_ids: [sim.item().id] } }]);
    expect(decision.patch).toContainEqual({
      entity: 'shipment',
      itemId: sim.item().id,
      direction: 'forward',
      update: false,
      carrier: 'UPS',
      trackingId: '1Z',
      carrierContact: 'x',
      authorizationType: null,
    });
  });

  it('is refused before the schedules are secured, and twice', () => {
    const sim = new Sim(makeTxn());
    sim.refuse({ type: 'ship' }, seller, 'invalid_state', 'awaiting_payment');
    sim.do({ type: 'fund' }, service);
    sim.do({ type: 'ship' }, seller);
    sim.refuse({ type: 'ship' }, seller, 'invalid_state', 'shipped');
  });

  it('names unknown items (not_found) and non-transferable items (validation)', () => {
    const sim = funded([gm(), brokerFee(1_000n)]);
    sim.refuse({ type: 'ship', itemId: 999_999 }, seller, 'not_found');
    sim.refuse({ type: 'ship', itemId: sim.item(1).id }, seller, 'validation');
    sim.refuse({ type: 'ship', itemId: 0 }, seller, 'validation');
  });

  it('validates shipping information', () => {
    const sim = funded();
    sim.refuse({ type: 'ship', shippingInformation: { authorizationType: 'fax' as 'push' } }, seller, 'validation');
    sim.refuse({ type: 'ship', shippingInformation: { trackingInformation: { carrier: 'x'.repeat(300) } } }, seller, 'validation');
  });

  it('domain names need authorization_type', () => {
    const sim = funded([domain()]);
    const refused = sim.refuse({ type: 'ship' }, seller, 'validation');
    expect(refused.error.details?.fields).toHaveProperty(['shippingInformation', 'authorizationType']);
    sim.do({ type: 'ship', shippingInformation: { authorizationType: 'authorization_code' } }, seller);
  });

  it('milestone items are shipped one at a time', () => {
    const sim = funded([milestone(1_000n), milestone(2_000n)]);
    const refused = sim.refuse({ type: 'ship' }, seller, 'validation');
    expect(refused.error.details?.fields).toEqual({ itemId: [expect.stringMatching(/milestone/)] });
    sim.do({ type: 'ship', itemId: sim.item(1).id }, seller);
    expect([sim.item(0).shipped, sim.item(1).shipped]).toEqual([false, true]);
  });

  it('ships every funded item of a multi-item transaction at once', () => {
    const sim = funded([gm(), gm()]);
    const decision = sim.do({ type: 'ship' }, seller);
    expect(decision.events[0]!.payload.item_ids).toEqual([sim.item(0).id, sim.item(1).id]);
  });
});

describe('receive, accept, reject', () => {
  function shipped(items = [gm()]) {
    const sim = funded(items);
    sim.do({ type: 'ship' }, seller);
    return sim;
  }

  it('only the buyer receives; receiving starts the inspection period and its job', () => {
    const sim = shipped();
    for (const actor of notBuyer) sim.refuse({ type: 'receive' }, actor, 'forbidden');
    const decision = sim.do({ type: 'receive' }, buyer);
    const endsAt = new Date(T0.getTime() + 3 * DAY * 1000);
    expect(sim.item().inspectionEndsAt).toEqual(endsAt);
    expect(decision.jobs).toEqual([
      {
        op: 'schedule',
        kind: 'auto_accept',
        uniqueKey: `auto_accept:item:${sim.item().id}`,
        runAt: endsAt,
        payload: { transactionId: sim.s.id, itemId: sim.item().id },
      },
    ]);
    sim.refuse({ type: 'receive' }, buyer, 'invalid_state', 'received');
  });

  it('receive needs a shipment; accept and reject need receipt', () => {
    const sim = funded();
    sim.refuse({ type: 'receive' }, buyer, 'invalid_state', 'awaiting_shipment');
    sim.do({ type: 'ship' }, seller);
    sim.refuse({ type: 'accept' }, buyer, 'invalid_state', 'shipped');
    sim.refuse({ type: 'reject' }, buyer, 'invalid_state', 'shipped');
  });

  it('only the buyer accepts (never a partner As-Customer), only the buyer or its partner rejects', () => {
    const sim = shipped();
    sim.do({ type: 'receive' }, buyer);
    for (const actor of [...notBuyer, asCustomer(BUYER)]) sim.refuse({ type: 'accept' }, actor, 'forbidden');
    for (const actor of notBuyer) sim.refuse({ type: 'reject' }, actor, 'forbidden');
    const decision = sim.do({ type: 'reject', rejectionReason: 'scratched' }, asCustomer(BUYER));
    expect(decision.events).toEqual([{ name: 'reject', payload: { item_ids: [sim.item().id], by: 'buyer' } }]);
    expect(sim.item().rejectionReason).toBe('scratched');
    sim.refuse({ type: 'accept' }, buyer, 'invalid_state', 'rejected');
    expect(sim.s.statusCode).toBe(45);
  });

  it('accepting cancels the auto-accept job and schedules the settlement', () => {
    const sim = shipped();
    sim.do({ type: 'receive' }, buyer);
    const decision = sim.do({ type: 'accept' }, buyer);
    expect(decision.jobs).toEqual([
      { op: 'cancel', uniqueKey: `auto_accept:item:${sim.item().id}` },
      { op: 'schedule', kind: 'disburse', uniqueKey: `disburse:txn:${sim.s.id}`, runAt: T0, payload: { transactionId: sim.s.id } },
    ]);
    sim.refuse({ type: 'reject' }, buyer, 'invalid_state', 'accepted');
  });

  it('item by item on milestones', () => {
    const sim = funded([milestone(1_000n), milestone(2_000n)]);
    const [a, b] = [sim.item(0).id, sim.item(1).id];
    sim.do({ type: 'ship', itemId: a }, seller);
    sim.do({ type: 'ship', itemId: b }, seller);
    sim.do({ type: 'receive', itemId: a }, buyer);
    sim.refuse({ type: 'accept', itemId: b }, buyer, 'invalid_state', 'shipped');
    sim.do({ type: 'accept', itemId: a }, buyer);
    sim.do({ type: 'receive', itemId: b }, buyer);
    sim.do({ type: 'reject', itemId: b }, buyer);
    expect([sim.item(0).accepted, sim.item(1).rejected]).toEqual([true, true]);
  });

  it('auto_accept is for the service and operators, and only after the period', () => {
    const sim = shipped();
    sim.refuse({ type: 'auto_accept', itemId: sim.item().id }, service, 'invalid_state', 'not_under_inspection');
    sim.do({ type: 'receive' }, buyer);
    sim.advance(3 * DAY - 1);
    sim.refuse({ type: 'auto_accept', itemId: sim.item().id }, service, 'invalid_state', 'inspection_running');
    sim.advance(1); // the period's last instant: both the buyer's decision and auto_accept are possible
    for (const actor of [buyer, seller, partner]) sim.refuse({ type: 'auto_accept', itemId: sim.item().id }, actor, 'forbidden');
    sim.refuse({ type: 'auto_accept', itemId: 31337 }, service, 'not_found');
    sim.do({ type: 'auto_accept', itemId: sim.item().id }, operator);
    expect(sim.s.statusCode).toBe(40);
  });

  it('an inspection period of 0 ends at receipt', () => {
    const sim = funded([{ ...gm(), inspectionPeriod: 0 }]);
    sim.do({ type: 'ship' }, seller);
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'auto_accept', itemId: sim.item().id }, service);
  });
});

describe('authenticator_rejects', () => {
  it('the partner or an operator records it for shipped goods not yet received', () => {
    const sim = funded();
    sim.refuse({ type: 'authenticator_rejects' }, partner, 'invalid_state', 'awaiting_shipment');
    sim.do({ type: 'ship' }, seller);
    for (const actor of [buyer, seller, broker, stranger, service, asCustomer(BUYER)]) sim.refuse({ type: 'authenticator_rejects' }, actor, 'forbidden');
    const decision = sim.do({ type: 'authenticator_rejects', rejectionReason: 'counterfeit' }, partner);
    expect(decision.events).toEqual([{ name: 'reject', payload: { item_ids: [sim.item().id], by: 'authenticator' } }]);
    expect(sim.item()).toMatchObject({ rejected: true, received: false, rejectionReason: 'counterfeit' });
    expect(sim.s.statusCode).toBe(46);
    sim.refuse({ type: 'receive' }, buyer, 'invalid_state', 'rejected_by_authenticator');
    sim.do({ type: 'ship_return' }, asCustomer(BUYER));
    expect(sim.s.statusCode).toBe(50);
  });

  it('not once the buyer has received the goods', () => {
    const sim = funded();
    sim.do({ type: 'ship' }, seller);
    sim.do({ type: 'receive' }, buyer);
    sim.refuse({ type: 'authenticator_rejects' }, operator, 'invalid_state', 'received');
  });
});

describe('update_tracking', () => {
  it('the seller updates a shipment in transit, the buyer a return in transit', () => {
    const sim = funded();
    const shipping = { trackingInformation: { trackingId: 'NEW' } };
    sim.refuse({ type: 'update_tracking', shippingInformation: shipping }, seller, 'invalid_state', 'awaiting_shipment');
    sim.do({ type: 'ship' }, seller);
    const decision = sim.do({ type: 'update_tracking', shippingInformation: shipping }, seller);
    expect(decision.events).toEqual([]);
    expect(decision.patch[0]).toMatchObject({ entity: 'shipment', direction: 'forward', update: true, trackingId: 'NEW' });
    sim.refuse({ type: 'update_tracking', shippingInformation: shipping }, buyer, 'invalid_state');
    sim.refuse({ type: 'update_tracking', shippingInformation: shipping }, partner, 'forbidden');
    sim.refuse({ type: 'update_tracking', shippingInformation: {} }, seller, 'validation');
    sim.do({ type: 'receive' }, buyer);
    sim.do({ type: 'reject' }, buyer);
    sim.do({ type: 'ship_return' }, buyer);
    const back = sim.do({ type: 'update_tracking', shippingInformation: shipping }, buyer);
    expect(back.patch[0]).toMatchObject({ entity: 'shipment', direction: 'return', update: true });
    sim.refuse({ type: 'update_tracking', shippingInformation: shipping }, asCustomer(BUYER), 'forbidden');
  });
});

describe('gate', () => {
  it('rejects unknown actions as validation', () => {
    expectRefused(decide(makeTxn(), { type: 'explode' } as never, buyer, T0), 'validation');
  });
  it('checks the actor before the state', () => {
    const sim = new Sim(makeTxn());
    sim.refuse({ type: 'ship' }, buyer, 'forbidden');
    sim.refuse({ type: 'ship' }, seller, 'invalid_state');
  });
  it('a seller party does not make its customer a buyer', () => {
    expect(SELLER).not.toBe(BUYER);
    new Sim(makeTxn()).refuse({ type: 'receive' }, seller, 'forbidden');
  });
});
