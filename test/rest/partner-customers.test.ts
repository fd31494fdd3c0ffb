import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerViewOf } from '../support/accounts.js';
import { createHarness, createTestAccount, restBase, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerAccount, createSale, idsOf, partnerGet } from '../support/partners.js';

let harness: Harness;
let partner: TestAccount;
let otherPartner: TestAccount;
let plain: TestAccount;
/** Customer ids by email. */
const id: Record<string, number> = {};
let saleId: number;

const emails = {
  au: 'au.buyer@example.com',
  us: 'us.seller@example.com',
  company: 'company.seller@example.com',
  both: 'both.buyer@example.com',
  foreign: 'foreign.buyer@example.com',
};

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness);
  otherPartner = await createPartnerAccount(harness);
  plain = await createTestAccount(harness);
  saleId = await createSale(harness, partner, { buyer: emails.au, seller: emails.us });
  await createSale(harness, partner, { buyer: emails.both, seller: emails.company });
  await createSale(harness, otherPartner, { buyer: emails.foreign, seller: emails.us });
  const prisma = harness.services.prisma;
  for (const customer of await prisma.customer.findMany({ where: { email: { in: Object.values(emails) } } })) id[customer.email] = customer.id;
  // What verification and profiles would have recorded by now.
  await prisma.customer.update({ where: { id: id[emails.au] }, data: { addressCountry: 'AU', personalVerificationStatus: 'verified' } });
  await prisma.customer.update({ where: { id: id[emails.us] }, data: { addressCountry: 'US' } });
  await prisma.customer.update({ where: { id: id[emails.company] }, data: { addressCountry: 'US', companyVerificationStatus: 'verified' } });
  await prisma.customer.update({ where: { id: id[emails.both] }, data: { personalVerificationStatus: 'verified', companyVerificationStatus: 'verified' } });
});
afterAll(() => harness.close());

