import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortUsage } from '../../src/cli/usage.js';
import { testDatabaseUrl } from '../support/databases.js';
import { createConfiguredDatabase, type ConfiguredDatabase } from '../support/data-folder.js';
import { basicAuth } from '../support/harness.js';
import { runCli, startProcess, type Started } from '../support/processes.js';
import { cameraSaleBody } from '../support/transactions.js';

// `heldfunds` as a user types it: a real process, its stdout, stderr and exit code. The command
// line is read before the configuration and the database, so its mistakes need no database.

const noDatabase = { DATA_DIR: '/nonexistent/heldfunds-cli' };

describe('the heldfunds command line', { timeout: 120_000 }, () => {
  it('answers an unknown command, subcommand or option with one line naming the closest one, exit code 2', async () => {
    const cases: [string[], string][] = [
      [['custmer', 'list'], 'heldfunds: unknown command "custmer" (did you mean "customer"?)\n'],
      [['customer', 'lsit'], 'heldfunds: unknown customer command "lsit" (did you mean "list"?)\n'],
      [['ledger', 'balanse'], 'heldfunds: unknown ledger command "balanse" (did you mean "balance"?)\n'],
      [['customer', 'create', '--emial', 'you@example.com'], 'heldfunds: unknown option "--emial" (did you mean "--email"?)\n'],
      [['payment', 'record', '--transaction', '7', '--ammount', '10.00'], 'heldfunds: unknown option "--ammount" (did you mean "--amount"?)\n'],
      [['frobnicate'], 'heldfunds: unknown command "frobnicate"\n'],
      [['customer', 'list', '--verbose'], 'heldfunds: unknown option "--verbose"\n'],
    ];
    for (const [args, stderr] of cases) {
      expect(await runCli(args, noDatabase), args.join(' ')).toEqual({ code: 2, stdout: '', stderr });
    }
  });

  it('prints the short usage on stderr and exits 2 when given nothing; help exits 0', async () => {
    expect(await runCli([], noDatabase)).toEqual({ code: 2, stdout: '', stderr: `${shortUsage}\n` });
    expect(shortUsage.split('\n').length).toBeLessThan(5);
    for (const args of [['help'], ['--help'], ['customer', 'create', '--help']]) {
      const help = await runCli(args, noDatabase);
      expect(help).toMatchObject({ code: 0, stderr: '' });
      expect(help.stdout).toMatch(/^usage: heldfunds <command> \[options\]\n\ncommands:\n/);
    }
  });

  it('gives the usage of the command alone after a usage error that is not a typo', async () => {
    const missing = await runCli(['partner', 'approve'], noDatabase);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toBe(
      "heldfunds: --email is required\n\nusage: heldfunds partner approve --email E [--revoke]    let a partner act for its transactions' parties (As-Customer)\n",
    );
    const bare = await runCli(['ledger'], noDatabase);
    expect(bare.stderr).toMatch(/^heldfunds: ledger needs a command: audit, balance\n\nusage: heldfunds ledger audit /);
  });

  it('puts the error as JSON on stderr with --json', async () => {
    const typo = await runCli(['--json', 'custmer', 'list'], noDatabase);
    expect(typo).toMatchObject({ code: 2, stdout: '' });
    expect(JSON.parse(typo.stderr)).toEqual({ error: { code: 'usage', message: 'unknown command "custmer" (did you mean "customer"?)' } });
  });
});

// A command that fails in the domain, as the CLI runs it beside a server: over the control
// socket on embedded PGlite, on its own connection with TEST_DATABASE_URL.
describe('a refused command', { timeout: 300_000 }, () => {
  let database: ConfiguredDatabase;
  let env: NodeJS.ProcessEnv;
  let server: Started;
  let transactionId: number;

  beforeAll(async () => {
    database = await createConfiguredDatabase('heldfunds-cli-main-');
    env = { ...database.env, LOG_LEVEL: 'info' };
    server = startProcess(['serve'], { ...env, PORT: '0' });
    const url = (await server.waitFor('heldfunds listening', 120_000)).url as string;
    if (testDatabaseUrl() === undefined) await server.waitFor('listening for CLI commands');
    for (const email of ['buyer@example.com', 'seller@example.com']) {
      expect(await runCli(['customer', 'create', '--email', email, '--password-stdin'], env, `${email} password\n`)).toMatchObject({ code: 0, stderr: '' });
    }
    const api = (path: string, email: string, method: string, body: unknown) =>
      fetch(`${url}/2017-09-01${path}`, {
        method,
        headers: { authorization: basicAuth(email, `${email} password`), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // An agreed transaction awaiting 1032.50 (1000.00 and the buyer's 32.50 escrow fee).
    const created = await api('/transaction', 'buyer@example.com', 'POST', cameraSaleBody('me'));
    expect(created.status).toBe(201);
    transactionId = ((await created.json()) as { id: number }).id;
    expect((await api(`/transaction/${transactionId}`, 'seller@example.com', 'PATCH', { action: 'agree' })).status).toBe(200);
  });
  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database.cleanup();
  });

  it('says in one sentence why, naming the balance and what to do; the detail only with --json', async () => {
    const args = ['payment', 'record', '--transaction', String(transactionId), '--amount', '1000.00'];
    expect(await runCli(args, env)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'heldfunds: amount must equal the outstanding balance of 1032.50 USD (leave out --amount to record the outstanding balance)\n',
    });
    const json = await runCli([...args, '--json'], env);
    expect(json).toMatchObject({ code: 1, stdout: '' });
    expect(json.stderr.endsWith('\n') && json.stderr.split('\n').length).toBe(2);
    expect(JSON.parse(json.stderr)).toEqual({
      error: {
        code: 'validation_failed',
        message: 'amount must equal the outstanding balance of 1032.50 USD (leave out --amount to record the outstanding balance)',
        errors: { amount: ['must equal the outstanding balance of 1032.50 USD'] },
      },
    });
    expect(await runCli(['transaction', 'show', '--id', '999999', '--json'], env)).toEqual({
      code: 1,
      stdout: '',
      stderr: `${JSON.stringify({ error: { code: 'not_found', message: 'Transaction not found' } })}\n`,
    });
  });
});
