/**
 * Route lookup on the real route table (REST 2017 routes, web pages, GraphQL, health, metrics,
 * the API reference): the hand-written tree and regex table the edge used before
 * (bench/baseline/tree-router.ts), Hono's TrieRouter, find-my-way, and find-my-way as the edge uses
 * it (src/rest/router.ts). (Hono's RegExpRouter
 * refuses this table: `/transaction/reference/{reference}` beside `/transaction/{transaction_id}/…`
 * throws UnsupportedPathError, so it is not a candidate.)
 * Every candidate answers what the edge needs: the routes whose path matches, in specificity
 * order, the first with the method found, else the methods the path takes (405), else nothing
 * (404). A realistic mix (hits with parameters, static hits, misses, 405s) is looked up
 * `--lookups` times per round; the median of `--rounds` rounds is printed per candidate.
 *
 *   npx tsx bench/router.ts [--rounds 15] [--lookups 200000]
 *
 * Figures: BENCHMARKS.md "Route lookup"; the choice: docs/decisions.md "The edge as a list".
 */
import FindMyWay from 'find-my-way';
import { TrieRouter } from 'hono/router/trie-router';
import { restPrefix, restRoutes } from '../src/rest/index.js';
import { Router } from '../src/rest/router.js';
import { Router as TreeRouter } from './baseline/tree-router.js';
import { describeMachine, loadAverage, packageVersion } from './machine.js';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const rounds = argument('rounds', 15);
const lookups = argument('lookups', 200_000);

interface Entry {
  method: string;
  path: string;
  specificity: number;
}

const webPages: [string, string[]][] = [
  ['/', ['GET']],
  ['/sign-in', ['GET', 'POST']],
  ['/sign-out', ['POST']],
  ['/set-password', ['GET', 'POST']],
  ['/forgot-password', ['GET', 'POST']],
  ['/change-password', ['GET', 'POST']],
  ['/transactions', ['GET']],
  ['/transactions/{id}', ['GET']],
  ['/transactions/{id}/link', ['GET']],
  ['/transactions/{id}/actions', ['POST']],
  ['/sandbox/payments/{id}/{method}', ['GET', 'POST']],
  ['/verification', ['GET', 'POST']],
  ['/console', ['GET']],
  ['/console/events', ['GET']],
  ['/console/transactions/{id}', ['GET']],
  ['/console/webhooks', ['GET', 'POST']],
  ['/console/api-keys', ['GET', 'POST']],
  ['/console/reports', ['GET', 'POST']],
  ['/console/reports/{id}/download', ['GET']],
  ['/assets/web.css', ['GET']],
  ['/assets/console.js', ['GET']],
];
const others: [string, string[]][] = [
  ['/healthz', ['GET']],
  ['/readyz', ['GET']],
  ['/metrics', ['GET']],
  ['/graphql', ['GET', 'POST']],
  [`${restPrefix}/openapi.json`, ['GET', 'HEAD']],
  [`${restPrefix}/docs`, ['GET', 'HEAD']],
  [`${restPrefix}/docs/{file}`, ['GET', 'HEAD']],
];

const table: Entry[] = [
  ...restRoutes.map((route) => ({ method: route.method, path: `${restPrefix}${route.path}` })),
  ...[...webPages, ...others].flatMap(([path, methods]) => methods.map((method) => ({ method, path }))),
].map((entry) => ({ ...entry, specificity: entry.path.split('/').filter((segment) => segment !== '' && !segment.startsWith('{')).length }));

const mix: [string, string][] = [
  ['GET', `${restPrefix}/transaction/48213`],
  ['GET', `${restPrefix}/transaction/48213`],
  ['PATCH', `${restPrefix}/transaction/48213`],
  ['POST', `${restPrefix}/transaction`],
  ['GET', `${restPrefix}/customer/me`],
  ['GET', `${restPrefix}/customer/me/api_key`],
  ['GET', `${restPrefix}/transaction/48213/payment_methods/wire_transfer`],
  ['POST', `${restPrefix}/customer/me/webhook/7/deliveries/12/redeliver`],
  ['GET', `${restPrefix}/partner/reports/count`],
  ['GET', `${restPrefix}/partner/reports/31/download`],
  ['POST', '/graphql'],
  ['GET', '/healthz'],
  ['GET', '/transactions/48213'],
  ['POST', '/transactions/48213/actions'],
  ['GET', '/console/reports/3/download'],
  ['GET', '/assets/web.css'],
  // Misses and 405s.
  ['GET', `${restPrefix}/transaction/48213/nothing`],
  ['GET', '/wp-login.php'],
  ['DELETE', `${restPrefix}/transaction`],
  ['PUT', '/sign-in'],
];

type Answer = { kind: 'found'; path: string; params: Record<string, string> } | { kind: 'method_not_allowed'; allowed: string[] } | { kind: 'not_found' };
type Lookup = (method: string, path: string) => Answer;

