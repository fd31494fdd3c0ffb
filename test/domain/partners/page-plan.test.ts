import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPartnerTransactions } from '../../../bench/partner-seed.js';
import { partnerTransactionIdsSql } from '../../../src/domain/transactions/store/listings.js';
import { createHarness, type Harness, type TestAccount } from '../../support/harness.js';
import { createPartnerAccount } from '../../support/partners.js';

// A partner's filtered page reads the partner's own rows, not the newer rows of other creators
// that come before them in the table's id order (the planner once walked the primary key
// backwards past all of them: issue 10's slow page).

let harness: Harness;
let partner: TestAccount;
let other: TestAccount;

interface PlanNode {
  'Rows Removed by Filter'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

const removed = (node: PlanNode): number => (node['Rows Removed by Filter'] ?? 0) + (node.Plans ?? []).reduce((sum, child) => sum + removed(child), 0);

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness, 'planned.partner@example.com');
  other = await createPartnerAccount(harness, 'busy.partner@example.com');
  await seedPartnerTransactions(harness.services.prisma, partner.id, 2000);
  await seedPartnerTransactions(harness.services.prisma, other.id, 400);
  await harness.services.prisma.$executeRawUnsafe('ANALYZE');
});
afterAll(() => harness.close());

describe('the partner page statement', () => {
  for (const sortDirection of ['desc', 'asc'] as const) {
    it(`reads the partner's own rows in ${sortDirection}ending id order, past none of another partner's`, async () => {
      const filter = { status: 'ongoing' as const, minAmount: 100_000n };
      const sql = partnerTransactionIdsSql(partner.id, filter, { sortDirection, limit: 11 });
      const explained = await harness.services.prisma.$queryRawUnsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${sql.text}`,
        ...sql.values,
      );
      expect(removed(explained[0]!['QUERY PLAN'][0].Plan)).toBeLessThan(50);

      const ids = (await harness.services.prisma.$queryRawUnsafe<{ id: number }[]>(sql.text, ...sql.values)).map((row) => row.id);
      const expected = await harness.services.prisma.$queryRawUnsafe<{ id: number }[]>(
        `SELECT "id" FROM "Transaction" WHERE "creatorId" = $1 AND NOT "isCancelled" AND "closedAt" IS NULL AND "totalAmount" >= 100000
         ORDER BY "id" ${sortDirection} LIMIT 11`,
        partner.id,
      );
      expect(ids).toEqual(expected.map((row) => row.id));
      expect(ids).toHaveLength(11);
    });
  }
});
