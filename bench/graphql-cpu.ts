/**
 * The GraphQL listing row (`viewer.transactions(first: 10)`, bench/scenarios.ts) in process:
 * `app.handler.fetch` without sockets, against a bare graphql-yoga `{ hello }` in the same
 * process, CPU µs per request (this process's CPU time: the steadier figure on a busy machine),
 * the median of `--rounds` rounds of `--requests` each. `--root` measures another checkout's
 * src/ with this one's node_modules; `--pg` runs on a throwaway PostgreSQL database (PGlite in
 * memory otherwise); `--profile` writes a CPU profile of the listing rounds. NODE_ENV is the
 * caller's (run it with NODE_ENV=production as `heldfunds serve` runs).
 *
 *   npx tsx bench/graphql-cpu.ts [--rounds 7] [--requests 300] [--root /other/checkout] [--pg URL] [--profile file]
 */
import { createSchema, createYoga } from 'graphql-yoga';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { loadAverage } from './machine.js';
import { benchEnvironment } from './service.js';
import { loadTree } from './tree-modules.js';
import { createThrowawayDatabase } from './postgres.js';
import { listingQuery } from './scenarios.js';

const arg = (name: string, fallback: string | undefined) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const rounds = Number(arg('rounds', '7'));
const requests = Number(arg('requests', '300'));
const root = new URL(`file://${(arg('root', undefined) ?? new URL('..', import.meta.url).pathname).replace(/\/?$/, '/')}`);
const pgAdmin = arg('pg', undefined);
const profileFile = arg('profile', undefined);

const { loadConfig, openDatabase, createApiKey, createAccount, createApp, createLogger, createServices, domainNameBody, startApiKeyCache } = await loadTree(root);
const thrown = pgAdmin ? await createThrowawayDatabase(pgAdmin) : null;
const db = await openDatabase(thrown ? { url: thrown.url } : {});
const services = createServices({ ...loadConfig(benchEnvironment), logLevel: 'silent' }, db, createLogger('silent'));
const apiKeyCache = startApiKeyCache(services);
const app = createApp(services);
const customer = await createAccount(services, { email: 'gql@bench.example' });
const { key } = await createApiKey(services, customer.id, 'benchmark');
const authorization = `Basic ${Buffer.from(`${customer.email}:${key}`).toString('base64')}`;
const base = 'http://heldfunds.test';
const createBody = JSON.stringify(domainNameBody('seller@bench.example'));
for (let i = 0; i < 10; i++) {
  const r = await app.handler.fetch(
    new Request(`${base}/2017-09-01/transaction`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: createBody }),
  );
  if (r.status !== 201) throw new Error(await r.text());
}
const listBody = JSON.stringify({ query: listingQuery });
let lastText = '';
const list = async () => {
  const r = await app.handler.fetch(
    new Request(`${base}/graphql`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: listBody }),
  );
  lastText = await r.text();
  if (r.status !== 200) throw new Error(lastText);
};
const bare = createYoga({
  schema: createSchema({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'world' } } }),
  logging: false,
  landingPage: false,
});
const helloBody = JSON.stringify({ query: '{ hello }' });
const hello = async () => {
  const r = await bare.fetch(new Request(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: helloBody }));
  await r.text();
};
let statements = 0;
services.db.queries.observe(() => {
  statements++;
});
for (let i = 0; i < requests; i++) {
  await list();
  await hello();
}
if (lastText.includes('"errors"')) throw new Error(lastText);
if ((lastText.match(/"databaseId":/g) ?? []).length !== 10) throw new Error(lastText);
statements = 0;
await list();
const perList = statements;
const timings = new Map<string, number[]>();
async function measure(name: string, run: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  for (let i = 0; i < requests; i++) await run();
  const used = process.cpuUsage(cpu);
  timings.set(name, [...(timings.get(name) ?? []), (used.user + used.system) / requests]);
}
let session: Session | null = null;
if (profileFile) {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}
for (let round = 0; round < rounds; round++) {
  await measure('listing', list);
  if (!session) await measure('hello', hello);
}
if (session) timings.set('hello', [1]);
if (session) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(profileFile!, JSON.stringify(profile));
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const l = median(timings.get('listing')!),
  h = median(timings.get('hello')!);
console.log(
  JSON.stringify({
    root: root.pathname,
    db: thrown ? 'postgresql' : 'pglite',
    NODE_ENV: process.env.NODE_ENV ?? null,
    load: loadAverage(),
    statementsPerListing: perList,
    listingCpuUs: Math.round(l),
    helloCpuUs: Math.round(h),
    ratio: +(h / l).toFixed(3),
    listingAll: timings.get('listing')!.map(Math.round),
  }),
);
await apiKeyCache.stop();
await app.close();
await services.events.close();
await db.close();
await thrown?.drop();
process.exit(0);
