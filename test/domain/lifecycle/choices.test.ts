/** select_payment_method, select_payout_method and advance_clock: choices decided by the core like any action. */
import { describe, expect, it } from 'vitest';
import { defaultFeeTable } from '../../../src/domain/fees/fee-table.js';
import { decide, type CommandFacts, type PaymentFacts } from '../../../src/domain/lifecycle/index.js';
import { offeredMethods } from '../../../src/domain/payment-methods/catalog.js';
import { BUYER, DAY, SELLER, T0, asCustomer, buyer, expectOk, expectRefused, makeTxn, partner, seller, service, stranger, Sim } from './fixtures.js';

const payment: PaymentFacts = {
  buyer: { email: 'buyer@example.com', country: 'US', verified: false },
  offered: offeredMethods('sandbox', true),
  feeTable: defaultFeeTable,
};
const withPayment: CommandFacts = { payment };
const wire = { type: 'select_payment_method', method: 'wire_transfer' } as const;

describe('select_payment_method', () => {
  it('stores the choice with its status code and notes it in the timeline', () => {
    const txn = makeTxn();
    const decision = expectOk(decide(txn, { ...wire, wireReference: '  INV-7 ' }, buyer, T0, withPayment));
    expect(decision.patch).toEqual([
      { entity: 'transaction', set: { selectedPaymentMethod: 'wire_transfer', wireReference: 'INV-7' } },
      { entity: 'transaction', set: { statusCode: 20 } },
    ]);
    expect(decision.timeline).toEqual([{ event: null, notes: 'The buyer chose to pay 1032.50 USD by wire transfer.' }]);
    expect(decision.events).toEqual([]);
  });

  it('is for the buyer or an approved partner acting for it, never for other roles', () => {
    const txn = makeTxn();
    const forBuyer = expectOk(decide(txn, wire, asCustomer(BUYER), T0, withPayment));
    expect(forBuyer.timeline[0]!.notes).toMatch(/^The partner, for the buyer, chose to pay/);
    for (const actor of [seller, partner, asCustomer(SELLER)])
      expect(expectRefused(decide(txn, wire, actor, T0, withPayment), 'forbidden').error.message).toMatch(/^Only the buyer, or an approved partner/);
    expectRefused(decide(txn, wire, asCustomer(BUYER, false), T0, withPayment), 'forbidden');
    expectRefused(decide(txn, wire, stranger, T0, withPayment), 'forbidden');
  });

  it('answers why a method cannot be chosen now, in the payments domain’s words', () => {
    const card = { type: 'select_payment_method', method: 'credit_card' } as const;
    expect(expectRefused(decide(makeTxn(), card, buyer, T0, withPayment), 'invalid_state').error.message).toBe(
      "Payment by credit card can be chosen once the buyer's identity is verified.",
    );
    const cancelled = { ...makeTxn(), isCancelled: true };
    expect(expectRefused(decide(cancelled, wire, buyer, T0, withPayment), 'invalid_state').error.message).toBe(
      'The transaction is cancelled; nothing is to be paid.',
    );
  });

  it('validates the choice by its own field names', () => {
    const refused = expectRefused(decide(makeTxn(), { ...wire, returnUrl: 'ftp://x', wireReference: '' }, buyer, T0, withPayment), 'validation');
    expect(refused.error.message).toBe('The request has invalid fields');
    expect(refused.error.details?.fields).toEqual({
      wireReference: ['must be a non-empty string of at most 140 characters'],
      returnUrl: ['is only used for credit_card and paypal'],
    });
    const paypal = { type: 'select_payment_method', method: 'paypal', returnUrl: 'http://shop.example' } as const;
    expect(expectRefused(decide(makeTxn(), paypal, buyer, T0, { ...withPayment, httpsOnly: true }), 'validation').error.details?.fields).toEqual({
      returnUrl: ['must be an https URL of at most 2048 characters'],
    });
  });
});

