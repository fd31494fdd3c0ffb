/**
 * Reach by relationship (docs/security.md "Reach"; issue 24 finding 3). Customer V belongs to
 * partner B only: it agreed to B's sale. Approved partner A names V as the buyer of a draft of
 * its own (201): that grants A nothing on any door (profile read and write, party update,
 * verification, As-Customer, GraphQL node and updateCustomer, partner listings, statistics,
 * reports). Once V accepts A's offer itself, A reaches V. An account a partner creates with
 * POST /customer joined that partner, and no other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerForbiddenMessage } from '../../../src/domain/access/customers.js';
import { notJoinedMessage } from '../../../src/domain/lifecycle/actor.js';
import { partnerCustomerNotFoundMessage } from '../../../src/domain/partners/customers.js';
import { runReportStep } from '../../../src/domain/partners/reports/build.js';
import { approvePartner, globalId, joinPartner, send } from '../../support/accounts.js';
import { createHarnessWithAccounts, restBase, type Harness, type TestAccount } from '../../support/harness.js';
import { createSale } from '../../support/partners.js';
import type { Json } from '../../support/json.js';

let harness: Harness;
let partnerA: TestAccount;
let partnerB: TestAccount;
let victim: TestAccount;
let sellerOfB: TestAccount;
/** A's draft naming the victim as buyer, and the victim's party in it. */
let draft: { id: number; victimParty: number };

beforeAll(async () => {
  ({
    harness,
    accounts: { partnerA, partnerB, victim, sellerOfB },
  } = await createHarnessWithAccounts({
    partnerA: { email: 'partner-a@reach.test', isPartner: true },
    partnerB: { email: 'partner-b@reach.test', isPartner: true },
    victim: { email: 'victim@reach.test' },
    sellerOfB: { email: 'seller-of-b@reach.test' },
  }));
  await approvePartner(harness, partnerA);
  await approvePartner(harness, partnerB);
  // The victim is B's customer: it agreed to B's sale, and filled in its profile.
  await joinPartner(harness, partnerB, victim, sellerOfB);
  const profile = { first_name: 'Vera', last_name: 'Victim', phone_number: '+44 20 7946 0000', address: { line1: '1 Quiet Road', city: 'London', country: 'GB' } };
  expect((await send(harness, victim, 'PATCH', '/2017-09-01/customer/me', profile)).status).toBe(200);
  // A names the victim as the buyer of a draft of its own: accepted, as naming anyone is.
  const id = await createSale(harness, partnerA, { buyer: victim.email, seller: 'new-seller@reach.test' }, { draft: true });
  const parties = (await send(harness, partnerA, 'GET', `/2017-09-01/transaction/${id}`)).body.parties as { id: number; role: string }[];
  draft = { id, victimParty: parties.find((party) => party.role === 'buyer')!.id };
});
afterAll(() => harness.close());

const victimRow = () => harness.services.prisma.customer.findUniqueOrThrow({ where: { id: victim.id }, include: { taxNumbers: true } });

