import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { domainNameBody, getJson, postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let stranger: TestAccount;
const ids: number[] = [];

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  seller = await createTestAccount(harness, { email: 'seller@example.com' });
  stranger = await createTestAccount(harness, { email: 'stranger@example.com' });
  for (let i = 0; i < 12; i++) {
    const { body } = await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody(seller.email, { reference: `ref-${i % 3}` }));
    ids.push(body.id as number);
  }
});
afterAll(() => harness.close());

describe('GET /transaction/{id}', () => {
  it('answers parties with the transaction', async () => {
    for (const account of [buyer, seller]) {
      const { status, body } = await getJson(harness, account, `/2017-09-01/transaction/${ids[0]}`);
      expect(status).toBe(200);
      expect(body.id).toBe(ids[0]);
    }
  });

  it('answers 403 to a stranger and 404 for an id that does not exist or is not an id', async () => {
    expect(await getJson(harness, stranger, `/2017-09-01/transaction/${ids[0]}`)).toEqual({
      status: 403,
      body: { error: 'Only the parties of a transaction may view it' },
    });
    for (const id of ['999999', 'abc', '0', '-1', '99999999999']) {
      expect(await getJson(harness, buyer, `/2017-09-01/transaction/${id}`)).toEqual({ status: 404, body: { error: 'Transaction not found' } });
    }
  });

  it('costs two SQL statements: authentication, and the transaction with everything nested as JSON', async () => {
    harness.db.queries.reset();
    expect((await getJson(harness, seller, `/2017-09-01/transaction/${ids[0]}`)).status).toBe(200);
    expect(harness.db.queries.count).toBe(2);
  });
});

describe('GET /transaction/reference/{reference}', () => {
  it('answers the newest of the caller’s transactions with that reference', async () => {
    const { status, body } = await getJson(harness, seller, '/2017-09-01/transaction/reference/ref-1');
    expect(status).toBe(200);
    expect(body.id).toBe(ids[10]);
  });

  it('answers 403 to a stranger, 404 for an unknown reference', async () => {
    expect((await getJson(harness, stranger, '/2017-09-01/transaction/reference/ref-1')).status).toBe(403);
    expect(await getJson(harness, buyer, '/2017-09-01/transaction/reference/nope')).toEqual({
      status: 404,
      body: { error: 'Transaction not found' },
    });
  });

  it('decodes a reference with reserved characters', async () => {
    const { body } = await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody('other-seller@example.com', { reference: 'order #7/b' }));
    const found = await getJson(harness, buyer, `/2017-09-01/transaction/reference/${encodeURIComponent('order #7/b')}`);
    expect(found.body.id).toBe(body.id);
  });
});

describe('GET /transaction', () => {
  it('pages the caller’s transactions, newest first by default, 10 per page', async () => {
    const { status, body } = await getJson(harness, seller, '/2017-09-01/transaction');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, per_page: 10, page_count: 2 });
    expect(body.transactions.map((t: { id: number }) => t.id)).toEqual([...ids].reverse().slice(0, 10));
    const second = await getJson(harness, seller, '/2017-09-01/transaction?page=2');
    expect(second.body.transactions.map((t: { id: number }) => t.id)).toEqual([ids[1], ids[0]]);
  });

  it('sorts ascending on request and caps per_page at 100', async () => {
    const { body } = await getJson(harness, seller, '/2017-09-01/transaction?sort_by=id&sort_direction=asc&per_page=1000');
    expect(body.per_page).toBe(100);
    expect(body.transactions.map((t: { id: number }) => t.id)).toEqual(ids);
  });

  it('shows a stranger nothing', async () => {
    expect((await getJson(harness, stranger, '/2017-09-01/transaction')).body).toEqual({ page: 1, per_page: 10, page_count: 0, transactions: [] });
  });

  it('answers 400 for unreadable paging parameters', async () => {
    for (const [query, error] of [
      ['page=0', 'page must be an integer of at least 1; got "0"'],
      ['per_page=ten', 'per_page must be an integer of at least 1; got "ten"'],
      ['sort_by=amount', 'sort_by must be id; got "amount"'],
      ['sort_direction=up', 'sort_direction must be asc or desc; got "up"'],
    ]) {
      expect(await getJson(harness, buyer, `/2017-09-01/transaction?${query}`)).toEqual({ status: 400, body: { error } });
    }
  });

  it('costs the same number of SQL statements for 1 and for 100 transactions', async () => {
    harness.db.queries.reset();
    await getJson(harness, seller, '/2017-09-01/transaction?per_page=1');
    const small = harness.db.queries.count;
    harness.db.queries.reset();
    await getJson(harness, seller, '/2017-09-01/transaction?per_page=100');
    expect(harness.db.queries.count).toBe(small);
    // authentication, the count and the page's ids from the caller's party rows, the page as JSON (loadTransactions)
    expect(small).toBe(3);
  });
});
