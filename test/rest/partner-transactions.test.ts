import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, restBase, type Harness, type TestAccount } from '../support/harness.js';
import { cancelSale, createPartnerAccount, createSale, idsOf, partnerGet, seedHistory } from '../support/partners.js';
import { getJson } from '../support/transactions.js';

let harness: Harness;
let partner: TestAccount;
let otherPartner: TestAccount;
let customer: TestAccount;
const buyer = 'buyer.one@example.com';
const buyer2 = 'buyer.two@example.com';
const seller = 'seller.one@example.com';
const seller2 = 'seller.two@example.com';
/** The partner's transactions by name, created in this order (ids ascending). */
const t: Record<string, number> = {};
let foreign: number;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness, 'market@example.com');
  otherPartner = await createPartnerAccount(harness, 'other.market@example.com');
  customer = await createTestAccount(harness, { email: 'plain.customer@example.com' });
  t.first = await createSale(harness, partner, { buyer, seller }, { amount: '1000.00' });
  t.cheap = await createSale(harness, partner, { buyer: buyer2, seller }, { amount: '250.00' });
  t.repeat = await createSale(harness, partner, { buyer, seller: seller2 }, { amount: '5000.00' });
  t.draft = await createSale(harness, partner, { buyer: buyer2, seller: seller2 }, { amount: '999.99', draft: true });
  t.cancelled = await createSale(harness, partner, { buyer, seller }, { amount: '1000.01' });
  t.completed = await createSale(harness, partner, { buyer: buyer2, seller }, { amount: '750.00' });
  t.blocked = await createSale(harness, partner, { buyer, seller: seller2 }, { amount: '300.00' });
  foreign = await createSale(harness, otherPartner, { buyer, seller }, { amount: '1000.00' });
  await cancelSale(harness, partner, t.cancelled!);
  await seedHistory(harness, t.first!, { createdAt: '2026-01-01T10:00:00Z' });
  await seedHistory(harness, t.cheap!, { createdAt: '2026-01-02T23:59:59Z' });
  await seedHistory(harness, t.repeat!, { createdAt: '2026-01-03T00:00:00Z' });
  await seedHistory(harness, t.completed!, { createdAt: '2026-01-04T12:00:00Z', closedAt: '2026-01-10T12:00:00Z', statusCode: 80 });
  await seedHistory(harness, t.blocked!, { statusCode: 65 });
});
afterAll(() => harness.close());

