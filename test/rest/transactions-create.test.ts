import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { domainNameBody, getJson, postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  seller = await createTestAccount(harness, { email: 'seller@example.com' });
});
afterAll(() => harness.close());

const status = {
  accepted: false,
  accepted_returned: false,
  canceled: false,
  in_dispute: false,
  received: false,
  received_returned: false,
  rejected: false,
  rejected_returned: false,
  shipped: false,
  shipped_returned: false,
};

describe('POST /transaction', () => {
  it('creates the domain-name example with decimal strings and the initial state of section 3', async () => {
    const { status: code, body } = await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody('seller@example.com'));
    expect(code).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      currency: 'usd',
      description: 'The sale of example.com',
      reference: null,
      creation_date: '2026-01-15T12:00:00.000Z',
      close_date: null,
      is_cancelled: false,
      is_draft: false,
      status_code: 5,
      cancellation_reason: null,
      parties: [
        expect.objectContaining({ role: 'buyer', customer: 'buyer@example.com', agreed: true, initiator: true }),
        expect.objectContaining({ role: 'seller', customer: 'seller@example.com', agreed: false, initiator: false }),
        expect.objectContaining({ role: 'partner', customer: 'buyer@example.com', agreed: true, initiator: true }),
      ],
      items: [
        {
          id: expect.any(Number),
          title: 'example.com',
          description: 'example.com domain name',
          type: 'domain_name',
          quantity: 1,
          inspection_period: 259200,
          extra_attributes: { concierge: false, with_content: false },
          fees: [{ type: 'escrow', payer_customer: 'buyer@example.com', amount: '32.50', amount_without_taxes: '32.50', taxes: [] }],
          schedule: [
            {
              id: expect.any(Number),
              amount: '1000.00',
              payer_customer: 'buyer@example.com',
              beneficiary_customer: 'seller@example.com',
              status: { secured: false, disbursed_to_beneficiary: false },
            },
          ],
          status,
        },
      ],
    });
    expect(body.parties[0]).toEqual({
      id: expect.any(Number),
      role: 'buyer',
      customer: 'buyer@example.com',
      agreed: true,
      initiator: true,
      next_step: `${harness.services.config.publicUrl}/transactions/${body.id}`,
      verification_required: false,
      disbursement_method_selected: false,
    });
    // The stored event and timeline entry came with it.
    const events = await harness.services.prisma.event.findMany({ where: { transactionId: body.id } });
    expect(events.map((event) => event.name)).toEqual(['create']);
    expect((await getJson(harness, buyer, `/2017-09-01/transaction/${body.id}`)).body).toEqual(body);
  });

  it('round-trips the general-merchandise example, splitting the fee half and half', async () => {
    const request = {
      parties: [
        { role: 'buyer', customer: 'me' },
        { role: 'seller', customer: 'seller@example.com' },
      ],
      currency: 'usd',
      description: 'A vintage camera',
      reference: 'order-1001',
      items: [
        {
          title: 'Camera',
          description: 'Leica M3',
          type: 'general_merchandise',
          category: 'collectibles',
          inspection_period: 259200,
          quantity: 1,
          schedule: [{ amount: '1000.00', payer_customer: 'me', beneficiary_customer: 'seller@example.com' }],
          fees: [
            { type: 'escrow', payer_customer: 'me', split: 0.5 },
            { type: 'escrow', payer_customer: 'seller@example.com', split: 0.5 },
          ],
        },
      ],
    };
    const { status: code, body } = await postJson(harness, buyer, '/2017-09-01/transaction', request);
    expect(code).toBe(201);
    expect(body.reference).toBe('order-1001');
    expect(body.items[0].category).toBe('collectibles');
    expect(body.items[0].fees).toEqual([
      { type: 'escrow', payer_customer: 'buyer@example.com', amount: '16.25', amount_without_taxes: '16.25', taxes: [] },
      { type: 'escrow', payer_customer: 'seller@example.com', amount: '16.25', amount_without_taxes: '16.25', taxes: [] },
    ]);
    expect(body.items[0].schedule[0].amount).toBe('1000.00');
    const byReference = await getJson(harness, seller, '/2017-09-01/transaction/reference/order-1001');
    expect(byReference.status).toBe(200);
    expect(byReference.body.id).toBe(body.id);
  });

  it('adds GST to a fee paid by a customer in Australia', async () => {
    await harness.services.prisma.customer.update({ where: { id: buyer.id }, data: { addressCountry: 'AU' } });
    try {
      const { body } = await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody('seller@example.com', { currency: 'aud' }));
      expect(body.items[0].fees).toEqual([
        {
          type: 'escrow',
          payer_customer: 'buyer@example.com',
          amount: '35.75',
          amount_without_taxes: '32.50',
          taxes: [{ type: 'gst', amount: '3.25' }],
        },
      ]);
    } finally {
      await harness.services.prisma.customer.update({ where: { id: buyer.id }, data: { addressCountry: null } });
    }
  });

  it('lets a partner create a transaction between two other parties', async () => {
    const partner = await createTestAccount(harness, { email: 'platform@example.com', isPartner: true });
    const { status: code, body } = await postJson(harness, partner, '/2017-09-01/transaction', {
      ...domainNameBody('seller@example.com'),
      parties: [
        { role: 'buyer', customer: 'buyer@example.com' },
        { role: 'seller', customer: 'seller@example.com' },
      ],
      items: [
        {
          ...domainNameBody('seller@example.com').items[0],
          schedule: [{ amount: '1000.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }],
        },
      ],
    });
    expect(code).toBe(201);
    expect(body.parties.map((p: { role: string; customer: string; agreed: boolean }) => [p.role, p.customer, p.agreed])).toEqual([
      ['buyer', 'buyer@example.com', false],
      ['seller', 'seller@example.com', false],
      ['partner', 'platform@example.com', true],
    ]);
    expect((await getJson(harness, buyer, `/2017-09-01/transaction/${body.id}`)).status).toBe(200);
  });

  it('creates an account for a person named without one, and invites them', async () => {
    const { status: code, body } = await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody('Newcomer@Example.com'));
    expect(code).toBe(201);
    expect(body.parties[1]).toMatchObject({ role: 'seller', customer: 'newcomer@example.com' });
    const account = await harness.services.prisma.customer.findUniqueOrThrow({ where: { email: 'newcomer@example.com' } });
    expect(account).toMatchObject({ passwordHash: null, createdById: buyer.id });
    const mails = await harness.services.prisma.mailMessage.findMany({ where: { to: 'newcomer@example.com' } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'invitation', subject: 'You have been invited to a held-funds transaction' });
  });

  it('lets two requests that name the same new person at once both succeed', async () => {
    const body = domainNameBody('racer@example.com');
    const results = await Promise.all([1, 2, 3].map(() => postJson(harness, buyer, '/2017-09-01/transaction', body)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await harness.services.prisma.customer.count({ where: { email: 'racer@example.com' } })).toBe(1);
  });

  it('reports every problem of one request at once in TransactionValidationResponse (422)', async () => {
    const { status: code, body } = await postJson(harness, buyer, '/2017-09-01/transaction', {
      parties: [{ role: 'buyer', customer: 'me' }],
      currency: 'btc',
      description: 'Bad',
      reference: 'x'.repeat(257),
      items: [
        {
          title: 'Car',
          type: 'motor_vehicle',
          inspection_period: 86400,
          schedule: [{ amount: 100, payer_customer: 'me', beneficiary_customer: 'seller@example.com' }],
        },
      ],
    });
    expect(code).toBe(422);
    expect(Object.keys(body)).toEqual(['errors']);
    expect(body.errors.currency).toEqual([expect.stringMatching(/usd, aud, euro, gbp, cad/)]);
    expect(body.errors.reference).toEqual([expect.stringMatching(/256/)]);
    expect(body.errors.parties.all).toEqual(expect.arrayContaining([expect.stringMatching(/seller/)]));
    expect(body.errors.items['0'].extra_attributes.year).toEqual([expect.any(String)]);
  });

  it('answers 400 for a body that is not JSON and 422 for one that is not an object', async () => {
    const notJson = await harness.fetch('/2017-09-01/transaction', {
      method: 'POST',
      headers: { authorization: buyer.auth, 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const array = await postJson(harness, buyer, '/2017-09-01/transaction', [1, 2]);
    expect(array.status).toBe(422);
    expect(array.body.errors.all).toEqual([expect.any(String)]);
  });
});
