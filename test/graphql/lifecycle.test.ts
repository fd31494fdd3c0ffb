import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlData } from '../support/graphql.js';
import { eventNames, mutate, perform, type LifecycleTransaction } from '../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { givePayoutMethod } from '../support/lifecycle.js';
import {
  AcceptItems,
  AcceptReturn,
  AdvanceClock,
  AgreeTransaction,
  AuthenticatorRejects,
  BatchActions,
  CancelTransaction,
  CreateLifecycleTransaction,
  FloatCancel,
  FloatRelease,
  FundInSandbox,
  ModifyParty,
  ModifyTerms,
  ReceiveItems,
  ReceiveReturn,
  RecordPayment,
  RejectItems,
  RejectReturn,
  ResolveDispute,
  ShipItems,
  ShipReturn,
  UpdateTracking,
  UpgradeDraft,
} from '../support/lifecycle-operations.js';
import type { CreateTransactionInput } from './generated/graphql.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let broker: TestAccount;
let partner: TestAccount;
let operator: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, broker, partner, operator, stranger },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    broker: { email: 'broker@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
    operator: { email: 'ops@heldfunds.test', isOperator: true },
    stranger: { email: 'stranger@example.com' },
  }));
});
afterAll(() => harness.close());

type ItemInput = CreateTransactionInput['items'][number];

const goods = (title: string, amount: string, extra: Partial<ItemInput> = {}): ItemInput => ({
  title,
  type: 'general_merchandise',
  inspectionPeriod: 259200,
  schedule: [{ amount, payerCustomer: 'buyer@example.com', beneficiaryCustomer: 'seller@example.com' }],
  ...extra,
});