const all = () => Object.values(t).sort((a, b) => b - a);
const list = async (query = '') => {
  const { status, body } = await partnerGet(harness, partner, `/transactions${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};
const listed = async (query: string) => idsOf((await list(query)).transactions);

describe('GET /partner/transactions', () => {
  it('answers a TransactionCursoredList of the partner’s transactions, newest first, 10 by default', async () => {
    const body = await list();
    expect(body).toMatchObject({ limit: 10, next_cursor: null, sort_by: 'id', sort_direction: 'desc' });
    expect(idsOf(body.transactions)).toEqual(all());
    expect(idsOf(body.transactions)).not.toContain(foreign);
  });

  it('shows each transaction exactly as GET /transaction/{id} shows it to the partner', async () => {
    const body = await list(`?ids=${t.first}`);
    expect(body.transactions).toEqual([(await getJson(harness, partner, `/2017-09-01/transaction/${t.first}`)).body]);
  });

  it('pages with next_cursor: the id at which the next page starts, null on the last page', async () => {
    const seen: number[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const body = await list(`?limit=3${cursor === null ? '' : `&next_cursor=${cursor}`}`);
      expect(body.limit).toBe(3);
      seen.push(...idsOf(body.transactions));
      cursor = body.next_cursor;
      if (cursor !== null) expect(cursor).toBe(all()[seen.length]);
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual(all());
  });

  it('sorts ascending on request, the cursor then counting upwards', async () => {
    const body = await list('?sort_by=id&sort_direction=asc&limit=2');
    const ascending = [...all()].reverse();
    expect(idsOf(body.transactions)).toEqual(ascending.slice(0, 2));
    expect(body.next_cursor).toBe(ascending[2]);
    expect(idsOf((await list(`?sort_direction=asc&limit=100&next_cursor=${body.next_cursor}`)).transactions)).toEqual(ascending.slice(2));
  });

  it('caps limit at 100', async () => {
    expect((await list('?limit=1000')).limit).toBe(100);
  });

  it('filters by status: ongoing (open, drafts included), completed, blocked', async () => {
    expect(await listed('?status=ongoing')).toEqual([t.blocked, t.draft, t.repeat, t.cheap, t.first]);
    expect(await listed('?status=completed')).toEqual([t.completed]);
    expect(await listed('?status=blocked')).toEqual([t.blocked]);
  });

  it('filters by ids, written as ids=1,2, ids=1&ids=2 or ids[]=1', async () => {
    expect(await listed(`?ids=${t.first},${t.repeat},${foreign}`)).toEqual([t.repeat, t.first]);
    expect(await listed(`?ids=${t.first}&ids=${t.repeat}`)).toEqual([t.repeat, t.first]);
    expect(await listed(`?ids[]=${t.cheap}`)).toEqual([t.cheap]);
    expect(await listed(`?ids=${foreign}`)).toEqual([]);
  });

  it('filters by customer_ids: transactions any of them takes part in', async () => {
    const customers = await harness.services.prisma.customer.findMany({ where: { email: { in: [buyer2, seller2] } } });
    const id = (email: string) => customers.find((c) => c.email === email)!.id;
    expect(await listed(`?customer_ids=${id(buyer2)}`)).toEqual([t.completed, t.draft, t.cheap]);
    expect(await listed(`?customer_ids=${id(buyer2)}&customer_ids=${id(seller2)}`)).toEqual([t.blocked, t.completed, t.draft, t.repeat, t.cheap]);
  });

  it('filters by min_amount and max_amount, inclusive, on the transaction total', async () => {
    expect(await listed('?min_amount=1000')).toEqual([t.cancelled, t.repeat, t.first]);
    expect(await listed('?max_amount=300.00')).toEqual([t.blocked, t.cheap]);
    expect(await listed('?min_amount=999.99&max_amount=1000.00')).toEqual([t.draft, t.first]);
  });

  it('filters by initiation dates, inclusive: a plain end date covers its whole day', async () => {
    expect(await listed('?initiation_start_date=2026-01-02&initiation_end_date=2026-01-03')).toEqual([t.repeat, t.cheap]);
    expect(await listed('?initiation_end_date=2026-01-02')).toEqual([t.cheap, t.first]);
    expect(await listed('?initiation_start_date=2026-01-01T10:00:00Z&initiation_end_date=2026-01-01T10:00:00Z')).toEqual([t.first]);
    expect(await listed('?initiation_end_date=2026-01-03T10:00:00%2B10:00')).toEqual([t.repeat, t.cheap, t.first]);
  });

  it('filters by closed dates, inclusive', async () => {
    expect(await listed('?closed_start_date=2026-01-10&closed_end_date=2026-01-10')).toEqual([t.completed]);
    expect(await listed('?closed_start_date=2026-01-11')).toEqual([]);
  });

  it('leaves drafts out with exclude_draft, cancelled transactions with show_cancelled=false', async () => {
    expect(await listed('?exclude_draft=true')).not.toContain(t.draft);
    expect(await listed('?exclude_draft=false')).toContain(t.draft);
    expect(await listed('?show_cancelled=false')).toEqual(all().filter((id) => id !== t.cancelled));
    expect(await listed('?show_cancelled=true')).toEqual(all());
  });

  it('filters first-time buyers and sellers of this partner', async () => {
    // buyer: first, repeat, cancelled, blocked; buyer2: cheap, draft, completed.
    expect(await listed('?first_time_buyer=true')).toEqual([t.cheap, t.first]);
    // seller: first, cheap, cancelled, completed; seller2: repeat, draft, blocked.
    expect(await listed('?first_time_seller=true')).toEqual([t.repeat, t.first]);
    expect(await listed('?first_time_either=true')).toEqual([t.repeat, t.cheap, t.first]);
  });

  it('filters by days_taken (closed within that many days) and by status codes', async () => {
    expect(await listed('?days_taken=6')).toEqual([t.completed]);
    expect(await listed('?days_taken=5')).toEqual([]);
    expect(await listed('?status_code=65')).toEqual([t.blocked]);
    expect(await listed('?start_condition=65&end_condition=80')).toEqual([t.blocked, t.completed]);
    expect(await listed('?end_condition=0')).toEqual([t.cancelled]);
  });

  it('filters by sources: every transaction here comes from the api', async () => {
    expect(await listed('?sources=api')).toEqual(all());
  });

  it('combines filters', async () => {
    expect(await listed('?status=ongoing&exclude_draft=true&min_amount=500')).toEqual([t.repeat, t.first]);
  });

  it('costs the same number of SQL statements for 1 and for 100 transactions', async () => {
    const counts: number[] = [];
    for (const limit of [1, 100]) {
      harness.db.queries.reset();
      await list(`?limit=${limit}&status=ongoing&min_amount=1`);
      counts.push(harness.db.queries.count);
    }
    // authentication, then the page's ids and its transactions as JSON in one statement (loadTransactionWindow)
    expect(counts).toEqual([2, 2]);
  });
});

describe('GET /partner/transactions: who may ask', () => {
  it('answers 401 without credentials', async () => {
    const response = await harness.fetch(`${restBase}/partner/transactions`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 403 to a customer who is not a partner, whatever it asks', async () => {
    for (const query of ['', '?limit=abc']) {
      expect(await partnerGet(harness, customer, `/transactions${query}`)).toEqual({
        status: 403,
        body: { error: 'Only partner accounts may use the partner endpoints' },
      });
    }
  });

  it('shows another partner only its own transactions', async () => {
    expect(idsOf((await partnerGet(harness, otherPartner, '/transactions')).body.transactions)).toEqual([foreign]);
  });
});

describe('GET /partner/transactions: parameters that cannot be read answer 400', () => {
  const cases: [string, string][] = [
    ['limit=0', 'limit must be a positive integer; got "0"'],
    ['limit=ten', 'limit must be a positive integer; got "ten"'],
    ['limit=1&limit=2', 'limit must be given once; got 2 values'],
    ['next_cursor=-5', 'next_cursor must be a positive integer; got "-5"'],
    ['next_cursor=abc', 'next_cursor must be a positive integer; got "abc"'],
    ['sort_by=amount', 'sort_by must be one of id; got "amount"'],
    ['sort_direction=up', 'sort_direction must be one of asc, desc; got "up"'],
    ['status=done', 'status must be one of ongoing, completed, blocked; got "done"'],
    ['ids=1,x', 'ids must be a list of positive integers, such as 1,2,3; got "x"'],
    ['customer_ids=0', 'customer_ids must be a list of positive integers, such as 1,2,3; got "0"'],
    ['min_amount=abc', 'min_amount must be an amount such as 1000.00; got "abc"'],
    ['max_amount=1.005', 'max_amount must be an amount such as 1000.00; got "1.005"'],
    [
      'initiation_start_date=yesterday',
      'initiation_start_date must be an ISO 8601 date or date-time with a time zone, such as 2026-05-01 or 2026-05-01T12:00:00Z; got "yesterday"',
    ],
    [
      'initiation_end_date=2026-02-30',
      'initiation_end_date must be an ISO 8601 date or date-time with a time zone, such as 2026-05-01 or 2026-05-01T12:00:00Z; got "2026-02-30"',
    ],
    [
      'closed_start_date=2026-01-01T10:00:00',
      'closed_start_date must be an ISO 8601 date or date-time with a time zone, such as 2026-05-01 or 2026-05-01T12:00:00Z; got "2026-01-01T10:00:00"',
    ],
    [
      'closed_end_date=13/01/2026',
      'closed_end_date must be an ISO 8601 date or date-time with a time zone, such as 2026-05-01 or 2026-05-01T12:00:00Z; got "13/01/2026"',
    ],
    ['exclude_draft=maybe', 'exclude_draft must be true or false; got "maybe"'],
    ['show_cancelled=yes', 'show_cancelled must be true or false; got "yes"'],
    ['first_time_buyer=2', 'first_time_buyer must be true or false; got "2"'],
    ['first_time_seller=no', 'first_time_seller must be true or false; got "no"'],
    ['first_time_either=on', 'first_time_either must be true or false; got "on"'],
    ['days_taken=-1', 'days_taken must be a whole number, 0 or more; got "-1"'],
    ['status_code=abc', 'status_code must be an integer; got "abc"'],
    ['start_condition=1.5', 'start_condition must be an integer; got "1.5"'],
    ['end_condition=x', 'end_condition must be an integer; got "x"'],
  ];
  for (const [query, error] of cases) {
    it(query, async () => {
      expect(await partnerGet(harness, partner, `/transactions?${query}`)).toEqual({ status: 400, body: { error } });
    });
  }

  it('names every parameter it could not read', async () => {
    expect(await partnerGet(harness, partner, '/transactions?limit=x&status=done')).toEqual({
      status: 400,
      body: { error: 'limit must be a positive integer; got "x". status must be one of ongoing, completed, blocked; got "done"' },
    });
  });
});

describe('GET /partner/transactions: readable parameters that break the rules answer 422', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['min_amount=500&max_amount=100', { max_amount: ['must not be less than the minimum amount'] }],
    ['min_amount=-1', { min_amount: ['must not be negative'] }],
    ['initiation_start_date=2026-02-01&initiation_end_date=2026-01-01', { initiation_end_date: ['must not be before the start date'] }],
    ['closed_start_date=2026-02-01T00:00:00Z&closed_end_date=2026-01-31T23:59:59Z', { closed_end_date: ['must not be before the start date'] }],
    ['status_code=2', { status_code: [expect.stringMatching(/^must be one of 0, 1, 3, 5, .*, 85$/)] }],
    ['start_condition=4', { start_condition: [expect.stringMatching(/^must be one of /)] }],
    ['start_condition=80&end_condition=25', { end_condition: ['must not be less than the start condition'] }],
    ['sources=web', { sources: { 0: ['must be one of api'] } }],
    [`ids=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`, { ids: ['must list at most 1000 ids'] }],
  ];
  for (const [query, errors] of cases) {
    it(query.slice(0, 60), async () => {
      expect(await partnerGet(harness, partner, `/transactions?${query}`)).toEqual({ status: 422, body: { errors } });
    });
  }

  it('lists every broken rule at once', async () => {
    const { status, body } = await partnerGet(harness, partner, '/transactions?min_amount=5&max_amount=1&closed_start_date=2026-02-01&closed_end_date=2026-01-01');
    expect(status).toBe(422);
    expect(body).toEqual({ errors: { max_amount: ['must not be less than the minimum amount'], closed_end_date: ['must not be before the start date'] } });
  });
});
