import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReportStep } from '../../src/domain/partners/reports/build.js';
import { createHarnessWithAccounts, restBase, type Harness, type TestAccount } from '../support/harness.js';
import { createSale } from '../support/partners.js';
import { WebClient } from '../support/web.js';

// Console reports: asked for with the partner filters, listed with their status a page at a
// time, downloaded with the web session as CSV or JSON: the same file the REST download serves.

let harness: Harness;
let accounts: Record<'partner' | 'other' | 'plain', TestAccount>;
let partner: WebClient;

beforeAll(async () => {
  ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, other: { isPartner: true }, plain: {} }));
  for (let i = 0; i < 3; i += 1)
    await createSale(harness, accounts.partner, { buyer: `reports.buyer${i}@example.com`, seller: 'reports.seller@example.com' }, { amount: `${(i + 1) * 100}.00` });
  partner = new WebClient(harness);
  expect((await partner.signIn(accounts.partner.email, accounts.partner.password)).status).toBe(303);
});
afterAll(() => harness?.close());

const build = async () => {
  while (await runReportStep(harness.services, { pageSize: 2, workerId: 'web-test' }));
};
const restDownload = async (id: number, query = '') =>
  (await harness.fetch(`${restBase}/partner/reports/${id}/download${query}`, { headers: { authorization: accounts.partner.auth } })).text();

async function ask(fields: Record<string, string>) {
  await partner.get('/console/reports');
  return partner.post('/console/reports', fields);
}

describe('console reports', () => {
  it('asks for a report with the filters; it shows as not ready until built, then downloads as CSV and JSON like the REST file', async () => {
    const asked = await ask({ status: 'ongoing', minAmount: '150', showCancelled: 'on', sortDirection: 'ASC' });
    expect(asked.status).toBe(303);
    expect(asked.location).toMatch(/^\/console\/reports\?requested=\d+$/);
    const task = await harness.services.prisma.reportTask.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(task.status).toBe('pending');
    expect(task.filters).toMatchObject({ transactionFilters: { status: 'ongoing', showCancelled: true }, sortDirection: 'asc' });

    const listed = await partner.get(asked.location!);
    expect(listed.status).toBe(200);
    expect(listed.body).toContain(`Report ${task.id} is being built`);
    expect(listed.body).toContain('Waiting to be built: not ready yet');
    expect(listed.body).not.toContain(`/console/reports/${task.id}/download`);
    const early = await partner.get(`/console/reports/${task.id}/download`);
    expect(early.status).toBe(409);
    expect(early.headers.get('content-type')).toContain('text/html');
    expect(early.body).toContain(`Report ${task.id} is not ready yet (pending); download it once its status is completed`);

    await build();
    const ready = await partner.get('/console/reports');
    expect(ready.body).toContain(`href="/console/reports/${task.id}/download"`);
    expect(ready.body).toContain(`href="/console/reports/${task.id}/download?format=json"`);
    // The page the request led to, reloaded once the report is built, says so.
    const reloaded = await partner.get(asked.location!);
    expect(reloaded.body).toContain(`Report ${task.id} is ready: download it below.`);
    expect(reloaded.body).not.toContain('is being built');

    const csv = await partner.get(`/console/reports/${task.id}/download`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${task.filename}"`);
    expect(csv.body).toBe(await restDownload(task.id));
    expect(csv.body.trim().split('\n')).toHaveLength(1 + 2);

    const json = await partner.get(`/console/reports/${task.id}/download?format=json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json.body).toBe(await restDownload(task.id, '?as_json=true'));
    expect(JSON.parse(json.body).rows.map((row: { total_amount: string }) => row.total_amount)).toEqual(['200.00', '300.00']);
  });

  it('words refusals as the core does, and keeps what was typed', async () => {
    const before = await harness.services.prisma.reportTask.count();
    const badDate = await ask({ initiatedFrom: '2026-13-45', ids: '1, 2' });
    expect(badDate.status).toBe(400);
    expect(badDate.body).toContain('Opened from: a date (YYYY-MM-DD)');
    expect(badDate.body).toContain('value="1, 2"');
    // An amount the Money scalar cannot read: GraphQL's own words, as /graphql answers them.
    const amount = await ask({ minAmount: 'ten dollars' });
    expect(amount.status).toBe(400);
    expect(amount.body).toContain('Money must be');
    expect(amount.body).toContain('value="ten dollars"');
    const core = await ask({ limit: '0' });
    expect(core.status).toBe(400);
    expect(core.body).toMatch(/limit: [^<]+/);
    expect(await harness.services.prisma.reportTask.count()).toBe(before);
  });

  it('pages through the reports by cursor', async () => {
    for (let i = 0; i < 21; i += 1) expect((await ask({})).status).toBe(303);
    const first = await partner.get('/console/reports');
    const older = /href="(\/console\/reports\?after=[^"]+)"/.exec(first.body)?.[1];
    expect(older).toBeDefined();
    const second = await partner.get(older!.replace(/&amp;/g, '&'));
    expect(second.status).toBe(200);
    const ids = (body: string) => [...body.matchAll(/<tr>\s*<td data-label="#">(\d+)<\/td>/g)].map((match) => Number(match[1]));
    expect(ids(first.body)).toHaveLength(20);
    expect(ids(second.body).length).toBeGreaterThan(0);
    expect(Math.max(...ids(second.body))).toBeLessThan(Math.min(...ids(first.body)));
  });

  it('another partner’s report is not found; a non-partner and a signed-out browser are kept out', async () => {
    const task = await harness.services.prisma.reportTask.findFirstOrThrow({ where: { status: 'completed' } });
    const other = new WebClient(harness);
    await other.signIn(accounts.other.email, accounts.other.password);
    const foreign = await other.get(`/console/reports/${task.id}/download`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toContain('Report not found');
    expect(other.jar.size).toBeGreaterThan(0);

    const plain = new WebClient(harness);
    await plain.signIn(accounts.plain.email, accounts.plain.password);
    expect((await plain.get('/console/reports')).status).toBe(403);
    expect((await plain.get(`/console/reports/${task.id}/download`)).status).toBe(403);

    const signedOut = await new WebClient(harness).get(`/console/reports/${task.id}/download`);
    expect(signedOut.status).toBe(303);
    expect(signedOut.location).toBe(`/sign-in?next=${encodeURIComponent(`/console/reports/${task.id}/download`)}`);
  });
});

describe('the console home', () => {
  it('counts on the service’s clock (a sandbox test clock included) and names each status as the API does', async () => {
    // The harness clock stands in 2026-01-15, whatever the machine's date: the three sales are in the chart.
    const home = await partner.get('/console');
    expect(home.status).toBe(200);
    expect(home.body).toContain('3 in the last 12 weeks');
    expect(home.body).toContain('Transactions per interval: ');
    // The chart's days in words ("12 Jan"), never an ISO date.
    expect(home.body).toMatch(/1[0-9] Jan: 3/);
    const daily = await partner.get('/console?interval=day');
    expect(daily.body).toContain('3 in the last 14 days');
    expect(daily.body).toContain('15 Jan: 3');
    expect(home.body).toContain('<td data-label="Status">Started: no party has agreed yet <span class="hint">(3)</span></td>');
  });
});