/** Creates a transaction over GraphQL (buyer and seller by email; the caller becomes partner). */
async function create(account: TestAccount, overrides: Partial<CreateTransactionInput> = {}): Promise<{ id: string } & LifecycleTransaction> {
  const data = await gqlData(harness, account.auth, CreateLifecycleTransaction, {
    input: {
      currency: 'usd',
      description: 'A vintage camera',
      parties: [
        { role: 'buyer', customer: 'buyer@example.com' },
        { role: 'seller', customer: 'seller@example.com' },
      ],
      items: [goods('Camera', '1000.00')],
      ...overrides,
    },
  });
  if (data.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(JSON.stringify(data.createTransaction));
  return data.createTransaction.transaction;
}

/** A transaction the buyer created, agreed by the seller and funded in the sandbox. */
async function funded(overrides: Partial<CreateTransactionInput> = {}): Promise<{ id: string } & LifecycleTransaction> {
  const created = await create(buyer, overrides);
  await perform(harness, seller, AgreeTransaction, { id: created.id });
  await perform(harness, buyer, FundInSandbox, { id: created.id });
  return created;
}

const drain = () => harness.workers().drain();

/** What the transaction's postings moved into an account (accounts of customers span transactions). */
async function moved(transactionId: number, key: string): Promise<bigint> {
  const entries = await harness.services.prisma.ledgerEntry.findMany({ where: { posting: { transactionId }, account: { key } } });
  return entries.reduce((sum, entry) => sum + entry.amount, 0n);
}

/** The 25.00 fee of the wire transfer each payee chose (givePayoutMethod): charged once, with its first payout. */
const wireTransferFee = 2500n;
const paidOut = (transactionId: number, account: TestAccount) => moved(transactionId, `payout:customer:${account.id}:usd`);

const flags = (transaction: LifecycleTransaction, index = 0) =>
  Object.entries(transaction.items[index]!.status)
    .filter(([name, value]) => name !== '__typename' && value === true)
    .map(([name]) => name);

describe('general merchandise over GraphQL', () => {
  it('agrees, funds, ships, receives, accepts, pays out and completes, refusing wrong actors and states', async () => {
    const { id, databaseId, items } = await create(buyer);

    expect(await mutate(harness, buyer, ShipItems, { id })).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Only the seller may ship items',
    });
    expect(await mutate(harness, stranger, AgreeTransaction, { id })).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Only the parties of a transaction may act on it',
    });
    expect(await mutate(harness, seller, ShipItems, { id })).toEqual({
      __typename: 'InvalidStateError',
      code: 'invalid_state',
      message: `Cannot ship item ${items[0]!.databaseId}: it is awaiting payment; it must be funded (its schedules secured) and not yet shipped.`,
    });

    const agreed = await perform(harness, seller, AgreeTransaction, { id });
    expect(agreed.parties.map((party) => [party.role, party.agreed])).toEqual([
      ['buyer', true],
      ['seller', true],
      ['partner', true],
    ]);
    expect(agreed.statusCode).toBe(15);
    expect(await mutate(harness, seller, AgreeTransaction, { id })).toMatchObject({ __typename: 'InvalidStateError', code: 'invalid_state' });

    const paid = await perform(harness, buyer, FundInSandbox, { id });
    expect(paid.items[0]!.schedule).toEqual([{ amount: '1000.00', secured: true, disbursedToBeneficiary: false }]);
    expect(paid.statusCode).toBe(25);

    const shipped = await perform(harness, seller, ShipItems, {
      id,
      shipping: { trackingInformation: { carrier: 'UPS', trackingId: '1Z999', carrierContact: '+1 800 742 5877' } },
    });
    expect(flags(shipped)).toEqual(['shipped']);
    expect(shipped.statusCode).toBe(30);
    const shipment = await harness.services.prisma.shipment.findFirstOrThrow({ where: { item: { transactionId: databaseId } } });
    expect(shipment).toMatchObject({ direction: 'forward', carrier: 'UPS', trackingId: '1Z999', carrierContact: '+1 800 742 5877', authorizationType: null });

    const tracked = await perform(harness, seller, UpdateTracking, { id, shipping: { trackingInformation: { trackingId: '1Z1000' } } });
    expect(tracked.statusCode).toBe(30);
    expect(await harness.services.prisma.shipment.findFirstOrThrow({ where: { item: { transactionId: databaseId } } })).toMatchObject({
      carrier: 'UPS',
      trackingId: '1Z1000',
    });

    const received = await perform(harness, buyer, ReceiveItems, { id });
    expect(flags(received)).toEqual(['received', 'shipped']);
    expect(received.statusCode).toBe(35);
    await givePayoutMethod(harness, databaseId, seller.id);
    const accepted = await perform(harness, buyer, AcceptItems, { id });
    expect(flags(accepted)).toEqual(['accepted', 'received', 'shipped']);
    expect(accepted.statusCode).toBe(40);

    await drain();
    expect(await mutate(harness, buyer, CancelTransaction, { id })).toEqual({
      __typename: 'InvalidStateError',
      code: 'invalid_state',
      message: expect.stringMatching(/^The transaction was completed at .*; no further action is possible\.$/),
    });
    expect(await eventNames(harness, databaseId)).toEqual([
      'create',
      'agree',
      'payment_sent',
      'payment_received',
      'payment_approved',
      'ship',
      'receive',
      'accept',
      'payment_disbursed',
      'complete',
    ]);
    expect(await paidOut(databaseId, seller)).toBe(100000n - wireTransferFee);
    const stored = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id: databaseId } });
    expect(stored).toMatchObject({ statusCode: 80, closedAt: expect.any(Date) });
  });
});

describe('domain name', () => {
  it('requires an authorizationType to ship, then completes', async () => {
    const { id, databaseId } = await funded({
      description: 'The sale of example.com',
      items: [goods('example.com', '1000.00', { type: 'domain_name' })],
    });
    expect(await mutate(harness, seller, ShipItems, { id, shipping: { trackingInformation: { carrier: 'registrar' } } })).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The action has invalid fields',
      fields: [
        {
          path: ['shippingInformation', 'authorizationType'],
          messages: ['is required for domain name items: push, authorization_code or username_password'],
        },
      ],
    });
    const shipped = await perform(harness, seller, ShipItems, { id, shipping: { authorizationType: 'push' } });
    expect(shipped.statusCode).toBe(32);
    expect(await harness.services.prisma.shipment.findFirstOrThrow({ where: { item: { transactionId: databaseId } } })).toMatchObject({
      authorizationType: 'push',
    });
    await perform(harness, buyer, ReceiveItems, { id });
    await givePayoutMethod(harness, databaseId, seller.id);
    await perform(harness, buyer, AcceptItems, { id });
    await drain();
    expect(await paidOut(databaseId, seller)).toBe(100000n - wireTransferFee);
    expect((await eventNames(harness, databaseId)).slice(-3)).toEqual(['accept', 'payment_disbursed', 'complete']);
  });
});

