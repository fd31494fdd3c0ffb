/**
 * `npm run bench:statements`: SQL statements per write, counted, not timed, so that the figure
 * holds on a loaded machine. A fresh service (PGlite, then PostgreSQL when it answers) with its
 * in-process event workers takes `BENCH_WRITES` REST creates (50), one at a time and then from
 * 10 connections at once; every statement of the process is counted, the workers' included,
 * until the service is quiet again. The workers' timed safety poll is set out of reach
 * (WORKER_POLL_MS=60000) so that what is counted is what the writes cause; what an idle poll
 * costs is counted apart, one poll (a pass with nothing to do).
 */
import { probe } from './postgres.js';
import { defaultPostgresUrl } from './options.js';
import { domainNameBody } from './scenarios.js';
import { createBenchAccount, startBareService, type DatabaseKind } from './service.js';

const writes = Number(process.env.BENCH_WRITES ?? 50);
const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultPostgresUrl;

interface WriteStatements {
  kind: DatabaseKind;
  /** Statements per create sent one at a time, the workers' included. */
  sequential: number;
  /** The same with 10 creates in flight at once. */
  concurrent: number;
  /** Of those, the statements inside the request (the rest is the workers'). */
  inRequest: number;
}

async function countWrites(kind: DatabaseKind): Promise<WriteStatements> {
  const bench = await startBareService(kind, adminUrl, { WORKER_POLL_MS: '60000' });
  try {
    const creator = await createBenchAccount(bench.services, 'creator@bench.example', 'seller-create@bench.example');
    const body = JSON.stringify(domainNameBody(creator.account.sellerEmail));
    const create = async () => {
      const response = await fetch(`${bench.url}/2017-09-01/transaction`, {
        method: 'POST',
        headers: { authorization: creator.account.authorization, 'content-type': 'application/json' },
        body,
      });
      if (response.status !== 201) throw new Error(`create answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      await response.arrayBuffer();
    };
    const { statements } = bench;
    // Warm (the API key cache, prepared statements), then quiet.
    await create();
    await statements.settle();
    const inRequest = await statements.countRequestStatements(create);
    const counted = async (send: () => Promise<void>) => {
      await statements.settle();
      const before = statements.total;
      await send();
      await statements.settle();
      return (statements.total - before) / writes;
    };
    const sequential = await counted(async () => {
      for (let i = 0; i < writes; i += 1) await create();
    });
    const concurrent = await counted(async () => {
      let left = writes;
      const connection = async () => {
        while (left > 0) {
          left -= 1;
          await create();
        }
      };
      await Promise.all(Array.from({ length: 10 }, connection));
    });
    return { kind, sequential, concurrent, inRequest };
  } finally {
    await bench.close();
  }
}

async function main(): Promise<void> {
  const kinds: DatabaseKind[] = ['pglite'];
  if ((await probe(adminUrl)) === null) kinds.push('postgresql');
  for (const kind of kinds) {
    const m = await countWrites(kind);
    console.log(
      `${kind}: ${writes} creates; statements per create: ${m.sequential.toFixed(2)} one at a time, ${m.concurrent.toFixed(2)} from 10 connections; ${m.inRequest} of them in the request`,
    );
  }
}

await main();
