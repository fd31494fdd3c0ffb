import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { parseCommandLine } from '../../src/cli/command-line.js';
import { apiKeyCreate, customerCreate, partnerApprove } from '../../src/cli/commands.js';
import { runCommand } from '../../src/cli/run-command.js';
import { readLine } from '../../src/cli/stdin.js';
import { createLogger } from '../../src/log.js';
import { openConfiguredDatabase } from '../../src/db/configured.js';
import { testDatabaseUrl } from '../support/databases.js';
import { createConfiguredDatabase, type ConfiguredDatabase } from '../support/data-folder.js';
import { basicAuth, createHarness, type Harness } from '../support/harness.js';
import { runCli, startProcess } from '../support/processes.js';
import { failureOf, optionsOf, printed } from '../support/cli.js';

// The commands run in this process on a test database; what they print and how a failure is
// answered come from the functions the CLI entry uses (src/cli/output.ts). The binary itself, a
// real process on a real data folder (or PostgreSQL with TEST_DATABASE_URL), is tested at the end.

describe('heldfunds commands', () => {
  let harness: Harness;
  let email: string;

  beforeAll(async () => {
    harness = await createHarness();
  });
  afterAll(() => harness.close());

  const run = {
    customerCreate: (args: string[]) => customerCreate(harness.services, optionsOf('customer create', args)),
    apiKeyCreate: (args: string[]) => apiKeyCreate(harness.services, optionsOf('api-key create', args)),
    partnerApprove: (args: string[]) => partnerApprove(harness.services, optionsOf('partner approve', args)),
  };

  it('creates a customer (password from stdin) and an API key', async () => {
    const options = optionsOf('customer create', ['--email', 'Founder@Example.com', '--password-stdin']);
    expect(options).toMatchObject({ passwordStdin: true, password: undefined });
    options.password = await readLine(Readable.from([Buffer.from('a long enough password\n')]));
    expect(options.password).toBe('a long enough password');
    const customer = printed(await customerCreate(harness.services, options)) as { id: number; email: string };
    expect(customer).toMatchObject({ id: expect.any(Number), email: 'founder@example.com' });
    email = customer.email;

    const apiKey = printed(await run.apiKeyCreate(['--email', email, '--name', 'laptop']));
    expect(apiKey).toMatchObject({ name: 'laptop', is_active: true, key: expect.stringMatching(/^hf_test_/) });
  });

  it('approves a partner to act for customers, and withdraws the approval', async () => {
    expect(printed(await run.customerCreate(['--email', 'platform@example.com', '--partner']))).toMatchObject({ email: 'platform@example.com' });
    const approved = printed(await run.partnerApprove(['--email', 'platform@example.com']));
    expect(approved).toEqual({ id: expect.any(Number), email: 'platform@example.com', is_partner: true, act_as_customer_approved: true });
    const revoked = printed(await run.partnerApprove(['--email', 'platform@example.com', '--revoke']));
    expect(revoked).toMatchObject({ act_as_customer_approved: false });
    expect(await failureOf(() => run.partnerApprove(['--email', email]))).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: customer is not a partner account: only partners act for customers\n',
    });
  });

  it('reports usage errors with exit code 2 and domain errors with exit code 1', async () => {
    const missing = await failureOf(() => parseCommandLine(['customer', 'create']));
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/^heldfunds: --email is required\n\nusage: heldfunds/);

    expect(await failureOf(() => run.customerCreate(['--email', email]))).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: A customer with this email address already exists\n',
    });
    expect(await failureOf(() => run.customerCreate(['--email', 'not-an-email']))).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: email must be a valid email address\n',
    });
    expect(await failureOf(() => loadConfig({ PORT: 'abc' }))).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: invalid configuration:\n  - PORT must be an integer from 0 to 65535; got "abc"\n',
    });
  });
});

// Each child process starts Node, tsx and a database: seconds each on a loaded machine.
describe('the heldfunds binary', { timeout: 180_000 }, () => {
  let database: ConfiguredDatabase;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    database = await createConfiguredDatabase('heldfunds-cli-');
    env = { ...database.env, LOG_LEVEL: 'info' };
  });
  afterAll(() => database.cleanup());

  it('answers a usage error with exit code 2 and the usage on stderr, printing nothing', async () => {
    const missing = await runCli(['customer', 'create'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^heldfunds: --email is required\n\nusage: heldfunds/);
    expect(missing.stdout).toBe('');
  });

  it('creates a customer with the password from stdin', async () => {
    const created = await runCli(['customer', 'create', '--email', 'Founder@Example.com', '--password-stdin'], env, 'a long enough password\n');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ id: expect.any(Number), email: 'founder@example.com' });
  });

  it('migrates idempotently: a second migrate applies nothing', async () => {
    const config = loadConfig(env);
    for (let i = 0; i < 2; i++) expect(await runCommand(config, { command: 'migrate' })).toEqual({ database: expect.any(String), applied: [] });
  });

  it.skipIf(testDatabaseUrl() !== undefined)('refuses a data folder another process holds', async () => {
    const config = loadConfig(env);
    const holder = await openConfiguredDatabase(config, createLogger('silent'));
    try {
      await expect(runCommand(config, { command: 'migrate' })).rejects.toThrow(`the data folder ${config.dataDir} is in use by another heldfunds process`);
    } finally {
      await holder.close();
    }
  });

  it('serves the customer, refuses bad credentials, drains on SIGTERM and keeps the data', async () => {
    const config = loadConfig(env);
    const { key } = (await runCommand(config, { command: 'api-key create', options: { email: 'founder@example.com', name: 'laptop' } })) as { key: string };
    const server = startProcess(['serve'], { ...env, PORT: '0' });
    const url = (await server.waitFor('heldfunds listening')).url as string;
    const me = `${url}/2017-09-01/customer/me`;
    const ok = await fetch(me, { headers: { authorization: basicAuth('founder@example.com', key) } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ email: 'founder@example.com' });
    expect((await fetch(me)).status).toBe(401);
    expect((await fetch(me, { headers: { authorization: basicAuth('founder@example.com', `${key}x`) } })).status).toBe(401);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.logs.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['request', 'shutting down', 'heldfunds stopped']));
    const request = server.logs.find((entry) => entry.msg === 'request');
    expect(request).toMatchObject({ level: 'info', method: 'GET', path: '/2017-09-01/customer/me', status: 200 });
    expect(request?.requestId).toEqual(expect.any(String));

    // The server let go of the folder and left what it served in it.
    const again = await runCommand(config, { command: 'api-key create', options: { email: 'founder@example.com', name: 'after restart' } });
    expect(again).toMatchObject({ name: 'after restart', is_active: true });
  });
});
