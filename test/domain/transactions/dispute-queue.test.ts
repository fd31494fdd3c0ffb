import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputeQueueIdsSql, type DisputeQueueWindow } from '../../../src/domain/transactions/store/dispute-queue.js';
import { openedDispute, type OpenedDispute } from '../../support/dispute-queue.js';
import { createHarnessWithAccounts, type Harness } from '../../support/harness.js';

// The queue's statement reads the open disputes on the index Dispute(status, respondBy) in
// deadline order and stops at the page's end: the ended disputes, which are most of the
// table in time, are never read (the plan counts what it filtered out).

let harness: Harness;
const open: OpenedDispute[] = [];
const ended = 5_000;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

beforeAll(async () => {
  let buyer, seller;
  ({
    harness,
    accounts: { buyer, seller },
  } = await createHarnessWithAccounts({ buyer: { email: 'buyer@example.com' }, seller: { email: 'seller@example.com' } }));
  for (const reason of ['one', 'two', 'three']) {
    open.push(await openedDispute(harness, buyer, seller, reason));
    harness.clock.advance(86_400);
  }
  harness.clock.advance(7 * 86_400);
  const [first] = open;
  await harness.services.prisma.$executeRaw`
    INSERT INTO "Dispute" ("transactionId", "itemId", "openedByRole", "reason", "status", "openedAt", "respondBy", "closedAt")
    SELECT ${first!.transactionId}, ${first!.itemId}, 'buyer', 'ended', 'RESOLVED', now - make_interval(days => n), now - make_interval(days => n), now
    FROM generate_series(1, ${ended}) AS n, (SELECT '2026-01-01'::timestamp AS now) AS start`;
  await harness.services.prisma.$executeRawUnsafe('ANALYZE "Dispute"');
});
afterAll(() => harness.close());

async function plan(window: DisputeQueueWindow): Promise<PlanNode[]> {
  const sql = disputeQueueIdsSql(window);
  const explained = await harness.services.prisma.$queryRawUnsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${sql.text}`,
    ...sql.values,
  );
  return nodes(explained[0]!['QUERY PLAN'][0].Plan);
}

async function ids(window: DisputeQueueWindow): Promise<number[]> {
  const sql = disputeQueueIdsSql(window);
  return (await harness.services.prisma.$queryRawUnsafe<{ id: number }[]>(sql.text, ...sql.values)).map((row) => row.id);
}

describe('the dispute queue statement', () => {
  const windows: [string, Omit<DisputeQueueWindow, 'now'>][] = [
    ['the due ones', { includeNotDue: false, limit: 11 }],
    ['every open one', { includeNotDue: true, limit: 11 }],
    ['a last page', { includeNotDue: true, limit: 2, fromEnd: true }],
  ];
  for (const [name, window] of windows) {
    it(`reads ${name} on the (status, respondBy) index, none of the ${ended} ended disputes`, async () => {
      const steps = await plan({ ...window, now: harness.clock.now() });
      expect(steps.some((step) => step['Index Name'] === 'Dispute_status_respondBy_idx')).toBe(true);
      expect(
        steps.filter((step) => step['Node Type'] === 'Seq Scan' && step['Rows Removed by Filter'] !== undefined && step['Rows Removed by Filter'] > 50),
      ).toEqual([]);
      expect(steps.reduce((sum, step) => sum + (step['Rows Removed by Filter'] ?? 0), 0)).toBeLessThan(50);
    });
  }

  it('answers the open disputes in deadline order, a page after a place in it', async () => {
    const now = harness.clock.now();
    const all = open.map((dispute) => dispute.disputeId);
    expect(await ids({ now, includeNotDue: false, limit: 10 })).toEqual(all);
    expect(await ids({ now, includeNotDue: false, limit: 10, fromEnd: true })).toEqual([...all].reverse());
    const second = open[1]!;
    expect(await ids({ now, includeNotDue: false, limit: 10, after: { respondBy: new Date(second.respondBy), id: second.disputeId } })).toEqual([all[2]]);
    expect(await ids({ now, includeNotDue: false, limit: 10, before: { respondBy: new Date(second.respondBy), id: second.disputeId } })).toEqual([all[0]]);
  });
});