describe('milestones', () => {
  it('funds, ships, receives, accepts and disburses each milestone on its own', async () => {
    const milestone = (title: string, amount: string, day: number) =>
      goods(title, amount, {
        type: 'milestone',
        inspectionPeriod: 86400,
        schedule: [
          { amount, payerCustomer: 'buyer@example.com', beneficiaryCustomer: 'seller@example.com', dueDate: new Date(Date.UTC(2026, 1, day)).toISOString() },
        ],
      });
    const created = await create(buyer, { description: 'A website', items: [milestone('Design', '300.00', 1), milestone('Build', '700.00', 15)] });
    const { id, databaseId } = created;
    const [design, build] = created.items.map((item) => item.databaseId) as [number, number];
    await perform(harness, seller, AgreeTransaction, { id });
    await givePayoutMethod(harness, databaseId, seller.id);

    // An operator records the first milestone's payment only.
    const first = await perform(harness, operator, RecordPayment, { id, itemIds: [design], reference: 'WIRE-1' });
    expect(first.items.map((item) => item.schedule[0]!.secured)).toEqual([true, false]);
    expect(first.statusCode).toBe(21);
    expect(await mutate(harness, seller, ShipItems, { id })).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: expect.any(String),
      fields: [{ path: ['itemId'], messages: [expect.stringMatching(/milestone/)] }],
    });
    expect(await mutate(harness, seller, ShipItems, { id, itemId: build })).toMatchObject({ __typename: 'InvalidStateError' });
    expect(flags(await perform(harness, seller, ShipItems, { id, itemId: design }))).toEqual(['shipped']);
    await perform(harness, buyer, ReceiveItems, { id, itemId: design });
    const firstAccepted = await perform(harness, buyer, AcceptItems, { id, itemId: design });
    expect(firstAccepted.items.map((item) => item.status.accepted)).toEqual([true, false]);
    await drain();
    expect(await paidOut(databaseId, seller)).toBe(30000n - wireTransferFee);

    const second = await perform(harness, operator, RecordPayment, { id, itemIds: [build], amount: '722.75' });
    expect(second.items.map((item) => item.schedule[0]).map((schedule) => [schedule!.secured, schedule!.disbursedToBeneficiary])).toEqual([
      [true, true],
      [true, false],
    ]);
    await perform(harness, seller, ShipItems, { id, itemId: build });
    await perform(harness, buyer, ReceiveItems, { id, itemId: build });
    await perform(harness, buyer, AcceptItems, { id, itemId: build });
    await drain();
    expect(await paidOut(databaseId, seller)).toBe(100000n - wireTransferFee);
    expect((await eventNames(harness, databaseId)).filter((name) => name === 'payment_disbursed')).toHaveLength(2);
    const payments = await harness.services.prisma.payment.findMany({ where: { transactionId: databaseId }, orderBy: { id: 'asc' } });
    // Each payment brings the milestone's escrow fee too: 10.00 (the minimum) and 22.75 (3.25 %).
    expect(payments.map((payment) => [payment.amount, payment.method, payment.externalReference, payment.recordedById])).toEqual([
      [31000n, 'wire_transfer', 'WIRE-1', operator.id],
      [72275n, 'wire_transfer', null, operator.id],
    ]);
  });
});

