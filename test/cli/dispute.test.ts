import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine, type OneShotCommandLine } from '../../src/cli/command-line.js';
import { answerCommand } from '../../src/cli/control.js';
import { executeCommand } from '../../src/cli/execute.js';
import { describeFailure, formatOutput } from '../../src/cli/output.js';
import { openedDispute, type OpenedDispute } from '../support/dispute-queue.js';
import { printed } from '../support/cli.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';

// `heldfunds dispute list|show|resolve` as an operator runs them: parsed as the CLI parses them
// and run through the dispatch the CLI uses, and beside a running server through the control
// socket's answer (the path a CLI takes on embedded PGlite while the server holds the data).

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let operator: TestAccount;
/** Opened at the harness clock's start, due seven days later: overdue by a day when the tests run. */
let overdue: OpenedDispute;
/** Opened five days later: due in four days. */
let notDue: OpenedDispute;

const day = 86_400;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, operator },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    operator: { email: 'ops@heldfunds.test', isOperator: true },
  }));
  overdue = await openedDispute(harness, buyer, seller, 'The lens is cracked');
  harness.clock.advance(5 * day);
  notDue = await openedDispute(harness, buyer, seller, 'The strap is missing');
  harness.clock.advance(3 * day);
});
afterAll(() => harness.close());

async function answer(args: string[]): Promise<unknown> {
  return executeCommand(harness.services, harness.db, parseCommandLine(args) as OneShotCommandLine);
}
/** What a person reads on stdout. */
const text = async (args: string[]) => formatOutput(await answer(args));
/** What a script reads with --json. */
const json = async (args: string[]) => printed(await answer(args));
/** How the CLI answers a refusal: exit code and stderr (naming the command, as the CLI does once it read the line). */
async function refusal(args: string[]): Promise<ReturnType<typeof describeFailure>> {
  const command = `${args[0]} ${args[1]}`;
  try {
    await answer(args);
  } catch (error) {
    return describeFailure(error, { command });
  }
  throw new Error(`expected ${command} to fail`);
}

const disputeState = async (id: number) => {
  const row = await harness.services.prisma.dispute.findUniqueOrThrow({ where: { id }, include: { transaction: { select: { events: { select: { id: true } } } } } });
  return { status: row.status, events: row.transaction.events.length };
};

