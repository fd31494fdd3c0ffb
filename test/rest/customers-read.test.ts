import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerForbiddenMessage } from '../../src/domain/access/customers.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { agreeAsItself, approvePartner, blankCustomer, brokeredSaleBody, partnerViewOf, send } from '../support/accounts.js';
import { domainNameBody } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let approved: TestAccount;
let unapproved: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, approved, unapproved, stranger },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    approved: { email: 'approved@example.com' },
    unapproved: { email: 'unapproved@example.com', isPartner: true },
    stranger: { email: 'stranger@example.com' },
  }));
  await approvePartner(harness, approved);
  // The approved partner is partner of a sale between buyer and seller, who agreed to it (and so
  // joined it); the unapproved one too.
  for (const partner of [approved, unapproved]) {
    const sale = await send(harness, partner, 'POST', '/2017-09-01/transaction', brokeredSaleBody(buyer.email, seller.email));
    expect(sale.status).toBe(201);
    for (const party of [buyer, seller]) await agreeAsItself(harness, party, sale.body.id);
  }
  // The stranger buys from the approved partner: there the approved partner is the seller, not partner.
  expect((await send(harness, stranger, 'POST', '/2017-09-01/transaction', domainNameBody(approved.email))).status).toBe(201);
  await harness.services.prisma.identificationDocument.create({
    data: { customerId: seller.id, type: 'passport', fileName: 'passport.pdf', createdAt: new Date('2026-01-10T09:00:00.000Z') },
  });
});
afterAll(() => harness.close());

describe('GET /customer/me and /customer/{customer_id}', () => {
  it('answers the account holder with everything, by me or by its own id', async () => {
    for (const path of ['/2017-09-01/customer/me', `/2017-09-01/customer/${buyer.id}`]) {
      expect(await send(harness, buyer, 'GET', path)).toEqual({ status: 200, body: blankCustomer(buyer) });
    }
  });

  it('answers an approved partner of a transaction of that customer with the profile only', async () => {
    const { status, body } = await send(harness, approved, 'GET', `/2017-09-01/customer/${seller.id}`);
    expect(status).toBe(200);
    expect(body).toEqual(partnerViewOf(blankCustomer(seller)));
    expect(Object.keys(body)).not.toContain('tax_numbers');
  });

  it('answers 403 to a partner that is not approved to act for customers', async () => {
    expect(await send(harness, unapproved, 'GET', `/2017-09-01/customer/${seller.id}`)).toEqual({
      status: 403,
      body: { error: customerForbiddenMessage },
    });
  });

  it('answers 403 to an approved partner for a customer it shares a transaction with only as another role', async () => {
    expect((await send(harness, approved, 'GET', `/2017-09-01/customer/${stranger.id}`)).status).toBe(403);
  });

  it('answers 403 to parties and strangers for someone else (customers see only themselves)', async () => {
    for (const [caller, other] of [
      [buyer, seller],
      [seller, buyer],
      [stranger, buyer],
      [seller, approved],
    ] as const) {
      expect(await send(harness, caller, 'GET', `/2017-09-01/customer/${other.id}`)).toEqual({
        status: 403,
        body: { error: customerForbiddenMessage },
      });
    }
  });

  it('answers 404 for an id that does not exist or is not an id', async () => {
    for (const id of ['999999', 'abc', '0', 'ME', '99999999999']) {
      expect(await send(harness, buyer, 'GET', `/2017-09-01/customer/${id}`)).toEqual({ status: 404, body: { error: 'Customer not found' } });
    }
  });

  it('costs two SQL statements for /customer/me: authentication, then the customer with its lists', async () => {
    harness.db.queries.reset();
    await send(harness, buyer, 'GET', '/2017-09-01/customer/me');
    expect(harness.db.queries.count).toBe(2);
  });
});

describe('GET /customer/{customer_id}/identification-documents', () => {
  const seededDocuments = [{ id: expect.any(Number), type: 'passport', status: 'submitted', file_name: 'passport.pdf', date_created: '2026-01-10T09:00:00.000Z' }];

  it('lists the documents to the account holder', async () => {
    for (const path of ['/2017-09-01/customer/me/identification-documents', `/2017-09-01/customer/${seller.id}/identification-documents`]) {
      expect(await send(harness, seller, 'GET', path)).toEqual({ status: 200, body: { identification_documents: seededDocuments } });
    }
    expect(await send(harness, buyer, 'GET', '/2017-09-01/customer/me/identification-documents')).toEqual({
      status: 200,
      body: { identification_documents: [] },
    });
  });

  it('follows the customer’s access rules: approved partner yes, anyone else 403, unknown 404', async () => {
    expect(await send(harness, approved, 'GET', `/2017-09-01/customer/${seller.id}/identification-documents`)).toEqual({
      status: 200,
      body: { identification_documents: seededDocuments },
    });
    expect(await send(harness, buyer, 'GET', `/2017-09-01/customer/${seller.id}/identification-documents`)).toEqual({
      status: 403,
      body: { error: customerForbiddenMessage },
    });
    expect(await send(harness, unapproved, 'GET', `/2017-09-01/customer/${seller.id}/identification-documents`)).toEqual({
      status: 403,
      body: { error: customerForbiddenMessage },
    });
    expect(await send(harness, buyer, 'GET', '/2017-09-01/customer/999999/identification-documents')).toEqual({
      status: 404,
      body: { error: 'Customer not found' },
    });
  });
});