describe('returns and disputes', () => {
  it('reject → shipReturn → receiveReturn → acceptReturn refunds the buyer', async () => {
    const { id, databaseId } = await funded();
    await perform(harness, seller, ShipItems, { id });
    await perform(harness, buyer, ReceiveItems, { id });
    const rejected = await perform(harness, buyer, RejectItems, { id, reason: 'Not as described' });
    expect(flags(rejected)).toEqual(['received', 'rejected', 'shipped']);
    expect(rejected.statusCode).toBe(45);
    expect(await mutate(harness, seller, ShipReturn, { id })).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Only the buyer may ship a return',
    });
    expect((await perform(harness, buyer, ShipReturn, { id, shipping: { trackingInformation: { carrier: 'DHL' } } })).statusCode).toBe(50);
    expect((await perform(harness, seller, ReceiveReturn, { id })).statusCode).toBe(55);
    const returned = await perform(harness, seller, AcceptReturn, { id });
    expect(flags(returned)).toEqual(['acceptedReturned', 'received', 'receivedReturned', 'rejected', 'shipped', 'shippedReturned']);
    expect(returned.statusCode).toBe(60);
    await drain();
    expect(await eventNames(harness, databaseId)).toEqual([
      'create',
      'agree',
      'payment_sent',
      'payment_received',
      'payment_approved',
      'ship',
      'receive',
      'reject',
      'ship_return',
      'receive_return',
      'accept_return',
      'payment_refunded',
      'complete',
    ]);
    expect(await moved(databaseId, `refund:customer:${buyer.id}:usd`)).toBe(100000n);
    const item = await harness.services.prisma.item.findFirstOrThrow({ where: { transactionId: databaseId } });
    expect(item.rejectionReason).toBe('Not as described');
    expect((await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id: databaseId } })).statusCode).toBe(85);
  });

  it('rejectReturn puts the item in dispute; only an operator resolves it', async () => {
    const { id, databaseId, items } = await funded();
    await perform(harness, seller, ShipItems, { id });
    await perform(harness, buyer, ReceiveItems, { id });
    await perform(harness, buyer, RejectItems, { id });
    await perform(harness, buyer, ShipReturn, { id });
    await perform(harness, seller, ReceiveReturn, { id });
    const disputed = await perform(harness, seller, RejectReturn, { id, reason: 'Returned damaged' });
    expect(flags(disputed)).toEqual(expect.arrayContaining(['inDispute', 'rejectedReturned']));
    expect(disputed.statusCode).toBe(65);
    const itemId = items[0]!.databaseId;

    expect(await mutate(harness, seller, ResolveDispute, { id, itemId, outcome: 'release_to_seller' })).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Only operators may use resolveDispute',
    });
    expect(await mutate(harness, operator, ResolveDispute, { id, itemId: 999999, outcome: 'release_to_seller' })).toEqual({
      __typename: 'NotFoundError',
      code: 'not_found',
      message: `Item 999999 is not part of transaction ${databaseId}`,
    });
    await givePayoutMethod(harness, databaseId, seller.id);
    const resolved = await perform(harness, operator, ResolveDispute, { id, itemId, outcome: 'release_to_seller', note: 'Photos show it left intact' });
    expect(resolved.statusCode).toBe(67);
    expect(resolved.items[0]!.status.inDispute).toBe(false);
    await drain();
    expect((await eventNames(harness, databaseId)).slice(-5)).toEqual(['reject_return', 'dispute_opened', 'refund_rejected', 'payment_disbursed', 'complete']);
    expect(await mutate(harness, operator, ResolveDispute, { id, itemId, outcome: 'refund_buyer' })).toMatchObject({ __typename: 'InvalidStateError' });
  });
});

describe('cancelTransaction (spec section 3)', () => {
  it('lets any party cancel before the buyer and the seller both agreed, with the reason', async () => {
    const { id, databaseId } = await create(partner);
    const cancelled = await perform(harness, seller, CancelTransaction, { id, reason: 'Sold elsewhere' });
    expect(cancelled).toMatchObject({ isCancelled: true, cancellationReason: 'Sold elsewhere', statusCode: 0 });
    expect(flags(cancelled)).toEqual(['canceled']);
    expect(await eventNames(harness, databaseId)).toEqual(['create', 'cancel']);
    expect(await mutate(harness, partner, CancelTransaction, { id })).toEqual({
      __typename: 'InvalidStateError',
      code: 'invalid_state',
      message: 'The transaction is cancelled; no further action is possible.',
    });
  });

  it('once the buyer and the seller agreed, only the partner may cancel', async () => {
    const { id } = await create(partner);
    await perform(harness, buyer, AgreeTransaction, { id });
    await perform(harness, seller, AgreeTransaction, { id });
    const onlyPartner = {
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'The buyer and the seller both agreed: only the partner may cancel this transaction',
    };
    expect(await mutate(harness, buyer, CancelTransaction, { id })).toEqual(onlyPartner);
    expect(await mutate(harness, seller, CancelTransaction, { id })).toEqual(onlyPartner);
    expect((await perform(harness, partner, CancelTransaction, { id })).isCancelled).toBe(true);
  });
});

