/** batch: several actions applied atomically, all or none. */
import { describe, expect, it } from 'vitest';
import { applyToSnapshot, decide } from '../../../src/domain/lifecycle/index.js';
import { Sim, T0, buyer, expectOk, makeTxn, seller, service } from './fixtures.js';

function shipped() {
  const sim = new Sim(makeTxn());
  sim.do({ type: 'fund' }, service);
  sim.do({ type: 'ship' }, seller);
  sim.takeEvents();
  return sim;
}

describe('batch', () => {
  it('applies every action in order, each on the state the previous left', () => {
    const sim = shipped();
    const decision = sim.do({ type: 'batch', actions: [{ type: 'receive' }, { type: 'accept' }] }, buyer);
    expect(decision.events.map((event) => event.name)).toEqual(['receive', 'accept']);
    expect(decision.jobs.map((job) => job.op)).toEqual(['schedule', 'cancel', 'schedule']);
    expect(decision.patch.filter((op) => op.entity === 'transaction')).toEqual([{ entity: 'transaction', set: { statusCode: 40 } }]);
    expect(sim.item()).toMatchObject({ received: true, accepted: true });
  });

  it('is all or nothing: a refused action refuses the batch with its index', () => {
    const sim = shipped();
    const refused = sim.refuse({ type: 'batch', actions: [{ type: 'receive' }, { type: 'accept_return' }] }, buyer, 'forbidden');
    expect(refused.error.details).toMatchObject({ index: 1, cause: { code: 'forbidden' } });
    expect(sim.item().received).toBe(false);
    const state = sim.refuse({ type: 'batch', actions: [{ type: 'receive' }, { type: 'receive' }] }, buyer, 'invalid_state');
    expect(state.error.message).toMatch(/^Action 1 of the batch \(receive\) was refused/);
  });

  it('validates its list: non-empty, bounded, no nesting, no service commands', () => {
    const sim = shipped();
    sim.refuse({ type: 'batch', actions: [] }, buyer, 'validation');
    sim.refuse({ type: 'batch', actions: Array.from({ length: 51 }, () => ({ type: 'receive' as const })) }, buyer, 'validation');
    sim.refuse({ type: 'batch', actions: [{ type: 'batch', actions: [{ type: 'receive' }] }] }, buyer, 'validation');
    sim.refuse({ type: 'batch', actions: [{ type: 'fund' }] }, service, 'forbidden');
    sim.refuse({ type: 'batch', actions: [{ type: 'receive' }, { type: 'disburse' }] }, buyer, 'validation');
  });

  it('equals the same actions applied one by one', () => {
    const start = shipped().s;
    const batched = applyToSnapshot(
      start,
      expectOk(decide(start, { type: 'batch', actions: [{ type: 'receive' }, { type: 'reject', rejectionReason: 'no' }] }, buyer, T0)),
    );
    const one = applyToSnapshot(start, expectOk(decide(start, { type: 'receive' }, buyer, T0)));
    const two = applyToSnapshot(one, expectOk(decide(one, { type: 'reject', rejectionReason: 'no' }, buyer, T0)));
    expect(batched).toEqual(two);
  });
});
