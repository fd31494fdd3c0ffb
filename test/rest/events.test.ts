import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { action } from '../support/lifecycle.js';
import { createPartnerSale, getJson } from '../support/transactions.js';

let harness: Harness;
let partner: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;
let stranger: TestAccount;
/** Two sales of the partner: the first agreed by both parties (create, agree), the second only created. */
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

type Listed = {
  status: number;
  body: { limit: number; next_cursor: string | null; events: { id: string; event: string; transaction_id: number; sequence: number }[] };
};
const list = (account: TestAccount, query = '') => getJson(harness, account, `/2017-09-01/events${query}`) as Promise<Listed>;

describe('GET /2017-09-01/events', () => {
  it('answers the events of the caller’s transactions, newest first, each the webhook body with its id, sequence and time', async () => {
    const { status, body } = await list(partner);
    expect(status).toBe(200);
    expect(body.limit).toBe(10);
    expect(body.next_cursor).toBeNull();
    expect(body.events.map((event) => [event.transaction_id, event.event, event.sequence])).toEqual([
      [created, 'create', 1],
      [agreed, 'agree', 2],
      [agreed, 'create', 1],
    ]);
    const [newest] = body.events;
    expect(newest).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sequence: 1,
      created: expect.any(String),
      event: 'create',
      event_type: 'transaction',
      transaction_id: created,
      event_id: newest!.id,
      created_at: (newest as unknown as { created: string }).created,
    });
  });

  it('shows a party its transactions’ events and a stranger none', async () => {
    expect((await list(buyer)).body.events).toHaveLength(3);
    expect((await list(stranger)).body).toEqual({ limit: 10, next_cursor: null, events: [] });
  });

  it('filters by types (comma-separated or repeated), transaction and inclusive creation dates', async () => {
    expect((await list(partner, '?types=agree')).body.events.map((event) => event.event)).toEqual(['agree']);
    expect((await list(partner, '?types=agree,create')).body.events).toHaveLength(3);
    expect((await list(partner, '?types=agree&types=ship')).body.events).toHaveLength(1);
    expect((await list(partner, `?transaction_id=${agreed}`)).body.events.map((event) => event.event)).toEqual(['agree', 'create']);
    // The first sale's events are of 2026-01-15, the second's of 2026-01-18 (the harness clock).
    expect((await list(partner, '?created_start_date=2026-01-15&created_end_date=2026-01-15')).body.events.map((event) => event.transaction_id)).toEqual([
      agreed,
      agreed,
    ]);
    expect((await list(partner, '?created_start_date=2026-01-16T00:00:00Z')).body.events.map((event) => event.transaction_id)).toEqual([created]);
  });

  it('pages by next_cursor, the id of the first event of the next page', async () => {
    const first = await list(partner, '?limit=2');
    expect(first.body.events).toHaveLength(2);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await list(partner, `?limit=2&next_cursor=${first.body.next_cursor}`);
    expect(second.body.events.map((event) => event.id)).toEqual([first.body.next_cursor]);
    expect(second.body.next_cursor).toBeNull();
    expect((await list(partner, '?limit=500')).body.limit).toBe(100);
  });

  it('refuses what it cannot read with a 400, and what does not hold together with a 422 under the parameter', async () => {
    expect(await list(partner, '?limit=0')).toMatchObject({ status: 400 });
    expect(await list(partner, '?limit=ten&transaction_id=x')).toEqual({
      status: 400,
      body: { error: 'transaction_id must be a positive integer; got "x". limit must be a positive integer; got "ten"' },
    });
    expect(await list(partner, '?created_start_date=yesterday')).toMatchObject({ status: 400 });
    expect(await list(partner, '?created_start_date=2026-02-01&created_end_date=2026-01-01')).toMatchObject({
      status: 422,
      body: { errors: { created_end_date: ['must not be before the start date'] } },
    });
    expect(await list(partner, '?types=DROP%20TABLE')).toMatchObject({ status: 422, body: { errors: { types: [expect.any(String)] } } });
    expect(await list(partner, '?next_cursor=not-a-cursor')).toMatchObject({ status: 422, body: { errors: { next_cursor: [expect.any(String)] } } });
    // Another caller's event is not a cursor of this one's.
    const partnersEvent = (await list(partner)).body.events.at(-1)!.id;
    expect(await list(stranger, `?next_cursor=${partnersEvent}`)).toMatchObject({ status: 422 });
  });
});

describe('GET /2017-09-01/events/{id}', () => {
  it('answers one event of the caller’s, and 404 for another caller’s or an unknown id', async () => {
    const [newest] = (await list(partner)).body.events;
    const one = await getJson(harness, seller, `/2017-09-01/events/${newest!.id}`);
    expect(one).toEqual({ status: 200, body: newest });
    expect(await getJson(harness, stranger, `/2017-09-01/events/${newest!.id}`)).toEqual({ status: 404, body: { error: 'Event not found' } });
    expect(await getJson(harness, partner, '/2017-09-01/events/00000000-0000-0000-0000-000000000000')).toMatchObject({ status: 404 });
    expect(await getJson(harness, partner, '/2017-09-01/events/1')).toMatchObject({ status: 404 });
  });
});