describe('auto-accept on the sandbox clock', () => {
  it('accepts when the inspection period ends and pays the seller', async () => {
    const { id, databaseId } = await funded();
    await perform(harness, seller, ShipItems, { id });
    await perform(harness, buyer, ReceiveItems, { id });
    await givePayoutMethod(harness, databaseId, seller.id);
    expect((await perform(harness, buyer, AdvanceClock, { id, seconds: 259199 })).items[0]!.status.accepted).toBe(false);
    const later = await perform(harness, seller, AdvanceClock, { id, seconds: 1 });
    expect(later.items[0]!.status.accepted).toBe(true);
    expect(later.closeDate).toEqual(expect.any(String));
    expect(later.statusCode).toBe(80);
    expect((await eventNames(harness, databaseId)).slice(-3)).toEqual(['accept', 'payment_disbursed', 'complete']);
    expect(await mutate(harness, buyer, AdvanceClock, { id, seconds: 0 })).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The request has invalid fields',
      fields: [{ path: ['seconds'], messages: ['must be a whole number of seconds from 1 to 315360000'] }],
    });
  });
});

describe('broker commission', () => {
  it('pays the commission to the broker and the price to the seller', async () => {
    const created = await create(broker, {
      parties: [
        { role: 'buyer', customer: 'buyer@example.com' },
        { role: 'seller', customer: 'seller@example.com' },
        { role: 'broker', customer: 'me' },
      ],
      items: [
        goods('Thing', '1000.00'),
        { title: 'Commission', type: 'broker_fee', schedule: [{ amount: '100.00', payerCustomer: 'buyer@example.com', beneficiaryCustomer: 'me' }] },
      ],
    });
    const { id, databaseId } = created;
    await givePayoutMethod(harness, databaseId, seller.id);
    await givePayoutMethod(harness, databaseId, broker.id);
    await perform(harness, buyer, AgreeTransaction, { id });
    await perform(harness, seller, AgreeTransaction, { id });
    const paid = await perform(harness, buyer, FundInSandbox, { id });
    expect(paid.items.map((item) => item.schedule[0]!.secured)).toEqual([true, true]);
    await perform(harness, seller, ShipItems, { id });
    await perform(harness, buyer, ReceiveItems, { id });
    await perform(harness, buyer, AcceptItems, { id });
    await drain();
    expect(await paidOut(databaseId, broker)).toBe(10000n - wireTransferFee);
    expect(await paidOut(databaseId, seller)).toBe(100000n - wireTransferFee);
    expect((await eventNames(harness, databaseId)).slice(-3)).toEqual(['payment_disbursed', 'payment_disbursed', 'complete']);
  });
});

