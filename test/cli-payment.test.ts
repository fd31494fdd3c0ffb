import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createAccount } from '../src/domain/customers/create-account.js';
import { createServices } from '../src/services.js';
import { act } from '../src/domain/transactions/act.js';
import { createTransaction } from '../src/domain/transactions/create.js';
import { createLogger } from '../src/log.js';
import { openConfiguredDatabase } from '../src/server.js';
import { createDatabaseFromTemplate, testDatabaseUrl } from './support/databases.js';

// `heldfunds payment record` as an operator runs it: a real process on a real data folder
// (or a PostgreSQL database when TEST_DATABASE_URL is set), JSON on stdout, errors on stderr.

const bin = join(import.meta.dirname, '..', 'bin', 'heldfunds.js');
let env: NodeJS.ProcessEnv;
let cleanup: () => Promise<void>;
let transactionId: number;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'heldfunds-cli-payment-'));
  const url = testDatabaseUrl();
  const database = url ? await createDatabaseFromTemplate(url, inject('postgresTemplate')) : undefined;
  env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent' };
  if (database) env.DATABASE_URL = database.url;
  cleanup = async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  };

  // An agreed transaction awaiting 1032.50 (1000.00 and the buyer's 32.50 escrow fee), made
  // with the domain core in this process; the database is closed before the CLI opens it.
  const config = loadConfig(env);
  const log = createLogger('silent');
  const db = await openConfiguredDatabase(config, log);
  const services = createServices(config, db, log);
  try {
    const buyer = await createAccount(services, { email: 'buyer@example.com', password: 'a long enough password' });
    const seller = await createAccount(services, { email: 'seller@example.com', password: 'a long enough password' });
    const created = await createTransaction(services, { customer: buyer, method: 'password', apiKeyId: null }, {
      parties: [
        { role: 'buyer', customer: 'me' },
        { role: 'seller', customer: 'seller@example.com' },
      ],
      currency: 'usd',
      description: 'A vintage camera',
      items: [
        {
          title: 'Camera',
          type: 'general_merchandise',
          inspectionPeriod: 259200,
          schedule: [{ amount: 100000n, payerCustomer: 'me', beneficiaryCustomer: 'seller@example.com' }],
        },
      ],
    });
    transactionId = created.id;
    await act(services, { kind: 'customer', viewer: { customer: seller, method: 'password', apiKeyId: null } }, transactionId, { type: 'agree' });
  } finally {
    await services.events.close();
    await db.close();
  }
});
afterAll(() => cleanup());

function run(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

describe('heldfunds payment record', { timeout: 180_000 }, () => {
  it('reports usage errors with exit code 2', async () => {
    const missing = await run(['payment', 'record']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^heldfunds: --transaction must be a transaction id\n\nusage: heldfunds/);
    expect(missing.stderr).toContain('payment record --transaction ID [--amount 1032.50] [--method wire_transfer] [--reference REF] [--float]');
  });

  it('refuses an amount other than the outstanding balance with exit code 1, changing nothing', async () => {
    const wrong = await run(['payment', 'record', '--transaction', String(transactionId), '--amount', '1000.00']);
    expect(wrong).toEqual({
      code: 1,
      stdout: '',
      stderr: 'heldfunds: {"errors":{"amount":["must equal the outstanding balance of 1032.50 USD"]}}\n',
    });
    const unknown = await run(['payment', 'record', '--transaction', '999999']);
    expect(unknown).toEqual({ code: 1, stdout: '', stderr: 'heldfunds: Transaction not found\n' });
  });

  it('records the payment as the service and prints the transaction in the REST shape', async () => {
    const recorded = await run(['payment', 'record', '--transaction', String(transactionId), '--amount', '1032.50', '--reference', 'FED-20260115-1']);
    expect(recorded.stderr).toBe('');
    expect(recorded.code).toBe(0);
    const transaction = JSON.parse(recorded.stdout) as Record<string, any>;
    expect(transaction).toMatchObject({ id: transactionId, description: 'A vintage camera', is_cancelled: false, close_date: null });
    expect(transaction.items[0].schedule[0]).toEqual({
      amount: '1000.00',
      payer_customer: 'buyer@example.com',
      beneficiary_customer: 'seller@example.com',
      status: { secured: true, disbursed_to_beneficiary: false },
    });

    // Once funded, nothing is outstanding: a second record is refused.
    const again = await run(['payment', 'record', '--transaction', String(transactionId)]);
    expect(again).toEqual({ code: 1, stdout: '', stderr: 'heldfunds: Nothing is outstanding: the transaction is fully funded.\n' });
  });
});