describe('heldfunds dispute', () => {
  it('lists the disputes past their deadline for people, in words and money, and as JSON', async () => {
    const listed = await text(['dispute', 'list']);
    expect(listed).toContain('1 dispute past their deadline, the oldest deadline first:');
    expect(listed).toContain(`dispute ${overdue.disputeId}  transaction ${overdue.transactionId}, item ${overdue.itemId}  $1,000.00 held`);
    expect(listed).toContain('respond by Thu, 22 Jan 2026, 12:00 UTC (overdue by 1 day)');
    expect(listed).toContain('opened by the buyer: The lens is cracked');
    expect(listed).not.toContain(`dispute ${notDue.disputeId} `);

    const all = await text(['dispute', 'list', '--all']);
    expect(all).toContain('2 disputes open, the oldest deadline first:');
    expect(all).toContain('respond by Tue, 27 Jan 2026, 12:00 UTC (due in 4 days)');

    const machine = await json(['dispute', 'list', '--all', '--limit', '1']);
    expect(machine).toEqual({
      disputes: [
        {
          id: overdue.disputeId,
          transaction_id: overdue.transactionId,
          item_id: overdue.itemId,
          status: 'OPEN',
          opened_by: 'buyer',
          reason: 'The lens is cracked',
          opened_at: '2026-01-15T12:00:00.000Z',
          respond_by: '2026-01-22T12:00:00.000Z',
          overdue: true,
          closed_at: null,
          currency: 'usd',
          held_amount: '1000.00',
          resolution: null,
          messages: [],
          proposals: [],
        },
      ],
      truncated: true,
    });
  });

  it('shows one dispute, and refuses an id that is none with a clear message', async () => {
    const shown = await text(['dispute', 'show', String(overdue.disputeId)]);
    expect(shown).toContain(`Dispute ${overdue.disputeId}: OPEN, item ${overdue.itemId} of transaction ${overdue.transactionId}`);
    expect(shown).toContain('Opened by the buyer on Thu, 15 Jan 2026, 12:00 UTC: The lens is cracked');
    expect(shown).toContain('Held: $1,000.00');
    expect(shown).toContain(`To decide: heldfunds dispute resolve ${overdue.disputeId} --outcome`);
    expect(await json(['dispute', 'show', String(notDue.disputeId)])).toMatchObject({ id: notDue.disputeId, overdue: false, held_amount: '1000.00' });

    expect(await refusal(['dispute', 'show', '999999'])).toEqual({ exitCode: 1, stderr: 'heldfunds: Dispute 999999 not found\n' });
    const noId = await refusal(['dispute', 'show']);
    expect(noId.exitCode).toBe(2);
    expect(noId.stderr).toMatch(/^heldfunds: dispute show takes one dispute id\n\nusage: heldfunds dispute show ID/);
    expect((await refusal(['dispute', 'show', '1 OR 1=1'])).stderr).toMatch(/^heldfunds: "1 OR 1=1" is not a dispute id\n/);
    expect((await refusal(['dispute', 'show', '99999999999'])).exitCode).toBe(2);
    expect((await refusal(['dispute', 'list', '--limit', '0'])).stderr).toMatch(/^heldfunds: --limit must be a whole number from 1 to 1000\n/);
    expect((await refusal(['dispute', 'lst'])).stderr).toBe('heldfunds: unknown dispute command "lst" (did you mean "list"?)\n');
  });

  it('refuses a resolution it cannot make, changing nothing', async () => {
    const id = String(overdue.disputeId);
    const before = await disputeState(overdue.disputeId);
    const asOperator = ['--operator', 'ops@heldfunds.test'];
    expect((await refusal(['dispute', 'resolve', id, '--outcome', 'halve', ...asOperator])).stderr).toMatch(
      /^heldfunds: --outcome must be refund_buyer, release_to_seller, split\n/,
    );
    expect((await refusal(['dispute', 'resolve', id, '--outcome', 'split'])).stderr).toMatch(/^heldfunds: --operator is required/);
    expect(await refusal(['dispute', 'resolve', id, '--outcome', 'split', ...asOperator])).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: sellerAmount is required: what the seller is paid of the item (give --seller-amount with --outcome split, and only then)\n',
    });
    expect(await refusal(['dispute', 'resolve', id, '--outcome', 'split', '--seller-amount', '3.001', ...asOperator])).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: sellerAmount must have at most two decimal places (give --seller-amount with --outcome split, and only then)\n',
    });
    expect((await refusal(['dispute', 'resolve', id, '--outcome', 'split', '--seller-amount=-1', ...asOperator])).stderr).toMatch(
      /^heldfunds: sellerAmount must be an amount of zero or more/,
    );
    expect((await refusal(['dispute', 'resolve', id, '--outcome', 'split', '--seller-amount', '1000.01', ...asOperator])).stderr).toMatch(
      /^heldfunds: sellerAmount must be at most 1000.00: the money item \d+ holds/,
    );
    expect((await refusal(['dispute', 'resolve', id, '--outcome', 'refund_buyer', '--seller-amount', '10', ...asOperator])).stderr).toMatch(
      /^heldfunds: sellerAmount is only allowed with the outcome split/,
    );
    expect(await refusal(['dispute', 'resolve', id, '--outcome', 'refund_buyer', '--operator', 'buyer@example.com'])).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: buyer@example.com is not an operator\n',
    });
    expect(await refusal(['dispute', 'resolve', '999999', '--outcome', 'refund_buyer', ...asOperator])).toEqual({
      exitCode: 1,
      stderr: 'heldfunds: Dispute 999999 not found\n',
    });
    expect(await disputeState(overdue.disputeId)).toEqual(before);
  });

  it('resolves by a split through the lifecycle, under the operator, and the case leaves the queue', async () => {
    const id = String(overdue.disputeId);
    const resolved = await text([
      'dispute',
      'resolve',
      id,
      '--outcome',
      'split',
      '--seller-amount',
      '300.00',
      '--note',
      'Cracked lens',
      '--operator',
      'ops@heldfunds.test',
    ]);
    expect(resolved).toMatch(/^Resolved \(split\) by ops@heldfunds\.test\.\n\nDispute \d+: RESOLVED/);
    expect(resolved).toContain('Resolution: $300.00 to the seller, $700.00 back to the buyer');
    expect(resolved).not.toContain('To decide');

    const events = await harness.services.prisma.event.findMany({ where: { transactionId: overdue.transactionId, name: 'dispute_settled' } });
    expect(events.map((event) => [event.actorId, event.payload])).toEqual([
      [operator.id, { item_ids: [overdue.itemId], by: 'operator', seller_amount: '300.00', buyer_amount: '700.00' }],
    ]);
    const timeline = await harness.services.prisma.timelineEntry.findMany({ where: { transactionId: overdue.transactionId, event: 'dispute_settled' } });
    expect(timeline.map((entry) => [entry.actorId, entry.notes])).toEqual([
      [operator.id, expect.stringContaining('by a split (Cracked lens): 300.00 USD to the seller, 700.00 USD back to the buyer')],
    ]);

    expect(await text(['dispute', 'list'])).toBe('No open dispute is past its deadline.\n');
    expect(await refusal(['dispute', 'resolve', id, '--outcome', 'refund_buyer', '--operator', 'ops@heldfunds.test'])).toEqual({
      exitCode: 1,
      stderr: `heldfunds: Dispute ${id} is resolved: there is nothing left to decide\n`,
    });
  });

  it('runs beside a running server: text by default, JSON and JSON errors with --json', async () => {
    const request = (argv: string[]) => answerCommand(harness.services, harness.db, JSON.stringify({ argv }));
    const shown = await request(['dispute', 'show', String(notDue.disputeId)]);
    expect(shown).toMatchObject({ exitCode: 0, stderr: '', stdout: expect.stringContaining('(due in 4 days)') });
    const released = await request(['dispute', 'resolve', String(notDue.disputeId), '--outcome', 'release_to_seller', '--operator', 'ops@heldfunds.test', '--json']);
    expect(released.exitCode).toBe(0);
    expect(JSON.parse(released.stdout)).toMatchObject({ status: 'RESOLVED', resolution: { seller_amount: '1000.00', buyer_amount: '0.00' } });
    const missing = await request(['dispute', 'show', '999999', '--json']);
    expect(JSON.parse(missing.stderr)).toEqual({ error: { code: 'not_found', message: 'Dispute 999999 not found' } });
    expect(missing.exitCode).toBe(1);
  });
});
