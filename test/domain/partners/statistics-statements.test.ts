import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../../src/db/generated/client.js';
import type { Viewer } from '../../../src/domain/auth/authenticate.js';
import { countPartnerCustomers, countPartnerTransactions } from '../../../src/domain/partners/statistics.js';
import { testDatabaseUrl } from '../../support/databases.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { createPartnerAccount } from '../../support/partners.js';

// The transaction count's plan is the same for every value (one range of the daily counts'
// primary key), so it is prepared: parsed and planned once per connection. The customer count
// reads transactions and parties, and is planned for its values.

let harness: Harness;
let viewer: Viewer;
beforeAll(async () => {
  harness = await createHarness();
  const partner = await createPartnerAccount(harness, 'prepared.partner@example.com');
  viewer = { customer: await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: partner.id } }), method: 'api_key', apiKeyId: null };
});
afterAll(() => harness.close());

describe('the partner counts', () => {
  it.skipIf(!testDatabaseUrl())('prepare the transaction count on PostgreSQL, and not the customer count', async () => {
    // Sequential statements take the same idle connection, so this sees what the counts before it prepared.
    const prepared = async () =>
      (await harness.db.read<{ statement: string }>(Prisma.sql`SELECT "statement" FROM pg_prepared_statements WHERE "name" LIKE 'heldfunds_%'`)).map(
        (row) => row.statement,
      );
    const request = { dateStart: new Date('2025-01-01T00:00:00Z'), dateEnd: new Date('2025-12-31T00:00:00Z'), interval: 'day' as const };
    await countPartnerTransactions(harness.services, viewer, request);
    await countPartnerTransactions(harness.services, viewer, { ...request, interval: 'month' });
    const afterTransactions = await prepared();
    expect(afterTransactions.filter((statement) => statement.includes('FROM "PartnerDailyCount" d'))).toHaveLength(1);
    await countPartnerCustomers(harness.services, viewer, request);
    expect(await prepared()).toEqual(afterTransactions);
  });
});
