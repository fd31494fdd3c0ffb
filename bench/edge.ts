/**
 * Request handling in process, without sockets: `app.handler.fetch` of the REST GET of a
 * transaction by id and of the REST create, on an in-memory PGlite, `--requests` of each per
 * round, interleaved, the median of `--rounds` rounds. It isolates what the HTTP edge (route
 * lookup, the pipeline, the faces) costs on top of the domain, where `npm run bench` measures
 * the whole service over HTTP. To compare two commits, run it on each in turn, a few times
 * (`--root` measures another checkout's src/ with this one's node_modules).
 *
 *   npx tsx bench/edge.ts [--rounds 9] [--requests 300] [--root /path/to/other/checkout]
 *
 * Figures: BENCHMARKS.md "Request handling in process".
 */
import { describeMachine, loadAverage } from './machine.js';
import { benchEnvironment } from './service.js';
import { loadTree } from './tree-modules.js';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const rounds = argument('rounds', 9);
const requests = argument('requests', 300);
const rootIndex = process.argv.indexOf('--root');
/** Another checkout of the project to measure (its src/ and test/support/, with this one's node_modules and generated client). */
const root = rootIndex >= 0 ? process.argv[rootIndex + 1] : undefined;

interface Target {
  name: string;
  get: () => Promise<void>;
  create: () => Promise<number>;
  close: () => Promise<void>;
}

async function start(name: string, root: URL): Promise<Target> {
  const { loadConfig, openDatabase, createApiKey, createAccount, createApp, createLogger, createServices, domainNameBody } = await loadTree(root);
  const db = await openDatabase({});
  const services = createServices({ ...loadConfig(benchEnvironment), logLevel: 'silent' }, db, createLogger('silent'));
  const app = createApp(services);
  const customer = await createAccount(services, { email: 'edge@bench.example' });
  const { key } = await createApiKey(services, customer.id, 'benchmark');
  const authorization = `Basic ${Buffer.from(`${customer.email}:${key}`).toString('base64')}`;
  const base = 'http://heldfunds.test/2017-09-01';
  const createBody = JSON.stringify(domainNameBody('seller@bench.example'));
  const create = async () => {
    const response = await app.handler.fetch(
      new Request(`${base}/transaction`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: createBody }),
    );
    const body = (await response.json()) as { id: number };
    if (response.status !== 201) throw new Error(`create answered ${response.status}: ${JSON.stringify(body)}`);
    return body.id;
  };
  const id = await create();
  return {
    name,
    create,
    get: async () => {
      const response = await app.handler.fetch(new Request(`${base}/transaction/${id}`, { headers: { authorization } }));
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET answered ${response.status}`);
    },
    close: async () => {
      await app.close();
      await services.events.close();
      await db.close();
    },
  };
}

const targets = [root ? await start(root, new URL(`file://${root.replace(/\/?$/, '/')}`)) : await start('this tree', new URL('../', import.meta.url))];

const timings = new Map<string, number[]>();
const record = (name: string, value: number) => timings.set(name, [...(timings.get(name) ?? []), value]);
// A warm-up round, not counted (JIT, PGlite's pages, the statements' plans).
for (const target of targets) {
  for (let i = 0; i < requests; i++) await target.get();
  for (let i = 0; i < requests / 3; i++) await target.create();
}
/** Wall time, and this process's CPU time (PGlite runs in it): on a busy machine the CPU time is the steadier figure. */
async function measure(name: string, run: () => Promise<unknown>) {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < requests; i++) await run();
  const used = process.cpuUsage(cpu);
  record(`${name} wall`, ((performance.now() - wall) * 1000) / requests);
  record(`${name} CPU`, (used.user + used.system) / requests);
}
for (let round = 0; round < rounds; round++) {
  for (const target of targets) {
    await measure(`${target.name}: GET /transaction/{id}`, target.get);
    await measure(`${target.name}: POST /transaction`, target.create);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(JSON.stringify({ machine: describeMachine(), loadAverage: loadAverage(), rounds, requests }));
for (const [name, values] of timings) {
  console.log(
    `${name.padEnd(48)} median ${median(values).toFixed(0).padStart(6)} µs/request  (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`,
  );
}
for (const target of targets) await target.close();
