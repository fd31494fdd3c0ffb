import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../generated/gql.js';
import { gql, gqlData } from '../../support/graphql.js';
import { globalId } from '../../support/accounts.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../../support/harness.js';
import { action } from '../../support/lifecycle.js';
import { createPartnerSale, getJson } from '../../support/transactions.js';

let harness: Harness;
let partner: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;
let stranger: TestAccount;
/** The first sale is agreed by both parties (create, agree) on 2026-01-15; the second only created, three days later. */
let agreed: number;
let created: number;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createTestAccount(harness, { email: 'partner@example.com', isPartner: true });
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  seller = await createTestAccount(harness, { email: 'seller@example.com' });
  stranger = await createTestAccount(harness, { email: 'stranger@example.com' });
  agreed = await createPartnerSale(harness, partner);
  for (const party of [buyer, seller]) expect((await action(harness, party, agreed, { action: 'agree' })).status).toBe(200);
  harness.clock.advance(86_400 * 3);
  created = await createPartnerSale(harness, partner);
});
afterAll(() => harness.close());

const Events = graphql(`
  query Events($filter: EventFilterInput, $first: Int, $after: String) {
    events(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node { id eventId name sequence createdAt transactionDatabaseId reportId transaction { databaseId } }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

const EventNodeQuery = graphql(`
  query EventNode($id: ID!) {
    node(id: $id) { __typename ... on Event { eventId name sequence } }
  }
`);

const names = (data: { events: { edges: { node: { transactionDatabaseId?: number | null; name: string; sequence?: number | null } }[] } }) =>
  data.events.edges.map(({ node }) => [node.transactionDatabaseId, node.name, node.sequence]);

describe('Query.events', () => {
  it('lists the viewer’s events newest first, the same as REST GET /events', async () => {
    const data = await gqlData(harness, partner.auth, Events, {});
    expect(names(data)).toEqual([
      [created, 'create', 1],
      [agreed, 'agree', 2],
      [agreed, 'create', 1],
    ]);
    const rest = await getJson(harness, partner, '/2017-09-01/events');
    expect(data.events.edges.map(({ node }) => node.eventId)).toEqual(rest.body.events.map((event: { id: string }) => event.id));
    expect(data.events.edges[0]!.node.transaction).toEqual({ databaseId: created });
    expect(data.events.edges.every(({ cursor, node }) => cursor === node.eventId)).toBe(true);
    expect((await gqlData(harness, stranger.auth, Events, {})).events.edges).toEqual([]);
  });

  it('filters by types, transaction and inclusive creation times', async () => {
    expect(names(await gqlData(harness, buyer.auth, Events, { filter: { types: ['agree'] } }))).toEqual([[agreed, 'agree', 2]]);
    expect(names(await gqlData(harness, partner.auth, Events, { filter: { transactionId: globalId('Transaction', created) } }))).toEqual([[created, 'create', 1]]);
    const firstDay = { createdAfter: '2026-01-15T00:00:00.000Z', createdBefore: '2026-01-15T12:00:00.000Z' };
    expect(names(await gqlData(harness, partner.auth, Events, { filter: firstDay })).map(([id]) => id)).toEqual([agreed, agreed]);
  });

  it('pages with first and after', async () => {
    const first = await gqlData(harness, partner.auth, Events, { first: 2 });
    expect(first.events.pageInfo.hasNextPage).toBe(true);
    const rest = await gqlData(harness, partner.auth, Events, { first: 2, after: first.events.pageInfo.endCursor });
    expect(names(rest)).toEqual([[agreed, 'create', 1]]);
    expect(rest.events.pageInfo.hasNextPage).toBe(false);
  });

  it('answers BAD_USER_INPUT for a cursor that is not the viewer’s event and for a reversed range', async () => {
    const [partnersEvent] = (await gqlData(harness, partner.auth, Events, {})).events.edges;
    const foreign = await gql(harness, stranger.auth, Events, { after: partnersEvent!.cursor });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: ['after'] }] });
    const reversed = await gql(harness, partner.auth, Events, { filter: { createdAfter: '2026-02-01T00:00:00Z', createdBefore: '2026-01-01T00:00:00Z' } });
    expect(reversed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: ['filter', 'createdBefore'] }] });
  });
});

describe('Query.node for an Event', () => {
  it('loads an event the viewer reaches, and null for another viewer', async () => {
    const [newest] = (await gqlData(harness, partner.auth, Events, {})).events.edges;
    expect((await gqlData(harness, seller.auth, EventNodeQuery, { id: newest!.node.id })).node).toEqual({
      __typename: 'Event',
      eventId: newest!.node.eventId,
      name: 'create',
      sequence: 1,
    });
    expect((await gqlData(harness, stranger.auth, EventNodeQuery, { id: newest!.node.id })).node).toBeNull();
  });
});
