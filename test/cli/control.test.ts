import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlSocketPath, sendCommand } from '../../src/cli/control-client.js';
import { answerCommand, listenForCommands } from '../../src/cli/control.js';
import { createLogger } from '../../src/log.js';
import { createHarness, type Harness } from '../support/harness.js';

// The server's side of the CLI's control socket, in this process: every request is hostile
// input (bounded, parsed like a command line), and a server that is not there answers null.

let harness: Harness;
let dir: string;

beforeAll(async () => {
  harness = await createHarness();
  dir = await mkdtemp(join(tmpdir(), 'heldfunds-control-'));
});
afterAll(async () => {
  await harness.close();
  await rm(dir, { recursive: true, force: true });
});

const answer = (text: string) => answerCommand(harness.services, harness.db, text);

describe('the control socket', () => {
  it('refuses what is not a command line, and the long-running commands, with exit code 2', async () => {
    expect(await answer('not json')).toMatchObject({ exitCode: 2, stdout: '', stderr: expect.stringMatching(/^heldfunds: the request is not JSON\n/) });
    expect(await answer('{"argv": "customer list"}')).toMatchObject({ exitCode: 2, stderr: expect.stringMatching(/^heldfunds: the request has no command line\n/) });
    expect(await answer(JSON.stringify({ argv: Array(65).fill('x') }))).toMatchObject({ exitCode: 2 });
    expect(await answer('{"argv": ["serve"]}')).toMatchObject({ exitCode: 2, stderr: expect.stringMatching(/^heldfunds: a heldfunds process already runs on /) });
    expect(await answer('{"argv": ["customer", "show", "--id", "1 OR 1=1"]}')).toMatchObject({
      exitCode: 2,
      stderr: expect.stringMatching(/^heldfunds: --id must be a positive integer\n/),
    });
  });

  it('runs a command with the password its CLI read, and answers migrate with nothing pending', async () => {
    const created = await answer(
      JSON.stringify({ argv: ['customer', 'create', '--email', 'ops@example.com', '--password-stdin'], password: 'a long enough password' }),
    );
    expect(created).toMatchObject({ exitCode: 0, stderr: '' });
    expect(JSON.parse(created.stdout)).toMatchObject({ email: 'ops@example.com' });
    expect(await answer(JSON.stringify({ argv: ['customer', 'show', '--email', 'ops@example.com'] }))).toMatchObject({
      exitCode: 0,
      stdout: expect.stringContaining('"has_password": true'),
    });
    expect(JSON.parse((await answer('{"argv": ["migrate"]}')).stdout)).toEqual({ database: harness.db.kind, applied: [] });
  });

  it('listens on a socket only its owner may use, answers a CLI, and leaves no file behind', async () => {
    const dataDir = join(dir, 'data');
    expect(await sendCommand(dataDir, { argv: ['customer', 'list'] })).toBeNull();
    const listener = await listenForCommands(harness.services, harness.db, dataDir, createLogger('silent'));
    try {
      expect((await stat(controlSocketPath(dataDir))).mode & 0o777).toBe(0o600);
      const listed = await sendCommand(dataDir, { argv: ['customer', 'list', '--limit', '1'] });
      expect(listed).toMatchObject({ exitCode: 0, stderr: '' });
      expect(JSON.parse(listed!.stdout)).toMatchObject({ data: [{ email: expect.any(String) }] });
      expect(await sendCommand(dataDir, { argv: ['mail', 'show', '--id', '999999'] })).toEqual({ exitCode: 1, stdout: '', stderr: 'heldfunds: Mail not found\n' });
    } finally {
      await listener.close();
    }
    await expect(stat(controlSocketPath(dataDir))).rejects.toThrow();
    expect(await sendCommand(dataDir, { argv: ['customer', 'list'] })).toBeNull();
  });
});
