/**
 * Commands that need the database before the core decides: prepareCommand runs inside act()'s
 * database transaction, after the lock, so what it writes (an invited customer, a new payout
 * method) exists only if the command is applied.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/domain/auth/authenticate.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../src/domain/shared/errors.js';
import { act, type Caller } from '../../../src/domain/transactions/act.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../../support/harness.js';
import { postJson } from '../../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  seller = await createTestAccount(harness, { email: 'seller@example.com' });
  other = await createTestAccount(harness, { email: 'other@example.com' });
});
afterAll(() => harness.close());

async function viewer(account: TestAccount): Promise<Viewer> {
  return { customer: await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: account.id } }), method: 'api_key', apiKeyId: null };
}

async function party(account: TestAccount): Promise<Caller> {
  return { kind: 'customer', viewer: await viewer(account) };
}

async function create(): Promise<{ id: number; sellerParty: number }> {
  const created = await postJson(harness, buyer, '/2017-09-01/transaction', {
    parties: [
      { role: 'buyer', customer: 'me' },
      { role: 'seller', customer: seller.email },
    ],
    currency: 'usd',
    description: 'Prepared',
    items: [
      {
        title: 'Thing',
        type: 'general_merchandise',
        inspection_period: 86400,
        schedule: [{ amount: '100.00', payer_customer: 'me', beneficiary_customer: seller.email }],
      },
    ],
  });
  const id = created.body.id as number;
  const parties = await harness.services.prisma.party.findMany({ where: { transactionId: id } });
  return { id, sellerParty: parties.find((p) => p.role === 'seller')!.id };
}

const customers = (email: string) => harness.services.prisma.customer.count({ where: { email } });
const invitations = (email: string) => harness.services.prisma.mailMessage.count({ where: { to: email, kind: 'invitation' } });

describe('modify_party resolves its email in the core’s database transaction', () => {
  it('invites a newcomer named by email and puts them in the party', async () => {
    const { id, sellerParty } = await create();
    const record = await act(harness.services, await party(buyer), id, { type: 'modify_party', partyId: sellerParty, customer: ' Newcomer@Example.com ' });
    const newcomer = await harness.services.prisma.customer.findUniqueOrThrow({ where: { email: 'newcomer@example.com' } });
    expect(record.parties.find((p) => p.id === sellerParty)!.customerId).toBe(newcomer.id);
    expect(newcomer.createdById).toBe(buyer.id);
    expect(await invitations('newcomer@example.com')).toBe(1);
  });

  it('finds an existing customer without inviting anyone', async () => {
    const { id, sellerParty } = await create();
    const record = await act(harness.services, await party(buyer), id, { type: 'modify_party', partyId: sellerParty, customer: other.email });
    expect(record.parties.find((p) => p.id === sellerParty)!.customerId).toBe(other.id);
    expect(await invitations(other.email)).toBe(0);
  });

  it('leaves nothing behind when the core refuses the change', async () => {
    const { id, sellerParty } = await create();
    const refusals: [Caller, number][] = [
      [await party(buyer), 999_999], // no such party
      [await party(seller), sellerParty], // a party cannot hand its own place on
    ];
    for (const [caller, partyId] of refusals) {
      await expect(act(harness.services, caller, id, { type: 'modify_party', partyId, customer: 'ghost@example.com' })).rejects.toSatisfy(
        (error) => error instanceof NotFoundError || error instanceof ForbiddenError,
      );
    }
    expect(await customers('ghost@example.com')).toBe(0);
    expect(await invitations('ghost@example.com')).toBe(0);
  });

  it('reports problems by the command’s own field names', async () => {
    const { id } = await create();
    const notAnEmail = act(harness.services, await party(buyer), id, { type: 'modify_party', partyId: 1, customer: 'not an email' });
    await expect(notAnEmail).rejects.toBeInstanceOf(ValidationError);
    await expect(notAnEmail).rejects.toMatchObject({ errors: { customer: ['must be a valid email address'] } });
    const missing = act(harness.services, await party(buyer), id, { type: 'modify_party' });
    await expect(missing).rejects.toMatchObject({
      errors: { partyId: ['is required: the id of the party to change'], customer: ['is required: the email of the new customer'] },
    });
  });
});

describe('the payout choice is saved only with the change', () => {
  it('a new method is not kept when the choice is refused', async () => {
    const { id } = await create();
    await harness.services.prisma.transaction.update({ where: { id }, data: { isCancelled: true } });
    const before = await harness.services.prisma.disbursementMethod.count({ where: { customerId: seller.id } });
    const choice = { type: 'wire_transfer', accountName: 'S', bankName: 'B', bankSwiftCode: 'BANKUS33', bankAccountNumber: '1234', currency: 'usd' };
    await expect(act(harness.services, await party(seller), id, { type: 'select_payout_method', method: choice })).rejects.toMatchObject({
      message: 'The transaction is cancelled: its disbursement method can no longer change',
    });
    expect(await harness.services.prisma.disbursementMethod.count({ where: { customerId: seller.id } })).toBe(before);
  });
});