describe('select_payout_method', () => {
  const chosen: CommandFacts = { payoutMethod: { ok: true, id: 42, type: 'wire_transfer' } };
  const command = { type: 'select_payout_method', method: { id: 42 } } as const;

  it('sets the payee’s method, schedules the payout and notes the kind of payout (never bank details)', () => {
    const txn = makeTxn({ methods: false });
    const decision = expectOk(decide(txn, command, seller, T0, chosen));
    const sellerParty = txn.parties.find((party) => party.role === 'seller')!;
    expect(decision.patch).toContainEqual({ entity: 'party', id: sellerParty.id, set: { disbursementMethodId: 42 } });
    expect(decision.jobs).toEqual([{ op: 'schedule', kind: 'disburse', uniqueKey: `disburse:txn:${txn.id}`, runAt: T0, payload: { transactionId: txn.id } }]);
    expect(decision.timeline).toEqual([{ event: null, notes: 'The seller chose to be paid by wire transfer.' }]);
  });

  it('refuses who is no payee before when, and when before what', () => {
    const txn = makeTxn();
    const invalid: CommandFacts = {
      payoutMethod: { ok: false, errors: { id: ['does not identify one of your saved disbursement methods'] }, message: 'The request has invalid fields' },
    };
    expectRefused(decide(txn, command, buyer, T0, invalid), 'forbidden');
    expectRefused(decide(txn, command, partner, T0, invalid), 'forbidden');
    expectRefused(decide(txn, command, service, T0, invalid), 'forbidden');
    const closed = { ...txn, closedAt: T0 };
    expect(expectRefused(decide(closed, command, seller, T0, invalid), 'invalid_state').error.message).toBe(
      'The transaction is closed: its disbursement method can no longer change',
    );
    const refused = expectRefused(decide(txn, command, seller, T0, invalid), 'validation');
    expect(refused.error).toMatchObject({ message: 'The request has invalid fields', details: { fields: { id: [expect.any(String)] } } });
  });

  it('is refused once the payee has been paid', () => {
    const txn = makeTxn();
    txn.items[0]!.schedules[0]!.disbursedToBeneficiary = true;
    expectRefused(decide(txn, command, seller, T0, chosen), 'invalid_state', 'disbursed');
  });
});

describe('advance_clock', () => {
  it('moves the transaction’s own clock and says so in the timeline, even once it is closed', () => {
    const sim = new Sim({ ...makeTxn(), closedAt: T0 });
    const decision = sim.do({ type: 'advance_clock', seconds: 3 * DAY }, buyer);
    expect(decision.patch[0]).toEqual({ entity: 'transaction', set: { clockOffsetSeconds: 3 * DAY } });
    expect(decision.timeline).toEqual([{ event: null, notes: 'The sandbox clock of this transaction was moved forward by 3 days.' }]);
    sim.do({ type: 'advance_clock', seconds: 90 }, seller);
    expect(sim.s.clockOffsetSeconds).toBe(3 * DAY + 90);
  });

  it('is for the parties, by a whole number of seconds up to ten years', () => {
    const sim = new Sim(makeTxn());
    sim.refuse({ type: 'advance_clock', seconds: 60 }, stranger, 'forbidden');
    sim.refuse({ type: 'advance_clock', seconds: 60 }, asCustomer(BUYER), 'forbidden');
    for (const seconds of [0, 1.5, 10 * 365 * DAY + 1, undefined]) {
      const refused = sim.refuse({ type: 'advance_clock', seconds }, buyer, 'validation');
      expect(refused.error.details?.fields).toEqual({ seconds: ['must be a whole number of seconds from 1 to 315360000'] });
    }
  });

  it('cannot be part of a batch, nor can the choices', () => {
    const sim = new Sim(makeTxn());
    for (const entry of [{ type: 'advance_clock', seconds: 60 }, wire] as const)
      expect(sim.refuse({ type: 'batch', actions: [entry] }, buyer, 'validation').error.details?.fields).toEqual({
        actions: { '0': [`${entry.type} cannot be part of a batch`] },
      });
  });
});