describe('agreement actions', () => {
  it('modifyTerms changes the terms before both agreed, with camelCase validation paths', async () => {
    const { id, items } = await create(buyer);
    const itemId = items[0]!.databaseId;
    expect(await mutate(harness, buyer, ModifyTerms, { id, terms: { items: [{ itemId, inspectionPeriod: -1 }] } })).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The action has invalid fields',
      fields: [{ path: ['terms', 'items', '0', 'inspectionPeriod'], messages: ['must be a whole number of seconds between 0 and 31536000'] }],
    });
    expect(await mutate(harness, buyer, ModifyTerms, { id, terms: {} })).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The action has invalid fields',
      fields: [{ path: ['terms'], messages: ['must change the description or items'] }],
    });
    const modified = await gqlData(harness, seller.auth, ModifyTerms, { id, terms: { items: [{ itemId, title: 'Leica M3', inspectionPeriod: 86400 }] } });
    if (modified.modifyTerms.__typename !== 'ModifyTermsPayload') throw new Error(JSON.stringify(modified));
    expect(modified.modifyTerms.transaction.items[0]).toMatchObject({ title: 'Leica M3', inspectionPeriod: 86400 });
    // The seller's change must be agreed again by the buyer.
    expect(modified.modifyTerms.transaction.parties.map((party) => [party.role, party.agreed])).toEqual([
      ['buyer', false],
      ['seller', true],
      ['partner', true],
    ]);
  });

  it('modifyParty hands a party to another customer inside the action, inviting a newcomer', async () => {
    const { id, parties } = await create(buyer);
    const sellerParty = parties.find((party) => party.role === 'seller')!;
    expect(await mutate(harness, buyer, ModifyParty, { id, partyId: sellerParty.databaseId, customer: 'not an email' })).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The request has invalid fields',
      fields: [{ path: ['customer'], messages: ['must be a valid email address'] }],
    });
    expect(await mutate(harness, buyer, ModifyParty, { id, partyId: 0, customer: 'nobody@example.com' })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: ['partyId'], messages: ['must be a positive integer'] }],
    });
    // A refused change leaves no invitation behind.
    expect(await harness.services.prisma.customer.count({ where: { email: 'nobody@example.com' } })).toBe(0);
    const modified = await perform(harness, buyer, ModifyParty, { id, partyId: sellerParty.databaseId, customer: 'New-Seller@example.com' });
    expect(modified.parties.find((party) => party.role === 'seller')).toMatchObject({ customer: 'new-seller@example.com', agreed: false });
    expect(await harness.services.prisma.mailMessage.count({ where: { to: 'new-seller@example.com', kind: 'invitation' } })).toBe(1);
  });

  it('upgradeDraft starts an offer', async () => {
    const { id, databaseId } = await create(buyer, { isDraft: true });
    expect(await mutate(harness, seller, AgreeTransaction, { id })).toMatchObject({ __typename: 'InvalidStateError' });
    const upgraded = await perform(harness, seller, UpgradeDraft, { id });
    expect(upgraded).toMatchObject({ isDraft: false, statusCode: 15 });
    expect(await eventNames(harness, databaseId)).toEqual(['create', 'offer_accepted', 'agree']);
  });

  it('acts As-Customer for an approved partner, never to accept', async () => {
    await harness.services.prisma.customer.update({ where: { id: partner.id }, data: { actAsCustomerApproved: true } });
    try {
      const { id } = await create(partner);
      const agreed = await perform(harness, partner, AgreeTransaction, { id, as: 'seller@example.com' });
      expect(agreed.parties.find((party) => party.role === 'seller')!.agreed).toBe(true);
      await perform(harness, partner, AgreeTransaction, { id, as: 'buyer@example.com' });
      await perform(harness, buyer, FundInSandbox, { id });
      await perform(harness, partner, ShipItems, { id, as: 'seller@example.com' });
      await perform(harness, partner, ReceiveItems, { id, as: 'buyer@example.com' });
      expect(await mutate(harness, partner, AcceptItems, { id, as: 'buyer@example.com' })).toEqual({
        __typename: 'ForbiddenError',
        code: 'forbidden',
        message: 'A partner acting for a party (As-Customer) may not accept',
      });
      expect(await mutate(harness, partner, AcceptItems, { id, as: 'stranger@example.com' })).toEqual({
        __typename: 'ForbiddenError',
        code: 'forbidden',
        message: 'As-Customer must name a party of this transaction',
      });
    } finally {
      await harness.services.prisma.customer.update({ where: { id: partner.id }, data: { actAsCustomerApproved: false } });
    }
  });
});