const mine = () => [id[emails.company], id[emails.both], id[emails.us], id[emails.au]].sort((a, b) => b! - a!);
const listed = async (query: string) => {
  const { status, body } = await partnerGet(harness, partner, `/customers${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return idsOf(body.customers);
};

describe('GET /partner/customers', () => {
  it('answers a CustomerCursoredList of the buyers, sellers and brokers of the partner’s transactions', async () => {
    const { status, body } = await partnerGet(harness, partner, '/customers');
    expect(status).toBe(200);
    expect(body).toMatchObject({ limit: 10, next_cursor: null, sort_by: 'id', sort_direction: 'desc' });
    expect(idsOf(body.customers)).toEqual(mine());
    expect(idsOf(body.customers)).not.toContain(partner.id);
    expect(idsOf(body.customers)).not.toContain(id[emails.foreign]);
  });

  it('shows each customer as a partner sees it: the profile, no holder-only lists', async () => {
    const { body } = await partnerGet(harness, partner, `/customers?ids=${id[emails.au]}`);
    expect(body.customers).toHaveLength(1);
    expect(body.customers[0]).toMatchObject({ id: id[emails.au], email: emails.au, address: { country: 'AU' }, verification: { personal: { status: 'verified' } } });
    for (const key of ['tax_numbers', 'disbursement_methods', 'webhooks']) expect(body.customers[0]).not.toHaveProperty(key);
  });

  it('pages with next_cursor and sorts either way', async () => {
    const first = await partnerGet(harness, partner, '/customers?limit=3');
    expect(idsOf(first.body.customers)).toEqual(mine().slice(0, 3));
    expect(first.body.next_cursor).toBe(mine()[3]);
    const rest = await partnerGet(harness, partner, `/customers?limit=3&next_cursor=${first.body.next_cursor}`);
    expect(idsOf(rest.body.customers)).toEqual(mine().slice(3));
    expect(rest.body.next_cursor).toBeNull();
    expect(await listed('?sort_by=id&sort_direction=asc')).toEqual([...mine()].reverse());
  });

  it('filters by ids, country and verification_status', async () => {
    expect(await listed(`?ids=${id[emails.au]},${id[emails.foreign]}`)).toEqual([id[emails.au]]);
    expect(await listed(`?ids=${id[emails.au]}&ids=${id[emails.us]}`)).toEqual([id[emails.us], id[emails.au]].sort((a, b) => b! - a!));
    expect(await listed('?country=us')).toEqual([id[emails.company], id[emails.us]].sort((a, b) => b! - a!));
    expect(await listed('?verification_status=verified')).toEqual([id[emails.both], id[emails.au]].sort((a, b) => b! - a!));
    expect(await listed('?verification_status=company_verified')).toEqual([id[emails.company], id[emails.both]].sort((a, b) => b! - a!));
    expect(await listed('?verification_status=not_verified')).toEqual([id[emails.us]]);
    expect(await listed('?country=AU&verification_status=verified')).toEqual([id[emails.au]]);
  });

  it('costs two SQL statements whatever the page size: authentication, then the page', async () => {
    for (const limit of [1, 100]) {
      harness.db.queries.reset();
      await listed(`?limit=${limit}&country=US`);
      expect(harness.db.queries.count).toBe(2);
    }
  });

  it('answers 401 without credentials and 403 to an account that is not a partner', async () => {
    expect((await harness.fetch(`${restBase}/partner/customers`)).status).toBe(401);
    expect(await partnerGet(harness, plain, '/customers')).toEqual({ status: 403, body: { error: 'Only partner accounts may use the partner endpoints' } });
  });

  it('answers 400 for parameters it cannot read', async () => {
    for (const [query, error] of [
      ['limit=-1', 'limit must be a positive integer; got "-1"'],
      ['next_cursor=x', 'next_cursor must be a positive integer; got "x"'],
      ['sort_by=email', 'sort_by must be one of id; got "email"'],
      ['sort_direction=down', 'sort_direction must be one of asc, desc; got "down"'],
      ['ids=a', 'ids must be a list of positive integers, such as 1,2,3; got "a"'],
      ['verification_status=pending', 'verification_status must be one of verified, not_verified, company_verified; got "pending"'],
    ]) {
      expect(await partnerGet(harness, partner, `/customers?${query}`), query).toEqual({ status: 400, body: { error } });
    }
  });

  it('answers 422 for a country that is not an ISO code', async () => {
    expect(await partnerGet(harness, partner, '/customers?country=Australia')).toEqual({
      status: 422,
      body: { errors: { country: ['must be an ISO 3166-1 alpha-2 country code, such as US'] } },
    });
  });
});

describe('GET /partner/customer', () => {
  const notFound = { status: 404, body: { error: 'Customer not found among the customers of your transactions' } };

  it('answers the partner’s view of one customer, by customer_id, by party_id, or by the id in the path', async () => {
    const expected = partnerViewOf((await partnerGet(harness, partner, `/customers?ids=${id[emails.au]}`)).body.customers[0]);
    const parties = await harness.services.prisma.party.findMany({ where: { transactionId: saleId }, orderBy: { id: 'asc' } });
    const buyerParty = parties.find((party) => party.role === 'buyer')!;
    expect(await partnerGet(harness, partner, `/customer?customer_id=${id[emails.au]}`)).toEqual({ status: 200, body: expected });
    expect(await partnerGet(harness, partner, `/customer?party_id=${buyerParty.id}`)).toEqual({ status: 200, body: expected });
    expect(await partnerGet(harness, partner, `/customer/${id[emails.au]}`)).toEqual({ status: 200, body: expected });
    expect(await partnerGet(harness, partner, `/customer?customer_id=${id[emails.au]}&party_id=${buyerParty.id}`)).toEqual({ status: 200, body: expected });
  });

  it('answers 422 without an id, or with a party of another customer', async () => {
    expect(await partnerGet(harness, partner, '/customer')).toEqual({
      status: 422,
      body: { errors: { customer_id: ['either a customer id or a party id is required'] } },
    });
    const sellerParty = await harness.services.prisma.party.findFirstOrThrow({ where: { transactionId: saleId, role: 'seller' } });
    expect(await partnerGet(harness, partner, `/customer?customer_id=${id[emails.au]}&party_id=${sellerParty.id}`)).toEqual({
      status: 422,
      body: { errors: { party_id: ['is not a party of the customer named by the customer id'] } },
    });
  });

  it('answers 404 for a customer or party outside the partner’s transactions, like one that does not exist', async () => {
    const foreignParty = await harness.services.prisma.party.findFirstOrThrow({ where: { customerId: id[emails.foreign] } });
    const ownPartnerParty = await harness.services.prisma.party.findFirstOrThrow({ where: { transactionId: saleId, role: 'partner' } });
    expect(await partnerGet(harness, partner, `/customer?customer_id=${id[emails.foreign]}`)).toEqual(notFound);
    expect(await partnerGet(harness, partner, `/customer?customer_id=999999`)).toEqual(notFound);
    expect(await partnerGet(harness, partner, `/customer?party_id=${foreignParty.id}`)).toEqual(notFound);
    expect(await partnerGet(harness, partner, `/customer?party_id=${ownPartnerParty.id}`)).toEqual(notFound);
    expect(await partnerGet(harness, partner, `/customer/${partner.id}`)).toEqual(notFound);
    expect(await partnerGet(harness, partner, '/customer/abc')).toEqual(notFound);
    expect(await partnerGet(harness, otherPartner, `/customer/${id[emails.au]}`)).toEqual(notFound);
  });

  it('answers 400 for ids it cannot read, 403 to an account that is not a partner', async () => {
    expect(await partnerGet(harness, partner, '/customer?customer_id=x')).toEqual({
      status: 400,
      body: { error: 'customer_id must be a positive integer; got "x"' },
    });
    expect(await partnerGet(harness, partner, '/customer?party_id=0')).toEqual({ status: 400, body: { error: 'party_id must be a positive integer; got "0"' } });
    expect((await partnerGet(harness, plain, `/customer/${id[emails.au]}`)).status).toBe(403);
  });
});
