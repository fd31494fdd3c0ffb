import { describe, expect, it } from 'vitest';
import { applyPatchInPlace, applyToSnapshot, cloneSnapshot, decide, type PatchOp } from '../../../src/domain/lifecycle/index.js';
import { buyer, expectOk, gm, makeTxn, SELLER, seller, T0 } from './fixtures.js';

// A decision's patch is applied by one function (applyPatchInPlace): the state it leaves and
// the writes it answers (what the transactions store renders as SQL) describe the same change.

describe('applyPatchInPlace', () => {
  it('changes the state in place and answers one write per row, its sets merged in order', () => {
    const state = makeTxn({ items: [gm(100_000n), gm(50_000n)] });
    const [first, second] = state.items;
    const schedule = first!.schedules[0]!;
    const party = state.parties[0]!;
    const patch: PatchOp[] = [
      { entity: 'item', id: first!.id, set: { shipped: true } },
      { entity: 'transaction', set: { statusCode: 15 } },
      { entity: 'schedule', id: schedule.id, set: { secured: true } },
      { entity: 'item', id: first!.id, set: { received: true, shipped: false } },
      { entity: 'party', id: party.id, set: { agreed: true, agreedAt: T0 } },
      { entity: 'transaction', set: { description: 'new terms' } },
      { entity: 'item', id: second!.id, set: { canceled: true } },
    ];
    const writes = applyPatchInPlace(state, patch);
    expect(state.statusCode).toBe(15);
    expect(state.description).toBe('new terms');
    expect(state.items[0]).toMatchObject({ shipped: false, received: true });
    expect(state.items[0]!.schedules[0]!.secured).toBe(true);
    expect(state.items[1]!.canceled).toBe(true);
    expect(state.parties[0]).toMatchObject({ agreed: true, agreedAt: T0 });
    expect(writes).toEqual({
      transaction: { statusCode: 15, description: 'new terms' },
      rows: [
        { entity: 'item', id: first!.id, set: { shipped: false, received: true } },
        { entity: 'schedule', id: schedule.id, set: { secured: true } },
        { entity: 'party', id: party.id, set: { agreed: true, agreedAt: T0 } },
        { entity: 'item', id: second!.id, set: { canceled: true } },
      ],
      shipments: [],
      newSchedules: [],
      repriceFees: false,
    });
    // The patch's own sets are not changed by the merge.
    expect(patch[0]).toEqual({ entity: 'item', id: first!.id, set: { shipped: true } });
  });

  it('answers shipments in order and a fee repricing, which the state alone cannot make', () => {
    const state = makeTxn({ items: [gm()] });
    const itemId = state.items[0]!.id;
    const fees = state.items[0]!.fees;
    const ship = {
      entity: 'shipment',
      itemId,
      direction: 'forward',
      update: false,
      carrier: 'UPS',
      trackingId: '1Z',
      carrierContact: null,
      authorizationType: null,
    } as const;
    const track = { ...ship, update: true, trackingId: '2Z' } as const;
    const writes = applyPatchInPlace(state, [ship, { entity: 'fees', recompute: true }, track]);
    expect(writes.shipments).toEqual([ship, track]);
    expect(writes.repriceFees).toBe(true);
    expect(state.items[0]!.fees).toBe(fees);
  });

  it('refuses an id the state does not hold, as a bug of the core', () => {
    const state = makeTxn({ items: [gm()] });
    expect(() => applyPatchInPlace(state, [{ entity: 'schedule', id: 987_654, set: { secured: true } }])).toThrow(RangeError);
    expect(() => applyPatchInPlace(state, [{ entity: 'party', id: 987_654, set: { agreed: true } }])).toThrow(RangeError);
  });

  it('gives the snapshot the core decides on and the writes of the same decision', () => {
    const start = makeTxn({ items: [gm()], agreed: false });
    const decision = expectOk(decide(start, { type: 'agree' }, seller, T0));
    const after = applyToSnapshot(start, decision);
    const changed = cloneSnapshot(start);
    const writes = applyPatchInPlace(changed, decision.patch);
    expect(changed).toEqual({ ...after, floatAmount: start.floatAmount });
    const sellerParty = start.parties.find((candidate) => candidate.customerId === SELLER)!;
    expect(writes.rows).toContainEqual({ entity: 'party', id: sellerParty.id, set: expect.objectContaining({ agreed: true }) });
    // The buyer has still to agree, on the state the seller's agreement left.
    expect(decide(after, { type: 'agree' }, buyer, T0).ok).toBe(true);
  });
});
