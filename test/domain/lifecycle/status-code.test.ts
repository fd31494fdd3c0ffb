/** deriveStatusCode: the numeric status_code table. */
import { describe, expect, it } from 'vitest';
import { allStatusCodes, deriveStatusCode, isStatusCode, statusAllowsFloat, statusCodes } from '../../../src/domain/lifecycle/index.js';
import { Sim, broker, buyer, domain, gm, makeTxn, milestone, operator, partner, seller, service } from './fixtures.js';

describe('status codes', () => {
  it('covers exactly the public filter values', () => {
    expect([...allStatusCodes].sort((a, b) => a - b)).toEqual([
      0, 1, 3, 5, 6, 9, 10, 15, 18, 19, 20, 21, 22, 23, 25, 26, 30, 31, 32, 35, 40, 43, 45, 46, 50, 55, 60, 65, 66, 67, 68, 70, 75, 80, 85,
    ]);
    expect(isStatusCode(25)).toBe(true);
    expect(isStatusCode(24)).toBe(false);
    for (const code of allStatusCodes) expect(statusCodes[code].length).toBeGreaterThan(5);
  });

  it('agreement steps', () => {
    const txn = makeTxn({ agreed: false, broker: true });
    const set = (b: boolean, s: boolean, k: boolean) => {
      txn.parties[0]!.agreed = b;
      txn.parties[1]!.agreed = s;
      txn.parties[2]!.agreed = k;
      return deriveStatusCode(txn);
    };
    expect(set(false, false, false)).toBe(3);
    expect(set(true, false, false)).toBe(5);
    expect(set(true, false, true)).toBe(5);
    expect(set(false, true, false)).toBe(6);
    expect(set(false, true, true)).toBe(6);
    expect(set(false, false, true)).toBe(9);
    expect(set(true, true, false)).toBe(10);
    expect(set(true, true, true)).toBe(15);
  });

  it('draft 1; cancelled 0', () => {
    expect(deriveStatusCode(makeTxn({ draft: true, agreed: false }))).toBe(1);
    const sim = new Sim(makeTxn({ agreed: false }));
    sim.do({ type: 'cancel' }, buyer);
    expect(sim.s.statusCode).toBe(0);
  });

  it.each([
    [null, 15],
    ['check', 18],
    ['direct_debit', 19],
    ['poli', 19],
    ['wire_transfer', 20],
    ['credit_card', 22],
    ['paypal', 22],
  ] as const)('awaiting payment with method %s: %i', (method, code) => {
    expect(deriveStatusCode(makeTxn({ selectedPaymentMethod: method }))).toBe(code);
  });

  it('follows the goods', () => {
    const sim = new Sim(makeTxn({ items: [domain()] }));
    sim.do({ type: 'fund' }, service);
    expect(sim.s.statusCode).toBe(25);
    sim.do({ type: 'ship', shippingInformation: { authorizationType: 'push' } }, seller);
    expect(sim.s.statusCode).toBe(32);
    sim.do({ type: 'receive' }, buyer);
    expect(sim.s.statusCode).toBe(35);
  });

  it('a payment in float beside an open dispute: 65 outranks 23, and the ledger audit reads both as floating', () => {
    const sim = new Sim(makeTxn({ items: [milestone(50_000n), milestone(30_000n)] }));
    const first = sim.item(0).id;
    sim.do({ type: 'fund', itemIds: [first] }, service);
    sim.do({ type: 'ship', itemId: first, shippingInformation: { authorizationType: 'push' } }, seller);
    sim.do({ type: 'open_dispute', itemId: first, reason: 'Not as described' }, buyer);
    sim.do({ type: 'fund', float: true }, service);
    expect(sim.s.floatAmount).toBe(30_000n);
    expect(sim.s.statusCode).toBe(65);
    expect(statusAllowsFloat(sim.s.statusCode)).toBe(true);
    expect([23, 65, 75].every(statusAllowsFloat)).toBe(true);
    expect(allStatusCodes.filter(statusAllowsFloat)).toEqual([23, 65, 75]);
  });

  it('every decision carries the status code it leads to', () => {
    const sim = new Sim(makeTxn({ broker: true, agreed: false }));
    sim.s.statusCode = deriveStatusCode(sim.s);
    const steps = [sim.do({ type: 'agree' }, buyer), sim.do({ type: 'agree' }, seller), sim.do({ type: 'agree' }, broker), sim.do({ type: 'fund' }, operator)];
    expect(steps.map((decision) => decision.patch.at(-1))).toEqual([
      { entity: 'transaction', set: { statusCode: 5 } },
      { entity: 'transaction', set: { statusCode: 10 } },
      { entity: 'transaction', set: { statusCode: 15 } },
      { entity: 'transaction', set: { statusCode: 25 } },
    ]);
    // No statusCode op when it does not change.
    const tracking = new Sim(makeTxn({ items: [gm()] }));
    tracking.do({ type: 'fund' }, service);
    tracking.do({ type: 'ship' }, seller);
    const update = tracking.do({ type: 'update_tracking', shippingInformation: { trackingInformation: { carrier: 'x' } } }, seller);
    expect(update.patch.some((op) => op.entity === 'transaction')).toBe(false);
    expect(partner).toBeDefined();
  });
});
