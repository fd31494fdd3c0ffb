import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabaseFromTemplate, testDatabaseUrl } from './support/databases.js';
import { basicAuth } from './support/harness.js';

// The CLI and the server as a user runs them: real processes, a real data folder (or a real
// PostgreSQL database when TEST_DATABASE_URL is set), JSON on stdout, errors on stderr.

const bin = join(import.meta.dirname, '..', 'bin', 'heldfunds.js');
let env: NodeJS.ProcessEnv;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'heldfunds-cli-'));
  const url = testDatabaseUrl();
  const database = url ? await createDatabaseFromTemplate(url, inject('postgresTemplate')) : undefined;
  env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'info' };
  if (database) env.DATABASE_URL = database.url;
  cleanup = async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  };
});
afterAll(() => cleanup());

function run(args: string[], options: { input?: string; extraEnv?: NodeJS.ProcessEnv } = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...env, ...options.extraEnv } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

interface Served {
  child: ChildProcess;
  url: string;
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
}

/** Starts `heldfunds serve` on a free port and waits for its "listening" log line. */
function serve(): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'serve'], { env: { ...env, PORT: '0' } });
    const logs: Record<string, unknown>[] = [];
    const exited = new Promise<number | null>((done) => child.on('close', done));
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      logs.push(entry);
      if (entry.msg === 'heldfunds listening') resolve({ child, url: entry.url as string, logs, exited });
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
}

// Each step starts Node, tsx and a database in a new process: seconds each, more under a
// loaded CI machine, hence the generous timeout.
describe('heldfunds CLI and server', { timeout: 180_000 }, () => {
  let email: string;
  let key: string;

  it('creates a customer (password from stdin) and an API key', async () => {
    const created = await run(['customer', 'create', '--email', 'Founder@Example.com', '--password-stdin'], {
      input: 'a long enough password\n',
    });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const customer = JSON.parse(created.stdout) as { id: number; email: string };
    expect(customer).toMatchObject({ id: expect.any(Number), email: 'founder@example.com' });
    email = customer.email;

    const keyRun = await run(['api-key', 'create', '--email', email, '--name', 'laptop']);
    expect(keyRun.code).toBe(0);
    const apiKey = JSON.parse(keyRun.stdout) as { key: string; name: string; is_active: boolean };
    expect(apiKey).toMatchObject({ name: 'laptop', is_active: true, key: expect.stringMatching(/^hf_test_/) });
    key = apiKey.key;
  });

  it('approves a partner to act for customers, and withdraws the approval', async () => {
    const created = await run(['customer', 'create', '--email', 'platform@example.com', '--partner']);
    expect(JSON.parse(created.stdout)).toMatchObject({ email: 'platform@example.com' });
    const approved = await run(['partner', 'approve', '--email', 'platform@example.com']);
    expect(approved.code).toBe(0);
    expect(JSON.parse(approved.stdout)).toEqual({ id: expect.any(Number), email: 'platform@example.com', is_partner: true, act_as_customer_approved: true });
    const revoked = await run(['partner', 'approve', '--email', 'platform@example.com', '--revoke']);
    expect(JSON.parse(revoked.stdout)).toMatchObject({ act_as_customer_approved: false });
    const notPartner = await run(['partner', 'approve', '--email', email]);
    expect(notPartner.code).toBe(1);
    expect(notPartner.stderr).toBe('heldfunds: {"errors":{"customer":["is not a partner account: only partners act for customers"]}}\n');
  });

  it('migrates idempotently: a second migrate applies nothing', async () => {
    for (let i = 0; i < 2; i++) {
      const migrated = await run(['migrate']);
      expect(migrated.code).toBe(0);
      expect(JSON.parse(migrated.stdout)).toEqual({ database: expect.any(String), applied: [] });
    }
  });

  it('serves the customer, refuses bad credentials, drains on SIGTERM and keeps the data', async () => {
    for (let round = 0; round < 2; round++) {
      const server = await serve();
      const me = `${server.url}/2017-09-01/customer/me`;
      const ok = await fetch(me, { headers: { authorization: basicAuth(email, key) } });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ email });
      expect((await fetch(me)).status).toBe(401);
      expect((await fetch(me, { headers: { authorization: basicAuth(email, `${key}x`) } })).status).toBe(401);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.logs.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['request', 'shutting down', 'heldfunds stopped']));
      const request = server.logs.find((entry) => entry.msg === 'request');
      expect(request).toMatchObject({ level: 'info', method: 'GET', path: '/2017-09-01/customer/me', status: 200 });
      expect(request?.requestId).toEqual(expect.any(String));
    }
  });

  it('reports usage errors with exit code 2 and domain errors with exit code 1', async () => {
    const missing = await run(['customer', 'create']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^heldfunds: --email is required\n\nusage: heldfunds/);
    expect(missing.stdout).toBe('');

    const duplicate = await run(['customer', 'create', '--email', email]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toBe('heldfunds: A customer with this email address already exists\n');

    const invalid = await run(['customer', 'create', '--email', 'not-an-email']);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toBe('heldfunds: {"errors":{"email":["must be a valid email address"]}}\n');

    const badConfig = await run(['migrate'], { extraEnv: { PORT: 'abc' } });
    expect(badConfig.code).toBe(1);
    expect(badConfig.stderr).toBe('heldfunds: invalid configuration:\n  - PORT must be an integer from 0 to 65535; got "abc"\n');
  });
});
