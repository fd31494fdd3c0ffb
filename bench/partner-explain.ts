/**
 * `tsx bench/partner-explain.ts [count]`: seeds one partner with `count` transactions (100,000
 * by default) in a throwaway PostgreSQL database, runs the partner listings and statistics
 * through the domain, and prints EXPLAIN (ANALYZE, BUFFERS) of every statement they sent.
 * BENCH_DATABASE_URL picks the server (default: the local one).
 */
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { PrismaClient } from '../src/db/generated/client.js';
import type { Viewer } from '../src/domain/auth/authenticate.js';
import { createAccount } from '../src/domain/customers/create-account.js';
import { listPartnerCustomers } from '../src/domain/partners/customers.js';
import { viewerTransactionsWhere } from '../src/domain/access/transactions.js';
import { countPartnerCustomers, countPartnerTransactions } from '../src/domain/partners/statistics.js';
import { transactionCountFromRowsSql } from '../src/domain/partners/store/statistics.js';
import { createTransaction } from '../src/domain/transactions/create.js';
import { listTransactions } from '../src/domain/transactions/read.js';
import { viewerTransactionWindow, type ViewerTransactionWindow } from '../src/domain/transactions/listing.js';
import { transactionInclude } from '../src/domain/transactions/record.js';
import { parseCreateTransaction } from '../src/rest/parse/create-transaction.js';
import { domainNameBody } from '../test/support/transactions.js';
import { listPartnerTransactions } from '../src/domain/partners/transactions.js';
import { createLogger } from '../src/log.js';
import { createServices } from '../src/services.js';
import { seedPartnerTransactions } from './partner-seed.js';
import { createThrowawayDatabase } from './postgres.js';

