/** `heldfunds customer lock|unlock <id|email>`: the operator stops a compromised account at once, on every door, with an audit trail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine, type OneShotCommandLine } from '../../src/cli/command-line.js';
import { executeCommand } from '../../src/cli/execute.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { failureOf, printed } from '../support/cli.js';
import { RawGraphQLSocket } from '../support/live.js';

let harness: Harness;
let server: { url: string; close(): Promise<void> };
let alice: TestAccount;
const sockets: RawGraphQLSocket[] = [];

beforeAll(async () => {
  ({
    harness,
    accounts: { alice },
  } = await createHarnessWithAccounts({ alice: {} }));
  server = await harness.listen();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
  await harness.close();
});

const run = (...argv: string[]) => executeCommand(harness.services, harness.db, parseCommandLine(argv) as OneShotCommandLine);
const me = (auth = alice.auth) => harness.fetch('/2017-09-01/customer/me', { headers: { authorization: auth } });

describe('heldfunds customer lock|unlock', () => {
  it('locks by email: the open socket closes, HTTP answers 403, and the audit trail keeps who and why', async () => {
    const socket = await RawGraphQLSocket.connect(server.url, alice.auth, { track: sockets });
    expect(socket.acknowledged).toBe(true);

    const locked = printed(await run('customer', 'lock', alice.email.toUpperCase(), '--reason', 'phished'));
    expect(locked).toEqual({ id: alice.id, email: alice.email, locked: true, locked_at: expect.any(String), reason: 'phished' });
    expect(await socket.waitClosed(5_000)).toEqual({ code: 4401, reason: 'Credentials revoked: sign in again' });
    const refused = await me();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'This account is locked by the service operator; contact support' });

    expect(printed(await run('customer', 'unlock', String(alice.id)))).toEqual({ id: alice.id, email: alice.email, locked: false, locked_at: null, reason: null });
    expect((await me()).status).toBe(200);
    const trail = await harness.services.prisma.accountLockChange.findMany({ where: { customerId: alice.id }, orderBy: { id: 'asc' } });
    expect(trail.map(({ locked, reason, actor }) => ({ locked, reason, actor }))).toEqual([
      { locked: true, reason: 'phished', actor: 'cli' },
      { locked: false, reason: null, actor: 'cli' },
    ]);
  });

  it('takes --id and --email too, and refuses what names no one account', async () => {
    expect(parseCommandLine(['customer', 'lock', '--id', '7'])).toEqual({ command: 'customer lock', options: { customer: { id: 7 }, reason: undefined } });
    expect(parseCommandLine(['customer', 'unlock', '--email', 'a@example.com'])).toEqual({
      command: 'customer unlock',
      options: { customer: { email: 'a@example.com' }, reason: undefined },
    });
    expect((await failureOf(() => parseCommandLine(['customer', 'lock']))).stderr).toMatch(/^heldfunds: customer lock takes one account: its id or its email\n/);
    expect((await failureOf(() => parseCommandLine(['customer', 'lock', '1', '2']))).exitCode).toBe(2);
    expect((await failureOf(() => parseCommandLine(['customer', 'lock', '--id', 'x@example.com']))).stderr).toMatch(/^heldfunds: --id must be a customer id\n/);
    expect((await failureOf(() => parseCommandLine(['customer', 'unlock', '1', '--reason', 'r']))).exitCode).toBe(2);
    expect(await failureOf(() => run('customer', 'lock', 'nobody@example.com'))).toEqual({ exitCode: 1, stderr: 'heldfunds: Customer not found\n' });
    expect(await failureOf(() => run('customer', 'lock', alice.email, '--reason', 'x'.repeat(2001)))).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: reason must be at most 2000 characters\n',
    });
    expect((await me()).status).toBe(200);
  });
});
