/** An approved partner acting for a party (header As-Customer, spec 5.4). */
import { describe, expect, it } from 'vitest';
import { decide, resolveActor, type Command } from '../../../src/domain/lifecycle/index.js';
import { BROKER, BUYER, PARTNER, SELLER, STRANGER, Sim, T0, asCustomer, buyer, expectRefused, makeTxn, seller, service } from './fixtures.js';

describe('As-Customer', () => {
  it('acts with the represented party’s roles only', () => {
    const resolved = resolveActor(makeTxn(), asCustomer(SELLER));
    expect(resolved).toEqual({ kind: 'customer', customerId: 10, roles: ['seller'], onBehalfOf: SELLER });
  });

  it('may agree, ship, receive, reject, ship_return, receive_return, reject_return for the party', () => {
    const sim = new Sim(makeTxn({ agreed: false }));
    sim.do({ type: 'agree' }, asCustomer(BUYER));
    sim.do({ type: 'agree' }, asCustomer(SELLER));
    sim.do({ type: 'fund' }, service);
    sim.do({ type: 'ship' }, asCustomer(SELLER));
    sim.do({ type: 'receive' }, asCustomer(BUYER));
    sim.do({ type: 'reject' }, asCustomer(BUYER));
    sim.do({ type: 'ship_return' }, asCustomer(BUYER));
    sim.do({ type: 'receive_return' }, asCustomer(SELLER));
    sim.do({ type: 'reject_return' }, asCustomer(SELLER));
    expect(sim.item().inDispute).toBe(true);
  });

  it('never accepts, accepts returns, cancels, modifies or tracks for a party', () => {
    const sim = new Sim(makeTxn());
    sim.do({ type: 'fund' }, service);
    sim.do({ type: 'ship' }, seller);
    sim.do({ type: 'receive' }, buyer);
    const forbidden: Command[] = [
      { type: 'accept' },
      { type: 'accept_return' },
      { type: 'cancel' },
      { type: 'modify_terms', terms: { description: 'x' } },
      { type: 'update_tracking', shippingInformation: { trackingInformation: { carrier: 'x' } } },
      { type: 'upgrade_draft', flow: 'create' },
      { type: 'authenticator_rejects' },
    ];
    for (const command of forbidden) sim.refuse(command, asCustomer(BUYER), 'forbidden');
  });

  it('acts only with the represented party’s roles', () => {
    const sim = new Sim(makeTxn());
    sim.do({ type: 'fund' }, service);
    sim.refuse({ type: 'ship' }, asCustomer(BUYER), 'forbidden');
  });

  it('requires an approved partner of this transaction naming one of its parties', () => {
    const txn = makeTxn({ agreed: false });
    expectRefused(decide(txn, { type: 'agree' }, asCustomer(BUYER, false), T0), 'forbidden');
    expectRefused(decide(txn, { type: 'agree' }, asCustomer(STRANGER), T0), 'forbidden');
    expectRefused(decide(txn, { type: 'agree' }, asCustomer(BROKER), T0), 'forbidden'); // no broker party here
    expectRefused(
      decide(txn, { type: 'agree' }, { kind: 'customer', customerId: BUYER, asCustomer: { customerId: SELLER, approved: true, joined: true } }, T0),
      'forbidden',
    );
    // Reach by relationship: a party merely named in the partner's transaction has not joined it.
    expectRefused(
      decide(txn, { type: 'agree' }, { kind: 'customer', customerId: PARTNER, asCustomer: { customerId: BUYER, approved: true, joined: false } }, T0),
      'forbidden',
    );
  });

  it('may batch only the actions it may take', () => {
    const sim = new Sim(makeTxn());
    sim.do({ type: 'fund' }, service);
    sim.do({ type: 'ship' }, seller);
    sim.do({ type: 'batch', actions: [{ type: 'receive' }, { type: 'reject' }] }, asCustomer(BUYER));
    const other = new Sim(makeTxn());
    other.do({ type: 'fund' }, service);
    other.do({ type: 'ship' }, seller);
    const refused = other.refuse({ type: 'batch', actions: [{ type: 'receive' }, { type: 'accept' }] }, asCustomer(BUYER), 'forbidden');
    expect(refused.error.details?.index).toBe(1);
  });
});