const count = Number(process.argv[2] ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = await createThrowawayDatabase(adminUrl);
try {
  const db = await openDatabase({ url: database.url });
  const services = createServices(loadConfig({}), db, createLogger('silent'));
  const partner = await createAccount(services, { email: 'partner@bench.example', isPartner: true });
  // A customer with ten transactions older than the partner's: the viewer listings' worst case.
  const reader = await createAccount(services, { email: 'reader@bench.example' });
  const readerViewer: Viewer = { customer: reader, method: 'api_key', apiKeyId: null };
  for (let i = 0; i < 10; i += 1) await createTransaction(services, readerViewer, parseCreateTransaction(domainNameBody('seller@bench.example')).input);
  const started = performance.now();
  await seedPartnerTransactions(db.prisma, partner.id, count);
  console.log(`seeded ${count} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const captured: { query: string; params: string }[] = [];
  const logging = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url }), log: [{ emit: 'event', level: 'query' }] });
  logging.$on('query', (event) => captured.push({ query: event.query, params: event.params }));
  services.prisma = logging;
  // The hot reads that go straight through the driver (Database.read) are captured too.
  services.db = { ...services.db, read: (sql) => logging.$queryRaw(sql) };
  const viewer: Viewer = { customer: { ...partner, isPartner: true }, method: 'api_key', apiKeyId: null };
  // A second, small partner: in a shared database each partner's rows are a small part of the table.
  const small = await createAccount(services, { email: 'small.partner@bench.example', isPartner: true });
  await seedPartnerTransactions(db.prisma, small.id, 2000);
  const smallViewer: Viewer = { customer: { ...small, isPartner: true }, method: 'api_key', apiKeyId: null };
  const someBuyer = await db.prisma.party.findFirstOrThrow({ where: { role: 'buyer', transaction: { creatorId: partner.id } }, select: { customerId: true } });

  const newestTen: ViewerTransactionWindow = { sortBy: 'id', sortDirection: 'desc', limit: 10, fromEnd: false };
  const cases: [string, () => Promise<unknown>][] = [
    [
      'viewer listing before (Prisma relation filter, ORDER BY id DESC LIMIT 10)',
      () => services.prisma.transaction.findMany({ where: viewerTransactionsWhere(readerViewer), orderBy: { id: 'desc' }, take: 10, include: transactionInclude }),
    ],
    ['viewer listing now (GraphQL window: ids from Party, then the page)', () => viewerTransactionWindow(services, readerViewer, {}, newestTen)],
    [
      'viewer listing, status=ongoing&roles=[buyer]&min_amount=20 (ten old transactions)',
      () => viewerTransactionWindow(services, readerViewer, { status: 'ongoing', roles: ['buyer'], minAmount: 2000n }, newestTen),
    ],
    ['viewer listing sorted by amount (ten old transactions)', () => viewerTransactionWindow(services, readerViewer, {}, { ...newestTen, sortBy: 'amount' })],
    [
      'viewer listing sorted by created, oldest first (ten old transactions)',
      () => viewerTransactionWindow(services, readerViewer, {}, { ...newestTen, sortBy: 'created', sortDirection: 'asc' }),
    ],
    ['viewer listing of a party to every transaction, newest first', () => viewerTransactionWindow(services, viewer, {}, newestTen)],
    [
      'viewer listing of a party to every transaction, status=ongoing&min_amount=2500',
      () => viewerTransactionWindow(services, viewer, { status: 'ongoing', minAmount: 250_000n }, newestTen),
    ],
    [
      'viewer listing of a party to every transaction, roles=[partner], sorted by amount',
      () => viewerTransactionWindow(services, viewer, { roles: ['partner'] }, { ...newestTen, sortBy: 'amount' }),
    ],
    [
      'viewer listing of a party to every transaction, sorted by created, after a cursor',
      () => viewerTransactionWindow(services, viewer, {}, { ...newestTen, sortBy: 'created', after: { id: 50_000, value: new Date('2025-06-01T00:00:00Z') } }),
    ],
    [
      'viewer listing now (REST page: count and ids from Party, then the page)',
      () => listTransactions(services, readerViewer, { page: 1, perPage: 10, sortDirection: 'desc' }),
    ],
    [
      'transaction count, a year by day, counted from the transactions (before the daily counts)',
      () =>
        services.prisma.$queryRaw(
          transactionCountFromRowsSql(partner.id, { filterBy: 'created', interval: 'day', dateStart: new Date('2025-01-01'), dateEnd: new Date('2025-12-31') }),
        ),
    ],
    ['listing, no filter', () => listPartnerTransactions(services, viewer, {})],
    ['listing, status=ongoing&min_amount=2500', () => listPartnerTransactions(services, viewer, { filter: { status: 'ongoing', minAmount: 250_000n } })],
    ['listing, min_amount=4990&max_amount=5000 (rare)', () => listPartnerTransactions(services, viewer, { filter: { minAmount: 499_000n, maxAmount: 500_000n } })],
    ['listing, customer_ids=<a buyer>', () => listPartnerTransactions(services, viewer, { filter: { customerIds: [someBuyer.customerId] } })],
    [
      'listing, initiation dates (one week)',
      () =>
        listPartnerTransactions(services, viewer, { filter: { initiatedFrom: new Date('2025-06-01T00:00:00Z'), initiatedTo: new Date('2025-06-07T23:59:59Z') } }),
    ],
    [
      'listing, closed dates (one day)',
      () => listPartnerTransactions(services, viewer, { filter: { closedFrom: new Date('2025-06-01T00:00:00Z'), closedTo: new Date('2025-06-01T23:59:59Z') } }),
    ],
    ['listing, status=blocked', () => listPartnerTransactions(services, viewer, { filter: { status: 'blocked' } })],
    ['listing, first_time_buyer', () => listPartnerTransactions(services, viewer, { filter: { firstTimeBuyer: true } })],
    ['listing, customer country=AU (reports)', () => listPartnerTransactions(services, viewer, { filter: { parties: { country: 'AU' } } })],
    ['customers, no filter', () => listPartnerCustomers(services, viewer, {})],
    [
      'customers, country=AU&verification_status=verified',
      () => listPartnerCustomers(services, viewer, { filter: { country: 'AU', verificationStatus: 'verified' } }),
    ],
    [
      'transaction count, a year by day',
      () => countPartnerTransactions(services, viewer, { dateStart: new Date('2025-01-01'), dateEnd: new Date('2025-12-31'), interval: 'day' }),
    ],
    [
      'transaction count by close date, a year by month',
      () =>
        countPartnerTransactions(services, viewer, { dateStart: new Date('2025-01-01'), dateEnd: new Date('2025-12-31'), interval: 'month', filterBy: 'closed' }),
    ],
    [
      'customer count, a year by week',
      () => countPartnerCustomers(services, viewer, { dateStart: new Date('2025-01-01'), dateEnd: new Date('2025-12-31'), interval: 'week' }),
    ],
    [
      'small partner: listing, initiation dates (one week)',
      () =>
        listPartnerTransactions(services, smallViewer, {
          filter: { initiatedFrom: new Date('2025-01-02T00:00:00Z'), initiatedTo: new Date('2025-01-03T23:59:59Z') },
        }),
    ],
    ['small partner: listing, min_amount=4000', () => listPartnerTransactions(services, smallViewer, { filter: { minAmount: 400_000n } })],
    ['listing, one exact amount (very rare)', () => listPartnerTransactions(services, viewer, { filter: { minAmount: 449_123n, maxAmount: 449_123n } })],
    [
      'small partner: listing, one exact amount (very rare)',
      () => listPartnerTransactions(services, smallViewer, { filter: { minAmount: 449_123n, maxAmount: 449_123n } }),
    ],
    [
      'small partner: transaction count by day',
      () => countPartnerTransactions(services, smallViewer, { dateStart: new Date('2025-01-01'), dateEnd: new Date('2025-01-31') }),
    ],
    [
      'small partner: transaction count by close date',
      () =>
        countPartnerTransactions(services, smallViewer, {
          dateStart: new Date('2025-01-01'),
          dateEnd: new Date('2025-03-31'),
          filterBy: 'closed',
          interval: 'week',
        }),
    ],
  ];
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  for (const [name, run] of cases) {
    captured.length = 0;
    const timer = performance.now();
    await run();
    console.log(`\n=== ${name}: ${(performance.now() - timer).toFixed(1)} ms through the domain, ${captured.length} statement(s)`);
    for (const { query, params } of captured) {
      if (/^(BEGIN|COMMIT)/.test(query)) continue;
      const values = (JSON.parse(params) as unknown[]).map((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value));
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`, values);
      console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
    }
  }
  await client.end();
  await logging.$disconnect();
  await db.close();
} finally {
  await database.drop();
}