/** Candidates in specificity order: the first of the method, else the methods the path takes. */
function choose(candidates: { entry: Entry; params: Record<string, string> }[], method: string): Answer {
  if (candidates.length > 1) candidates.sort((a, b) => b.entry.specificity - a.entry.specificity);
  const allowed: string[] = [];
  for (const { entry, params } of candidates) {
    if (entry.method === method) return { kind: 'found', path: entry.path, params };
    allowed.push(entry.method);
  }
  return allowed.length > 0 ? { kind: 'method_not_allowed', allowed: [...new Set(allowed)] } : { kind: 'not_found' };
}

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function hono(router: TrieRouter<Entry>): Lookup {
  for (const entry of table) router.add('ALL', honoPath(entry.path), entry);
  return (method, path) => {
    const [matches, stash] = router.match(method, path) as [[Entry, Record<string, number | string>][], string[] | undefined];
    return choose(
      matches.map(([entry, indexes]) => ({
        entry,
        params: Object.fromEntries(Object.entries(indexes).map(([name, index]) => [name, stash ? (stash[index as number] as string) : (index as string)])),
      })),
      method,
    );
  };
}

function findMyWay(): Lookup {
  const router = FindMyWay();
  const methodsOf = new Map<string, Set<string>>();
  for (const entry of table) {
    router.on(entry.method as 'GET', honoPath(entry.path), () => undefined, entry);
  }
  for (const entry of table) methodsOf.set(entry.method, new Set());
  const methods = [...methodsOf.keys()];
  return (method, path) => {
    const found = router.find(method as 'GET', path);
    if (found) return { kind: 'found', path: (found.store as Entry).path, params: found.params as Record<string, string> };
    const allowed = methods.filter((other) => other !== method && router.find(other as 'GET', path) !== null);
    return allowed.length > 0 ? { kind: 'method_not_allowed', allowed } : { kind: 'not_found' };
  };
}

/** The router of the edge as it is (src/rest/router.ts over find-my-way: `%` escaped, segments decoded, the methods of a 405 looked up). */
function edge(): Lookup {
  const router = new Router(table);
  return (method, path) => {
    const match = router.match(method, path);
    if (match.kind === 'found') return { kind: 'found', path: match.route.path, params: match.params };
    return match.kind === 'method_not_allowed' ? { kind: 'method_not_allowed', allowed: match.allowed } : { kind: 'not_found' };
  };
}

/** What the edge did before: fixed paths, then the web pages' regex table, then the REST tree. */
function before(): Lookup {
  const rest = new TreeRouter(restRoutes);
  const toRegExp = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`);
  const web = webPages.map(([path, methods]) => ({ path, methods, pattern: toRegExp(path) }));
  return (method, path) => {
    for (const [fixed] of others.slice(0, 4)) if (path === fixed) return { kind: 'found', path: fixed, params: {} };
    if (!path.startsWith(restPrefix) && web.some((page) => page.pattern.test(path))) {
      const page = web.map((candidate) => ({ candidate, found: candidate.pattern.exec(path) })).find(({ found }) => found !== null)!;
      if (!page.candidate.methods.includes(method)) return { kind: 'method_not_allowed', allowed: page.candidate.methods };
      return { kind: 'found', path: page.candidate.path, params: Object.fromEntries(page.found!.slice(1).map((value, index) => [String(index), value])) };
    }
    if (!path.startsWith(restPrefix)) return { kind: 'not_found' };
    const match = rest.match(method, path.slice(restPrefix.length) || '/');
    if (match.kind === 'found') return { kind: 'found', path: `${restPrefix}${match.route.path}`, params: match.params };
    if (match.kind === 'method_not_allowed') return { kind: 'method_not_allowed', allowed: match.allowed };
    return { kind: 'not_found' };
  };
}

const candidates: [string, Lookup][] = [
  ['before (tree + regex table)', before()],
  [`hono ${packageVersion('hono')} TrieRouter`, hono(new TrieRouter<Entry>())],
  [`find-my-way ${packageVersion('find-my-way')}`, findMyWay()],
  ['src/rest/router.ts (find-my-way)', edge()],
];

// The candidates agree with each other on the mix (kind and route), or the figures mean nothing.
const reference = candidates[0]![1];
for (const [name, lookup] of candidates) {
  for (const [method, path] of mix) {
    const a = lookup(method, path);
    const b = reference(method, path);
    const same = a.kind === b.kind && (a.kind !== 'found' || (b.kind === 'found' && a.path === b.path));
    if (!same) console.warn(`${name} differs on ${method} ${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(JSON.stringify({ machine: describeMachine(), loadAverage: loadAverage(), routes: table.length, rounds, lookups }));
const results: Record<string, number[]> = Object.fromEntries(candidates.map(([name]) => [name, []]));
let sink = 0;
for (let round = 0; round < rounds; round++) {
  // Interleaved, so load from elsewhere on the machine falls on every candidate alike.
  for (const [name, lookup] of candidates) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < lookups; i++) {
      const [method, path] = mix[i % mix.length]!;
      if (lookup(method, path).kind === 'found') sink++;
    }
    results[name]!.push(Number(process.hrtime.bigint() - started) / lookups);
  }
}
for (const [name, times] of Object.entries(results)) {
  console.log(
    `${name.padEnd(34)} median ${median(times).toFixed(0).padStart(5)} ns/lookup  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
  );
}
if (sink === 0) console.log('no lookup found a route');
