import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReportStep } from '../../src/domain/partners/reports/build.js';
import { reportColumns } from '../../src/domain/partners/reports/rows.js';
import { generateWebhookSecret } from '../../src/events/webhook-signing.js';
import { send } from '../support/accounts.js';
import { createHarness, createTestAccount, restBase, type Harness, type TestAccount } from '../support/harness.js';
import { cancelSale, createPartnerAccount, createSale, partnerBase, partnerGet, seedHistory } from '../support/partners.js';
import { Receiver } from '../support/receiver.js';

let harness: Harness;
let partner: TestAccount;
let otherPartner: TestAccount;
let plain: TestAccount;
const sales: number[] = [];

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness);
  otherPartner = await createPartnerAccount(harness);
  plain = await createTestAccount(harness);
  for (let i = 0; i < 5; i++) {
    sales.push(
      await createSale(
        harness,
        partner,
        { buyer: `report.buyer${i % 2}@example.com`, seller: 'report.seller@example.com' },
        { amount: `${(i + 1) * 100}.00`, reference: `order, "${i}"` },
      ),
    );
  }
  await createSale(harness, otherPartner, { buyer: 'report.buyer0@example.com', seller: 'report.seller@example.com' });
  await cancelSale(harness, partner, sales[4]!);
  await seedHistory(harness, sales[0]!, { createdAt: '2026-01-02T00:00:00Z', closedAt: '2026-01-03T00:00:00Z' });
  await harness.services.prisma.customer.update({
    where: { email: 'report.buyer1@example.com' },
    data: { addressCountry: 'FR', firstName: 'Ada', lastName: 'Buyer' },
  });
});
afterAll(() => harness.close());

const request = (account: TestAccount, body: unknown) => send(harness, account, 'POST', `${partnerBase}/reports`, body);
const download = async (account: TestAccount, id: number, query = '') => {
  const response = await harness.fetch(`${restBase}/partner/reports/${id}/download${query}`, { headers: { authorization: account.auth } });
  return { status: response.status, headers: response.headers, text: await response.text() };
};
/** Builds every pending report, `pageSize` transactions per stored chunk. */
const build = async (pageSize = 2, workerId = 'test-worker') => {
  while (await runReportStep(harness.services, { pageSize, workerId }));
};