async function graphql(account: TestAccount, query: string, variables: Record<string, unknown>): Promise<Json> {
  const response = await harness.fetch('/graphql', {
    method: 'POST',
    headers: { authorization: account.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

const nodeQuery = 'query($id: ID!) { node(id: $id) { __typename ... on Customer { email phoneNumber } } }';
const updateMutation = `mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { __typename ... on ForbiddenError { message } } }`;

describe('a customer named in a partner’s draft has not joined that partner', () => {
  it('REST: GET /customer/{id} and its verification answer 403, with the documented shape', async () => {
    expect(await send(harness, partnerA, 'GET', `/2017-09-01/customer/${victim.id}`)).toEqual({ status: 403, body: { error: customerForbiddenMessage } });
    expect(await send(harness, partnerA, 'GET', `/2017-09-01/customer/${victim.id}/verification`)).toEqual({
      status: 403,
      body: { error: customerForbiddenMessage },
    });
  });

  it('REST: PATCH /customer/{id} and PATCH /party/{id} answer 403 and change nothing', async () => {
    const before = await victimRow();
    const changes = {
      phone_number: '+1 555 0100',
      address: { line1: '666 Attacker Street', city: 'Elsewhere', country: 'US' },
      tax_numbers: [{ type: 'ein', number: '987654321' }],
    };
    expect(await send(harness, partnerA, 'PATCH', `/2017-09-01/customer/${victim.id}`, changes)).toEqual({ status: 403, body: { error: customerForbiddenMessage } });
    const party = await send(harness, partnerA, 'PATCH', `/2017-09-01/party/${draft.victimParty}`, changes);
    expect(party.status).toBe(403);
    expect(await victimRow()).toEqual(before);
  });

  it('GraphQL: node(id) is null and updateCustomer answers ForbiddenError, changing nothing', async () => {
    const before = await victimRow();
    expect(await graphql(partnerA, nodeQuery, { id: globalId('Customer', victim.id) })).toEqual({ data: { node: null } });
    const update = await graphql(partnerA, updateMutation, { input: { customer: globalId('Customer', victim.id), phoneNumber: '+1 555 0100' } });
    expect(update).toEqual({ data: { updateCustomer: { __typename: 'ForbiddenError', message: customerForbiddenMessage } } });
    const byParty = await graphql(partnerA, updateMutation, { input: { partyId: draft.victimParty, phoneNumber: '+1 555 0100' } });
    expect((byParty as { data: { updateCustomer: { __typename: string } } }).data.updateCustomer.__typename).toBe('ForbiddenError');
    expect(await victimRow()).toEqual(before);
  });

  it('As-Customer: the partner may not agree for a customer it merely named (403), and nothing is agreed', async () => {
    const id = await createSale(harness, partnerA, { buyer: victim.email, seller: 'another-seller@reach.test' });
    const answer = await harness.fetch(`${restBase}/transaction/${id}`, {
      method: 'PATCH',
      headers: { authorization: partnerA.auth, 'content-type': 'application/json', 'as-customer': victim.email },
      body: JSON.stringify({ action: 'agree' }),
    });
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 403, body: { error: notJoinedMessage } });
    expect(await harness.services.prisma.party.findFirstOrThrow({ where: { transactionId: id, role: 'buyer' } })).toMatchObject({ agreed: false });
    expect(await send(harness, partnerA, 'GET', `/2017-09-01/customer/${victim.id}`)).toMatchObject({ status: 403 });
  });

  it('partner listings, statistics and reports leave the named customer out', async () => {
    expect(await send(harness, partnerA, 'GET', `/2017-09-01/partner/customer/${victim.id}`)).toEqual({
      status: 404,
      body: { error: partnerCustomerNotFoundMessage },
    });
    expect(await send(harness, partnerA, 'GET', `/2017-09-01/partner/customer?party_id=${draft.victimParty}`)).toEqual({
      status: 404,
      body: { error: partnerCustomerNotFoundMessage },
    });
    const listed = (await send(harness, partnerA, 'GET', '/2017-09-01/partner/customers')).body as { customers: { id: number }[] };
    expect(listed.customers.map((customer) => customer.id)).not.toContain(victim.id);
    // The statistics count A's customers (the invited sellers), not the named buyer.
    const statistics = (await send(harness, partnerA, 'GET', '/2017-09-01/partner/statistics/customers/count')).body as {
      statistics: { customer_count: { total: number } };
    };
    const invited = await harness.services.prisma.partnerCustomer.count({ where: { partnerId: partnerA.id } });
    expect(statistics.statistics.customer_count.total).toBe(invited);
    // The report shows the id and email A gave, never the named customer's name or country.
    const task = await send(harness, partnerA, 'POST', '/2017-09-01/partner/reports', { transaction_filters: { ids: [draft.id] } });
    expect(task.status).toBe(201);
    while (await runReportStep(harness.services, { pageSize: 10, workerId: 'reach' }));
    const report = await send(harness, partnerA, 'GET', `/2017-09-01/partner/reports/${(task.body as { id: number }).id}/download?as_json=true`);
    expect(report.status).toBe(200);
    const rows = (report.body as { rows: Record<string, Json>[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ buyer_id: victim.id, buyer_email: victim.email, buyer_name: null, buyer_country: null });
  });
});

describe('joining a partner', () => {
  it('once the customer accepts the partner’s offer itself, the partner reaches it', async () => {
    const accepted = await send(harness, victim, 'PATCH', `/2017-09-01/transaction/${draft.id}`, {
      action: 'upgrade_draft',
      upgrade_draft_information: { flow: 'create' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await send(harness, partnerA, 'GET', `/2017-09-01/customer/${victim.id}`)).toMatchObject({
      status: 200,
      body: { id: victim.id, phone_number: '+44 20 7946 0000' },
    });
    expect(await graphql(partnerA, nodeQuery, { id: globalId('Customer', victim.id) })).toEqual({
      data: { node: { __typename: 'Customer', email: victim.email, phoneNumber: '+44 20 7946 0000' } },
    });
    expect((await send(harness, partnerA, 'GET', `/2017-09-01/partner/customer/${victim.id}`)).status).toBe(200);
  });

  it('an account a partner creates (POST /customer) joined that partner and no other', async () => {
    const created = await send(harness, partnerB, 'POST', '/2017-09-01/customer', { email: 'created-by-b@reach.test', first_name: 'Cleo' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body as { id: number }).id;
    expect(await send(harness, partnerB, 'GET', `/2017-09-01/customer/${id}`)).toMatchObject({ status: 200, body: { id, first_name: 'Cleo' } });
    expect(await send(harness, partnerA, 'GET', `/2017-09-01/customer/${id}`)).toEqual({ status: 403, body: { error: customerForbiddenMessage } });
  });
});