describe('batchActions', () => {
  it('applies all of its actions or none', async () => {
    const { id } = await funded();
    expect(await mutate(harness, seller, BatchActions, { id, actions: [{ action: 'ship' }, { action: 'accept' }] })).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Action 1 (accept) of the batch failed: Only the buyer may accept items; no action was applied',
    });
    expect(
      await mutate(harness, seller, BatchActions, {
        id,
        actions: [{ action: 'ship' }, { action: 'update_tracking', shippingInformation: { trackingInformation: { carrier: 'x'.repeat(256) } } }],
      }),
    ).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: expect.stringMatching(/^Action 1 \(update_tracking\) of the batch failed: /),
      fields: [{ path: ['actions', '1', 'shippingInformation', 'trackingInformation', 'carrier'], messages: ['must be at most 255 characters'] }],
    });
    expect(await mutate(harness, seller, BatchActions, { id, actions: [{ action: 'agree', rejectionReason: 'why not' }] })).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The request has invalid fields',
      fields: [{ path: ['actions', '0', 'rejectionReason'], messages: ['does not apply to agree'] }],
    });
    expect(await mutate(harness, seller, BatchActions, { id, actions: [] })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: ['actions'], messages: ['must be a non-empty list of actions'] }],
    });
    const applied = await perform(harness, seller, BatchActions, {
      id,
      actions: [
        { action: 'ship', shippingInformation: { trackingInformation: { carrier: 'UPS' } } },
        { action: 'update_tracking', shippingInformation: { trackingInformation: { trackingId: 'T-2' } } },
      ],
    });
    expect(flags(applied)).toEqual(['shipped']);
  });
});

describe('operator and sandbox mutations', () => {
  it('recordPayment is for operators, checks the amount and can hold a payment in float', async () => {
    const { id, databaseId } = await create(buyer);
    await perform(harness, seller, AgreeTransaction, { id });
    expect(await mutate(harness, buyer, RecordPayment, { id })).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Only operators may use recordPayment',
    });
    expect(await mutate(harness, operator, RecordPayment, { id, amount: '1000.00' })).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The action has invalid fields',
      fields: [{ path: ['amount'], messages: ['must equal the outstanding balance of 1032.50 USD'] }],
    });
    const floating = await perform(harness, operator, RecordPayment, { id, amount: '1032.50', method: 'check', float: true });
    expect(floating.statusCode).toBe(23);
    expect(floating.items[0]!.schedule[0]!.secured).toBe(false);
    expect(await mutate(harness, stranger, FloatRelease, { id })).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Only the parties of a transaction may act on it',
    });
    expect(await mutate(harness, buyer, FloatRelease, { id })).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Only an operator or the service may float_release',
    });
    const cleared = await perform(harness, operator, FloatRelease, { id });
    expect(cleared.statusCode).toBe(25);
    expect(cleared.items[0]!.schedule[0]!.secured).toBe(true);
    expect(await mutate(harness, operator, FloatCancel, { id, reason: 'bounced' })).toEqual({
      __typename: 'InvalidStateError',
      code: 'invalid_state',
      message: 'No payment is in float.',
    });
    expect((await eventNames(harness, databaseId)).slice(-3)).toEqual(['payment_sent', 'payment_received', 'payment_approved']);
  });

  it('floatCancel returns a payment that did not clear', async () => {
    const { id, databaseId } = await create(buyer);
    await perform(harness, seller, AgreeTransaction, { id });
    await perform(harness, operator, RecordPayment, { id, float: true, method: 'direct_debit' });
    const returned = await perform(harness, operator, FloatCancel, { id, reason: 'withdrawn' });
    expect(returned.statusCode).toBe(15);
    expect((await eventNames(harness, databaseId)).slice(-1)).toEqual(['payment_rejected']);
  });

  it('authenticatorRejects lets the partner reject goods before they reach the buyer', async () => {
    const { id } = await create(partner);
    await perform(harness, buyer, AgreeTransaction, { id });
    await perform(harness, seller, AgreeTransaction, { id });
    await perform(harness, partner, FundInSandbox, { id });
    await perform(harness, seller, ShipItems, { id });
    expect(await mutate(harness, seller, AuthenticatorRejects, { id })).toMatchObject({ __typename: 'ForbiddenError' });
    const rejected = await perform(harness, partner, AuthenticatorRejects, { id, reason: 'Counterfeit' });
    expect(flags(rejected)).toEqual(['rejected', 'shipped']);
    expect(rejected.statusCode).toBe(46);
  });
});
