import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/databases.js';
import { createConfiguredDatabase, type ConfiguredDatabase } from '../support/data-folder.js';
import { basicAuth } from '../support/harness.js';
import type { Json } from '../support/json.js';
import { runCli, startProcess, type Started } from '../support/processes.js';
import { cameraSaleBody } from '../support/transactions.js';

// The operator CLI while `heldfunds serve` runs on the same database: on embedded PGlite the
// command goes to the server over the data folder's control socket, on PostgreSQL (with
// TEST_DATABASE_URL) the CLI connects itself. Real processes, as an operator runs them.

const pglite = testDatabaseUrl() === undefined;

describe('the CLI beside a running server', { timeout: 300_000 }, () => {
  let database: ConfiguredDatabase;
  let env: NodeJS.ProcessEnv;
  let server: Started;
  let url: string;
  let partnerAuth: string;
  const cli = async (args: string[], input = '') => {
    const result = await runCli(args, env, input);
    return { ...result, json: result.code === 0 && result.stdout.startsWith('{') ? (JSON.parse(result.stdout) as Record<string, Json>) : undefined };
  };
  const api = (path: string, auth: string, init: RequestInit = {}) =>
    fetch(`${url}/2017-09-01${path}`, { ...init, headers: { authorization: auth, 'content-type': 'application/json', ...init.headers } });

  beforeAll(async () => {
    database = await createConfiguredDatabase('heldfunds-beside-');
    env = { ...database.env, LOG_LEVEL: 'info' };
    // The load below runs for as long as the CLI's payment takes, which on a slow machine is
    // more than one key's default 600 requests a minute: the limiter is not what this tests.
    server = startProcess(['serve'], { ...env, PORT: '0', RATE_LIMIT_PER_MINUTE: '1000000' });
    url = (await server.waitFor('heldfunds listening', 120_000)).url as string;
    if (pglite) await server.waitFor('listening for CLI commands');
  });
  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database.cleanup();
  });

  it('logs each startup step as a JSON line', () => {
    const messages = server.logs.map((entry) => entry.msg);
    const opening = pglite ? 'opening embedded PGlite' : 'opening PostgreSQL';
    expect(messages.slice(0, 5)).toEqual(['heldfunds starting', opening, 'checking database migrations', 'database migrated', 'heldfunds listening']);
    expect(server.logs.find((entry) => entry.msg === 'database migrated')).toMatchObject({ applied: [], durationMs: expect.any(Number) });
  });

  it('creates accounts and keys while the server runs', async () => {
    const created = await cli(['customer', 'create', '--email', 'platform@example.com', '--partner', '--password-stdin'], 'a long enough password\n');
    expect(created.stderr).toBe('');
    expect(created.json).toMatchObject({ email: 'platform@example.com' });
    const key = await cli(['api-key', 'create', '--email', 'platform@example.com', '--name', 'ops']);
    expect(key.json).toMatchObject({ key: expect.stringMatching(/^hf_test_/) });
    partnerAuth = basicAuth('platform@example.com', key.json!.key as string);
    expect((await api('/customer/me', partnerAuth)).status).toBe(200);
  });

  it('shows recorded mail with its links, and sets an invited customer’s password', async () => {
    const invited = await api('/transaction', partnerAuth, { method: 'POST', body: JSON.stringify(cameraSaleBody('buyer@example.com')) });
    expect(invited.status).toBe(201);
    const mails = await cli(['mail', 'list', '--to', 'buyer@example.com']);
    expect(mails.json!.data[0]).toMatchObject({ to: 'buyer@example.com', kind: 'invitation', sent_at: null });
    const mail = await cli(['mail', 'show', '--id', String(mails.json!.data[0].id)]);
    expect(mail.json!.links[0]).toMatch(/^http/);

    const set = await cli(['customer', 'set-password', '--email', 'buyer@example.com', '--password-stdin'], 'the buyer chose this\n');
    expect(set.json).toMatchObject({ email: 'buyer@example.com' });
    expect((await api('/customer/me', basicAuth('buyer@example.com', 'the buyer chose this'))).status).toBe(200);
    expect((await cli(['customer', 'show', '--email', 'buyer@example.com'])).json).toMatchObject({ has_password: true });
    const weak = await cli(['customer', 'set-password', '--email', 'buyer@example.com', '--password', 'short']);
    expect(weak).toMatchObject({ code: 1, stderr: 'heldfunds: password must be at least 10 characters\n' });
  });

  it('records a payment while the server is under load, and every request and the payment succeed', async () => {
    const body = { ...cameraSaleBody('buyer@example.com') };
    const created = await api('/transaction', partnerAuth, { method: 'POST', body: JSON.stringify(body) });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    await cli(['customer', 'set-password', '--email', 'seller@example.com', '--password', 'the seller chose this']);
    for (const auth of [basicAuth('buyer@example.com', 'the buyer chose this'), basicAuth('seller@example.com', 'the seller chose this')]) {
      expect((await api(`/transaction/${id}`, auth, { method: 'PATCH', body: JSON.stringify({ action: 'agree' }) })).status).toBe(200);
    }

    // Requests that write (new transactions, each its own database transaction) and read, while
    // the CLI's payment runs in the same database.
    let stop = false;
    const statuses: number[] = [];
    const load = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const write = await api('/transaction', partnerAuth, { method: 'POST', body: JSON.stringify(body) });
        statuses.push(write.status);
        statuses.push((await api(`/transaction/${id}`, partnerAuth)).status);
      }
    });
    const recorded = await cli(['payment', 'record', '--transaction', String(id), '--amount', '1032.50', '--reference', 'FED-1']);
    stop = true;
    await Promise.all(load);
    expect(recorded.stderr).toBe('');
    expect(recorded.code).toBe(0);
    expect(recorded.json!.items[0].schedule[0].status).toEqual({ secured: true, disbursed_to_beneficiary: false });
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);

    const shown = await cli(['transaction', 'show', '--id', String(id)]);
    expect(shown.json).toMatchObject({ id, items: [{ schedule: [{ status: { secured: true } }] }] });
    const listed = await cli(['transaction', 'list', '--customer', 'buyer@example.com', '--limit', '2']);
    expect(listed.json!.data).toHaveLength(2);
    expect(listed.json!.next_before).toEqual(expect.any(Number));
    const events = await cli(['event', 'list', '--transaction', String(id)]);
    expect(events.json!.data.map((event: { name: string }) => event.name)).toEqual(expect.arrayContaining(['create', 'payment_received']));
    const event = await cli(['event', 'show', '--id', events.json!.data[0].id as string]);
    expect(event.json).toMatchObject({ transaction_id: id, deliveries: [] });
    expect((await cli(['delivery', 'list', '--status', 'failed'])).json).toEqual({ data: [], next_before: null });
  });

  it('reviews a verification submitted through the API while the server runs', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x20)]).toString('base64');
    const submitted = await api('/customer/me/verification/personal', partnerAuth, {
      method: 'POST',
      body: JSON.stringify({ account: { first_name: 'Pat', last_name: 'Partner', date_of_birth: '1980-01-31' }, documents: [{ type: 'passport', content: pdf }] }),
    });
    expect(submitted.status).toBe(201);
    const id = ((await submitted.json()) as { id: number }).id;
    const listed = await cli(['verification', 'list']);
    expect(listed.stderr).toBe('');
    expect(listed.json).toMatchObject({
      verifications: [{ id, status: 'pending', customer_email: 'platform@example.com', documents: [{ type: 'passport', content_type: 'application/pdf' }] }],
    });
    expect((await cli(['verification', 'show', '--id', String(id), '--content'])).json).toMatchObject({ documents: [{ content: pdf }] });
    expect((await cli(['verification', 'approve', '--id', String(id)])).json).toMatchObject({ id, status: 'verified' });
    expect(await cli(['verification', 'approve', '--id', String(id)])).toMatchObject({
      code: 1,
      stderr: 'heldfunds: The verification is not waiting for review: it is verified\n',
    });
    const customer = (await (await api('/customer/me', partnerAuth)).json()) as { verification: { personal: { status: string } } };
    expect(customer.verification.personal.status).toBe('verified');
  });

  it('answers failures in one line on stderr: exit 1, or 2 for usage', async () => {
    expect(await cli(['transaction', 'show', '--id', '999999'])).toMatchObject({ code: 1, stdout: '', stderr: 'heldfunds: Transaction not found\n' });
    const usage = await cli(['mail', 'list', '--limit', '1000']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^heldfunds: --limit must be at most 100\n\nusage: heldfunds/);
  });

  it('runs the demo beside the server, printing curl commands for it', async () => {
    // On PGlite the server runs it and knows its port; on PostgreSQL the CLI runs it and is told.
    const demo = await cli(pglite ? ['demo'] : ['demo', '--url', url]);
    expect(demo.stderr).toBe('');
    expect(demo.code).toBe(0);
    expect(demo.stdout).toContain(`API='${url}/2017-09-01'`);
    expect(demo.stdout).toMatch(/# 10\. the partner reads the closed transaction: 200 .*disbursed_to_beneficiary, closed/);
  });

  it('runs the dispute commands: text for people, JSON with --json, a JSON error for a dispute that is none', async () => {
    // The demo's transaction closed: no dispute is open.
    expect(await cli(['dispute', 'list'])).toMatchObject({ code: 0, stdout: 'No open dispute is past its deadline.\n', stderr: '' });
    expect((await cli(['dispute', 'list', '--all', '--json'])).json).toEqual({ disputes: [], truncated: false });
    const missing = await cli(['dispute', 'show', '7', '--json']);
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(JSON.parse(missing.stderr)).toEqual({ error: { code: 'not_found', message: 'Dispute 7 not found' } });
  });

  it('refuses a second server on the same port, and on PGlite on the same data folder, in one line', async () => {
    const port = new URL(url).port;
    const other = await createConfiguredDatabase('heldfunds-beside-other-');
    try {
      const samePort = await runCli(['serve'], { ...other.env, PORT: port, LOG_LEVEL: 'warn' });
      expect(samePort).toMatchObject({ code: 1, stderr: `heldfunds: port ${port} on 127.0.0.1 is in use by another process (set PORT or HOST)\n` });
    } finally {
      await other.cleanup();
    }
    if (!pglite) return;
    const sameFolder = await runCli(['serve'], { ...env, PORT: '0', LOG_LEVEL: 'warn' });
    expect(sameFolder).toMatchObject({ code: 1, stderr: `heldfunds: the data folder ${env.DATA_DIR} is in use by another heldfunds process\n` });
  });
});