describe('POST /partner/reports', () => {
  it('creates a pending report task (201, V4PartnerReportsSchema)', async () => {
    const { status, body } = await request(partner, { transaction_filters: { status: 'ongoing' } });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      customer_id: partner.id,
      status: 'pending',
      filename: 'transactions-20260115T120000Z.csv',
      date_requested_utc: '2026-01-15T12:00:00.000Z',
      date_completed_utc: null,
      row_count: 0,
      storage_object_url: null,
    });
  });

  it('answers "not ready yet" (409) for the download while the report is pending or running', async () => {
    await build();
    const { body } = await request(partner, {});
    expect(await download(partner, body.id)).toMatchObject({
      status: 409,
      text: JSON.stringify({ error: `Report ${body.id} is not ready yet (pending); download it once its status is completed` }),
    });
    await runReportStep(harness.services, { pageSize: 1, workerId: 'slow' });
    expect((await partnerGet(harness, partner, `/reports/${body.id}`)).body).toMatchObject({ status: 'running', row_count: 1 });
    expect((await download(partner, body.id)).text).toContain('is not ready yet (running)');
    await build(1, 'slow');
  });

  it('builds the report a page at a time and serves it as CSV, or as JSON with as_json=true', async () => {
    const { body: task } = await request(partner, {
      transaction_filters: { show_cancelled: false, sort_direction: 'asc', min_amount: 100, max_amount: '400.00', ids: sales },
      customer_filters: {},
    });
    await build(2);
    const done = await partnerGet(harness, partner, `/reports/${task.id}`);
    expect(done.body).toMatchObject({ status: 'completed', row_count: 4, date_completed_utc: '2026-01-15T12:00:00.000Z' });
    expect(done.body.storage_object_url).toBe(`${harness.services.config.publicUrl}/2017-09-01/partner/reports/${task.id}/download`);
    expect(await harness.services.prisma.reportChunk.count({ where: { reportTaskId: task.id } })).toBe(2);

    const csv = await download(partner, task.id);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="transactions-20260115T120000Z.csv"');
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(reportColumns.join(','));
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${sales[0]},"order, ""0""",The sale of example.com,usd,100.00,completed,80,false,2026-01-02T00:00:00.000Z,2026-01-03T00:00:00.000Z,\\d+,report.buyer0@example.com,,,\\d+,report.seller@example.com,,,,$`,
      ),
    );
    expect(lines[2]).toContain(',report.buyer1@example.com,Ada Buyer,FR,');

    const json = await download(partner, task.id, '?as_json=true');
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const parsed = JSON.parse(json.text);
    expect(parsed).toMatchObject({ report_id: task.id, filename: 'transactions-20260115T120000Z.csv', row_count: 4 });
    expect(parsed.rows.map((row: { transaction_id: number }) => row.transaction_id)).toEqual(sales.slice(0, 4));
    expect(parsed.rows[0]).toMatchObject({ reference: 'order, "0"', total_amount: '100.00', status: 'completed', status_code: 80, is_draft: false });
  });

  it('narrows by customer_filters: transactions with a matching buyer, seller or broker', async () => {
    const { body: task } = await request(partner, { customer_filters: { country: 'fr' } });
    await build();
    const parsed = JSON.parse((await download(partner, task.id, '?as_json=1')).text);
    expect(parsed.rows.map((row: { transaction_id: number }) => row.transaction_id)).toEqual([sales[3], sales[1]]);
  });

  it('honours limit and next_cursor of the transaction filters', async () => {
    const { body: task } = await request(partner, { transaction_filters: { limit: 2, next_cursor: sales[3] } });
    await build(5);
    const parsed = JSON.parse((await download(partner, task.id, '?as_json=true')).text);
    expect(parsed.rows.map((row: { transaction_id: number }) => row.transaction_id)).toEqual([sales[3], sales[2]]);
  });

  it('writes an empty report when nothing matches', async () => {
    const { body: task } = await request(partner, { transaction_filters: { ids: [999999] } });
    await build();
    expect((await download(partner, task.id)).text).toBe(`${reportColumns.join(',')}\r\n`);
    expect(JSON.parse((await download(partner, task.id, '?as_json=true')).text)).toMatchObject({ row_count: 0, rows: [] });
  });

  it('answers 422 for filters that cannot be read or break the rules, all at once', async () => {
    const { status, body } = await request(partner, {
      transaction_filters: {
        status: 'done',
        min_amount: 'lots',
        ids: [1, 'x'],
        initiation_start_date: '2026-02-01',
        initiation_end_date: '2026-01-01',
        status_code: 2,
        colour: 'red',
        limit: 0,
      },
      customer_filters: { country: 'Atlantis', verification_status: 'maybe' },
      format: 'xlsx',
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      errors: {
        format: ['is not a field of a report request'],
        transaction_filters: {
          colour: ['is not a filter of PartnerTransactionGetParams'],
          status: ['must be one of ongoing, completed, blocked'],
          ids: ['must be a list of integers'],
          min_amount: ['must be a decimal number, such as 1000.00'],
          initiation_end_date: ['must not be before the start date'],
          status_code: [expect.stringMatching(/^must be one of 0, 1, 3/)],
          limit: ['must be at least 1'],
        },
        customer_filters: {
          verification_status: ['must be one of verified, not_verified, company_verified'],
          country: ['must be an ISO 3166-1 alpha-2 country code, such as US'],
        },
      },
    });
    expect(await request(partner, { transaction_filters: [] })).toEqual({ status: 422, body: { errors: { transaction_filters: { all: ['must be an object'] } } } });
    expect(await request(partner, { transaction_filters: { min_amount: 50, max_amount: 10 } })).toEqual({
      status: 422,
      body: { errors: { transaction_filters: { max_amount: ['must not be less than the minimum amount'] } } },
    });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    expect(await request(partner, [1])).toEqual({ status: 400, body: { error: 'The request body must be a JSON object' } });
    const response = await harness.fetch(`${restBase}/partner/reports`, {
      method: 'POST',
      headers: { authorization: partner.auth, 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /partner/reports, /count, /{task_id}', () => {
  it('lists the partner’s reports newest first with a cursor, and counts them by status', async () => {
    const all = await harness.services.prisma.reportTask.findMany({ where: { partnerId: partner.id }, orderBy: { id: 'desc' } });
    const first = await partnerGet(harness, partner, '/reports?limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ limit: 2, next_cursor: all[2]!.id, sort_by: 'id', sort_direction: 'desc' });
    expect(first.body.reports[0]).toEqual({
      id: all[0]!.id,
      status: all[0]!.status,
      filename: all[0]!.filename,
      date_requested: all[0]!.createdAt.toISOString(),
      date_completed: all[0]!.completedAt?.toISOString() ?? null,
      row_count: all[0]!.rowCount,
    });
    const rest = await partnerGet(harness, partner, `/reports?limit=100&next_cursor=${first.body.next_cursor}`);
    expect([...first.body.reports, ...rest.body.reports].map((r: { id: number }) => r.id)).toEqual(all.map((task) => task.id));
    expect(rest.body.next_cursor).toBeNull();
    const count = await partnerGet(harness, partner, '/reports/count');
    expect(count).toEqual({
      status: 200,
      body: {
        count: all.length,
        by_status: {
          pending: all.filter((t) => t.status === 'pending').length,
          running: 0,
          completed: all.filter((t) => t.status === 'completed').length,
          failed: 0,
        },
      },
    });
    expect((await partnerGet(harness, otherPartner, '/reports/count')).body).toEqual({ count: 0, by_status: { pending: 0, running: 0, completed: 0, failed: 0 } });
  });

  it('answers 404 for another partner’s report, or an id that is not one', async () => {
    const { body: task } = await request(partner, {});
    const notFound = { status: 404, body: { error: 'Report not found' } };
    expect(await partnerGet(harness, otherPartner, `/reports/${task.id}`)).toEqual(notFound);
    const foreign = await download(otherPartner, task.id);
    expect({ status: foreign.status, body: JSON.parse(foreign.text) }).toEqual(notFound);
    expect(await partnerGet(harness, partner, '/reports/abc')).toEqual(notFound);
    expect((await download(partner, 999999)).status).toBe(404);
  });

  it('answers 400 for paging or as_json it cannot read', async () => {
    expect(await partnerGet(harness, partner, '/reports?limit=none')).toEqual({ status: 400, body: { error: 'limit must be a positive integer; got "none"' } });
    expect(await partnerGet(harness, partner, '/reports?sort_by=name')).toEqual({ status: 400, body: { error: 'sort_by must be one of id; got "name"' } });
    const { body: task } = await request(partner, {});
    await build();
    const answer = await download(partner, task.id, '?as_json=yes');
    expect({ status: answer.status, body: JSON.parse(answer.text) }).toEqual({ status: 400, body: { error: 'as_json must be true or false; got "yes"' } });
  });

  it('answers 401 without credentials and 403 to an account that is not a partner, on every report path', async () => {
    for (const [method, path] of [
      ['POST', '/reports'],
      ['GET', '/reports'],
      ['GET', '/reports/count'],
      ['GET', '/reports/1'],
      ['GET', '/reports/1/download'],
    ] as const) {
      expect((await harness.fetch(`${restBase}/partner${path}`, { method })).status, path).toBe(401);
      expect(await send(harness, plain, method, `${partnerBase}${path}`, method === 'POST' ? {} : undefined), path).toEqual({
        status: 403,
        body: { error: 'Only partner accounts may use the partner endpoints' },
      });
    }
  });
});

describe('the report worker', () => {
  it('resumes a report after its worker died, from the last stored page, with every row once', async () => {
    const { body: task } = await request(partner, { transaction_filters: { sort_direction: 'asc' } });
    expect(await runReportStep(harness.services, { pageSize: 2, workerId: 'instance-a', leaseMs: 60_000 })).toBe(true);
    // Instance A is gone. While its lease holds, nobody else takes the report...
    expect(await runReportStep(harness.services, { pageSize: 2, workerId: 'instance-b', leaseMs: 60_000 })).toBe(false);
    // ...then instance B resumes where A stopped.
    harness.clock.advance(61);
    await build(2, 'instance-b');
    const parsed = JSON.parse((await download(partner, task.id, '?as_json=true')).text);
    expect(parsed.rows.map((row: { transaction_id: number }) => row.transaction_id)).toEqual(sales);
    const chunks = await harness.services.prisma.reportChunk.findMany({ where: { reportTaskId: task.id }, orderBy: { position: 'asc' } });
    expect(chunks.map((chunk) => [chunk.position, chunk.firstRow, chunk.rowCount])).toEqual([
      [0, 0, 2],
      [1, 2, 2],
      [2, 4, 1],
    ]);
  });

  it('builds each report once when several instances work at the same time', async () => {
    const { body: task } = await request(partner, {});
    await Promise.all(['one', 'two', 'three'].map((workerId) => build(1, workerId)));
    const chunks = await harness.services.prisma.reportChunk.findMany({ where: { reportTaskId: task.id }, orderBy: { position: 'asc' } });
    const ids = chunks.flatMap((chunk) => JSON.parse(chunk.rows).map((row: { transaction_id: number }) => row.transaction_id));
    expect(ids).toEqual([...sales].reverse());
  });

  it('marks a report failed after repeated failures, and its download says so', async () => {
    const task = await harness.services.prisma.reportTask.create({
      data: { partnerId: partner.id, filters: { transactionFilters: { ids: 'not a list' } }, filename: 'broken.csv', createdAt: harness.clock.now() },
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      await runReportStep(harness.services, { workerId: 'w', leaseMs: 1000 });
      harness.clock.advance(2);
    }
    const failed = await harness.services.prisma.reportTask.findUniqueOrThrow({ where: { id: task.id } });
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.lastError).toBeTruthy();
    const answer = await download(partner, task.id);
    expect({ status: answer.status, body: JSON.parse(answer.text) }).toEqual({
      status: 409,
      body: { error: `Report ${task.id} failed and has no file; request a new report` },
    });
  });

  it('raises report_ready through the outbox: a webhook to the partner', async () => {
    const receiver = await new Receiver().start();
    try {
      await harness.services.prisma.webhook.create({
        data: { customerId: partner.id, url: receiver.url, activeUrl: receiver.url, secret: generateWebhookSecret() },
      });
      const workers = harness.workers();
      await workers.drain();
      receiver.received.length = 0;
      const { body: task } = await request(partner, {});
      await workers.drain();
      // Reports asked for by earlier tests may finish during this drain (a slow machine can leave
      // one leased past the first drain); this report's event must arrive exactly once.
      const bodies = receiver.received.map((received) => JSON.parse(received.body)).filter((body) => body.report_id === task.id);
      expect(bodies).toEqual([
        {
          event: 'report_ready',
          event_type: 'report',
          transaction_id: null,
          report_id: task.id,
          event_id: expect.any(String),
          created_at: expect.any(String),
          sequence: null,
        },
      ]);
      expect((await partnerGet(harness, partner, `/reports/${task.id}`)).body.status).toBe('completed');
    } finally {
      await receiver.stop();
    }
  });
});
