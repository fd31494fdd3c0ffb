/**
 * The seller's payout method as integrations choose it: PATCH as an alias of the POST, and an
 * approved partner reading and choosing for the seller with As-Customer (saved methods only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerNewBankDetailsMessage } from '../../src/domain/transactions/disbursement-method.js';
import { achMethod, agreeAsItself, approvePartner, send, wireMethod } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerSale } from '../support/transactions.js';
import type { Json } from '../support/json.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;
let unapproved: TestAccount;
let sellerWire: number;
let buyerAch: number;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner, unapproved },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
    unapproved: { email: 'unapproved@example.com', isPartner: true },
  }));
  await approvePartner(harness, partner);
  // The seller agreed to a sale of the partner's before: it joined the partner, who may act for it.
  await agreeAsItself(harness, seller, await createPartnerSale(harness, partner));
  sellerWire = (await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', { disbursement_methods: [wireMethod] })).body.disbursement_methods[0].id;
  buyerAch = (await send(harness, buyer, 'PATCH', '/2017-09-01/customer/me', { disbursement_methods: [achMethod] })).body.disbursement_methods[0].id;
});
afterAll(() => harness.close());

const path = (id: number) => `/2017-09-01/transaction/${id}/disbursement_methods`;

async function asSeller(account: TestAccount, method: string, id: number, body?: unknown) {
  const response = await harness.fetch(path(id), {
    method,
    headers: { authorization: account.auth, 'as-customer': 'seller@example.com', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, Json> };
}

describe('PATCH /transaction/{id}/disbursement_methods', () => {
  it('selects a saved method as the POST does', async () => {
    const id = await createPartnerSale(harness, partner);
    const chosen = await send(harness, seller, 'PATCH', path(id), { id: sellerWire });
    expect(chosen.status).toBe(200);
    expect(chosen.body.selected_disbursement_method).toMatchObject({ id: sellerWire, type: 'wire_transfer', bank_iban: 'GB82WEST12345698765432' });
    const party = await harness.services.prisma.party.findFirstOrThrow({ where: { transactionId: id, role: 'seller' } });
    expect(party.disbursementMethodId).toBe(sellerWire);
  });

  it('answers 422 for a method of someone else, changing nothing', async () => {
    const id = await createPartnerSale(harness, partner);
    expect(await send(harness, seller, 'PATCH', path(id), { id: buyerAch })).toEqual({
      status: 422,
      body: { errors: { id: ['does not identify one of your saved disbursement methods'] } },
    });
    expect((await harness.services.prisma.party.findFirstOrThrow({ where: { transactionId: id, role: 'seller' } })).disbursementMethodId).toBeNull();
  });
});

describe('an approved partner for the seller (As-Customer)', () => {
  it('reads the seller’s options with account numbers masked', async () => {
    const id = await createPartnerSale(harness, partner);
    const read = await asSeller(partner, 'GET', id);
    expect(read.status).toBe(200);
    expect(read.body.available_disbursement_methods.map((m: { type: string }) => m.type)).toContain('wire_transfer');
    expect(read.body.saved_disbursement_methods).toEqual([expect.objectContaining({ id: sellerWire, bank_iban: '****5432', bank_name: 'Example Bank plc' })]);
  });

  it('chooses one of the seller’s saved methods, noted in the timeline as the partner’s choice', async () => {
    const id = await createPartnerSale(harness, partner);
    const chosen = await asSeller(partner, 'POST', id, { id: sellerWire });
    expect(chosen.status).toBe(200);
    expect(chosen.body.selected_disbursement_method).toMatchObject({ id: sellerWire, bank_iban: '****5432' });
    const notes = await harness.services.prisma.timelineEntry.findMany({ where: { transactionId: id }, orderBy: { id: 'asc' } });
    expect(notes.at(-1)!.notes).toBe('The partner, for the seller, chose to be paid by wire transfer.');
  });

  it('may not enter bank details for the seller, nor choose another account’s method', async () => {
    const id = await createPartnerSale(harness, partner);
    expect(await asSeller(partner, 'PATCH', id, achMethod)).toEqual({ status: 403, body: { error: partnerNewBankDetailsMessage } });
    expect(await asSeller(partner, 'POST', id, { id: buyerAch })).toEqual({
      status: 422,
      body: { errors: { id: ['does not identify one of your saved disbursement methods'] } },
    });
    expect(await harness.services.prisma.disbursementMethod.count({ where: { customerId: seller.id } })).toBe(1);
  });

  it('is refused to an unapproved partner and for the buyer', async () => {
    const id = await createPartnerSale(harness, unapproved);
    expect((await asSeller(unapproved, 'GET', id)).body).toEqual({ error: 'This partner is not approved to act on behalf of customers (As-Customer)' });
    const other = await createPartnerSale(harness, partner);
    const forBuyer = await harness.fetch(path(other), { headers: { authorization: partner.auth, 'as-customer': 'buyer@example.com' } });
    expect(forBuyer.status).toBe(403);
  });
});
