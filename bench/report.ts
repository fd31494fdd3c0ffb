import { failed, type LoadSettings, type Measurement } from './load.js';
import type { Machine } from './machine.js';
import type { ProfileSummary } from './profile.js';
import type { ScenarioId } from './scenarios.js';

/** The scenarios of one database, the baseline measured right before them first. */
export interface DatabaseGroup {
  title: 'PGlite' | 'PostgreSQL';
  /** What the table's database is, e.g. "PGlite 0.4.3 (PostgreSQL 17.5)". */
  version: string | null;
  measurements: Measurement[];
  /** Why the group was not run, if it was not (not an error). */
  skipped: string | null;
  /** What went wrong: a scenario that could not be measured, a failed setup or cleanup. */
  failures: string[];
  /** pgbench TPC-B on the same server (PostgreSQL only): the write rows' yardstick. */
  tpcb?: { tps: number; scale: number; clients: number; seconds: number } | null;
}

/** The same reads at a small and a large number of transactions (PostgreSQL). */
export interface ScaleReport {
  small: number;
  large: number;
  /** Seconds spent seeding each size with SQL (the large one: the rows added to the small one). */
  seedSeconds: { small: number | null; large: number | null };
  atSmall: Measurement[];
  atLarge: Measurement[];
  skipped: string | null;
  failures: string[];
}

/**
 * The rows with a target against the bare baseline: each is measured right after a baseline of
 * its own, and divided by that one. The machine's speed drifts over minutes (docs/decisions.md
 * "Figures out of code comments"), and a row measured minutes after the group's first baseline
 * would carry that drift into its ratio.
 */
export const baselineTargetIds = new Set<ScenarioId>(['rest-get', 'graphql-list', 'partner-list']);

/** The baseline req/s a row is divided by: the one measured right before it, or the group's. */
function baselineOf(m: Measurement, group: Measurement[] | undefined): number | undefined {
  return m.adjacentBaseline?.requestsPerSecond ?? find(group, 'baseline')?.requestsPerSecond;
}

/** The rows compared with TPC-B. */
const writeScenarios = new Set<ScenarioId>(['rest-create', 'rest-agree', 'rest-ship']);

export interface RunReport {
  command: string;
  date: Date;
  /** Wall-clock seconds of bench/run.ts. */
  elapsedSeconds: number;
  machine: Machine;
  /** Load averages when the run started and ended. */
  load: { start: string; end: string };
  settings: LoadSettings & { quick: boolean; partnerTransactions: number };
  /** How the service was configured, in a line. */
  service: string;
  /** Tool versions: autocannon, graphql-yoga, … */
  tools: Array<[string, string]>;
  groups: DatabaseGroup[];
  scale: ScaleReport | null;
}

export function runFailed(report: RunReport): boolean {
  const scale = report.scale;
  return (
    report.groups.some(
      (group) => group.failures.length > 0 || group.measurements.some((m) => failed(m) || (m.adjacentBaseline !== undefined && failed(m.adjacentBaseline))),
    ) ||
    (scale !== null && (scale.failures.length > 0 || [...scale.atSmall, ...scale.atLarge].some(failed)))
  );
}

const find = (measurements: Measurement[] | undefined, id: ScenarioId) => measurements?.find((m) => m.scenario.id === id);
const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b !== undefined && b > 0 ? a / b : null);

/** The table of one database, as Markdown (also what is printed to stdout). */
export function renderTable(group: DatabaseGroup): string {
  const tps = group.tpcb?.tps;
  const header = [
    'Scenario',
    'req/s',
    'baseline req/s',
    'vs baseline',
    'vs TPC-B',
    'p50 ms',
    'p99 ms',
    'SQL/req',
    'SQL/req under load',
    'requests',
    'non-2xx',
    'failed checks',
  ];
  const rows = group.measurements.map((m) => [
    m.scenario.label,
    m.requestsPerSecond.toFixed(0),
    baselineOf(m, group.measurements)?.toFixed(0) ?? '—',
    formatRatio(ratio(m.requestsPerSecond, baselineOf(m, group.measurements))),
    tps && writeScenarios.has(m.scenario.id) ? formatRatio(ratio(m.requestsPerSecond, tps)) : '—',
    m.latencyP50Ms.toFixed(2),
    m.latencyP99Ms.toFixed(2),
    m.sqlPerRequest === null ? '—' : formatCount(m.sqlPerRequest),
    m.sqlUnderLoad === null ? '—' : m.sqlUnderLoad.toFixed(2),
    String(m.requests),
    m.non2xx > 0 ? `${m.non2xx} (${m.non2xxStatuses})` : '0',
    String(m.mismatches + m.errors) + (failed(m) ? ' **FAILED**' : ''),
  ]);
  return markdownTable(header, rows);
}

function markdownTable(header: string[], rows: string[][], leftColumns = 1): string {
  const align = header.map((_, i) => (i < leftColumns ? '---' : '---:'));
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function formatCount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

const formatRatio = (value: number | null) => (value === null ? '—' : value.toFixed(3));

/** PGlite's req/s over PostgreSQL's, scenario by scenario (the baseline row shows the machine's drift). */
export function renderDatabaseRatios(groups: DatabaseGroup[]): string | null {
  const pglite = groups.find((g) => g.title === 'PGlite');
  const postgres = groups.find((g) => g.title === 'PostgreSQL');
  if (!pglite || !postgres || pglite.measurements.length === 0 || postgres.measurements.length === 0) return null;
  const rows = pglite.measurements.flatMap((m) => {
    const other = find(postgres.measurements, m.scenario.id);
    if (!other) return [];
    return [
      [m.scenario.label, m.requestsPerSecond.toFixed(0), other.requestsPerSecond.toFixed(0), formatRatio(ratio(m.requestsPerSecond, other.requestsPerSecond))],
    ];
  });
  return markdownTable(['Scenario', 'PGlite req/s', 'PostgreSQL req/s', 'PGlite ÷ PostgreSQL'], rows);
}

export interface TargetRow {
  target: string;
  /** e.g. "≥ 0.50". */
  goal: string;
  measured: number | null;
  /** The measured figure as printed. */
  shown: string;
  /** null when it was not measured. */
  met: boolean | null;
}

const labels: Partial<Record<ScenarioId, string>> = {
  'rest-get': 'REST GET by id (API key)',
  'rest-get-cold': 'REST GET by id, 5,000 transactions in turn',
  'rest-create': 'REST create',
  'rest-agree': 'REST action `agree`',
  'rest-ship': 'REST action `ship`',
  'graphql-list': 'GraphQL listing of 10 with items and parties',
  'partner-list': 'REST partner filtered page',
  'partner-count': 'REST partner count, a year by day',
};

function atLeast(target: string, measured: number | null, goal: number): TargetRow {
  return { target, goal: `≥ ${goal.toFixed(2)}`, measured, shown: formatRatio(measured), met: measured === null ? null : measured >= goal };
}

function atMost(target: string, measured: number | null, goal: number, unit = '', digits = 3): TargetRow {
  return {
    target,
    goal: `≤ ${goal}${unit}`,
    measured,
    shown: measured === null ? '—' : `${measured.toFixed(digits)}${unit}`,
    met: measured === null ? null : measured <= goal,
  };
}

/** The issue's targets, each with what this run measured. */
export function targetRows(report: RunReport): TargetRow[] {
  const postgres = report.groups.find((g) => g.title === 'PostgreSQL')?.measurements;
  const pglite = report.groups.find((g) => g.title === 'PGlite')?.measurements;
  const tps = report.groups.find((g) => g.title === 'PostgreSQL')?.tpcb?.tps;
  // Explicit measurements: a run without PGlite must not compare PostgreSQL with itself.
  const rps = (id: ScenarioId, from: Measurement[] | undefined = postgres) => find(from, id)?.requestsPerSecond;
  const vsBaseline = (id: ScenarioId) => {
    const m = find(postgres, id);
    return m === undefined ? null : ratio(m.requestsPerSecond, baselineOf(m, postgres));
  };
  const rows: TargetRow[] = [
    atLeast('REST GET by id (API key) ÷ bare yoga, PostgreSQL', vsBaseline('rest-get'), 0.5),
    atLeast('REST GET by id (API key) ÷ floor (node:http + pg, one prepared statement), PostgreSQL', ratio(rps('rest-get'), rps('floor')), 0.6),
    atLeast('REST GET by id, 5,000 transactions in turn ÷ floor, PostgreSQL', ratio(rps('rest-get-cold'), rps('floor')), 0.6),
    atLeast('GraphQL listing of 10 with items and parties ÷ bare yoga, PostgreSQL', vsBaseline('graphql-list'), 0.5),
    atLeast('REST create ÷ pgbench TPC-B', ratio(rps('rest-create'), tps), 0.35),
    atLeast('REST action `agree` ÷ pgbench TPC-B', ratio(rps('rest-agree'), tps), 0.15),
    atLeast('REST action `ship` ÷ pgbench TPC-B', ratio(rps('rest-ship'), tps), 0.15),
    atLeast('Partner filtered page ÷ bare yoga, PostgreSQL (issue 10)', vsBaseline('partner-list'), 0.25),
    atMost('Partner count statistic, a year by day, p99, PostgreSQL (issue 10)', find(postgres, 'partner-count')?.latencyP99Ms ?? null, 50, ' ms', 1),
  ];
  const pgliteCreate = find(pglite, 'rest-create');
  rows.push(atMost('PGlite: REST create, 10 connections, p99', pgliteCreate?.latencyP99Ms ?? null, 100, ' ms', 1));
  rows.push(atMost('PGlite: REST create, SQL statements per write under load', pgliteCreate?.sqlUnderLoad ?? null, 3, '', 2));
  for (const id of Object.keys(labels) as ScenarioId[]) {
    rows.push(atLeast(`PGlite ÷ PostgreSQL: ${labels[id]}`, ratio(pglite === undefined ? undefined : rps(id, pglite), rps(id)), 0.4));
  }
  const scale = report.scale;
  const small = find(scale?.atSmall, 'scale-get');
  const large = find(scale?.atLarge, 'scale-get');
  const count = (n: number | undefined) => (n === undefined ? '' : n.toLocaleString('en'));
  const sizes = `${count(scale?.large)} ÷ ${count(scale?.small)} transactions`;
  rows.push(atMost(`GET by id latency, p50 at ${sizes}`, ratio(large?.latencyP50Ms, small?.latencyP50Ms), 1.3, '×', 2));
  rows.push(atMost(`GET by id latency, p99 at ${sizes}`, ratio(large?.latencyP99Ms, small?.latencyP99Ms), 1.3, '×', 2));
  const page = find(scale?.atLarge, 'scale-partner-list');
  rows.push(atMost(`Partner filtered page at ${count(scale?.large)} transactions, p99`, page?.latencyP99Ms ?? null, 50, ' ms', 1));
  return rows;
}

export function renderTargets(rows: TargetRow[]): string {
  return markdownTable(
    ['Target', 'Goal', 'Measured', 'Met'],
    rows.map((row) => [row.target, row.goal, row.shown, row.met === null ? 'not measured' : row.met ? 'yes' : '**no**']),
    1,
  );
}

/** The top functions by self time of one profile, as Markdown. */
export function renderProfile(summary: ProfileSummary): string {
  const intro =
    `${(summary.durationMs / 1000).toFixed(1)} s of load, ${summary.samples.toLocaleString('en')} samples; ` +
    `the process was busy in ${(summary.busyShare * 100).toFixed(0)}% of them (self % below is of the busy samples).`;
  const areas = summary.areas
    .slice(0, 6)
    .map(({ area, selfShare }) => `${area} ${(selfShare * 100).toFixed(0)}%`)
    .join(', ');
  const rows = summary.top.map((row, i) => [
    String(i + 1),
    `\`${row.functionName.replace(/\|/g, '\\|')}\``,
    row.location ? `\`${row.location}\`` : '—',
    `${(row.selfShare * 100).toFixed(1)}`,
  ]);
  return [intro, `By origin: ${areas}.`, '', markdownTable(['#', 'Function', 'Where', 'Self %'], rows, 3)].join('\n');
}

function renderProfiles(groups: DatabaseGroup[]): string[] {
  const profiled = groups.flatMap((group) => group.measurements.filter((m) => m.profile).map((m) => ({ group, m })));
  if (profiled.length === 0) return [];
  const lines = ['## CPU profiles', ''];
  lines.push(
    'The server’s process under the same load as each row, during an extra window after the measured one (V8’s sampling',
    'profiler through `node:inspector`, every 500 µs); the ten functions with the most self time. `(program)` is V8 and native',
    'code outside JavaScript, `(garbage collector)` the collector. On PGlite the database runs on a thread of its own',
    '(src/db/pglite-thread.ts), which this profile of the serving thread does not see. **By origin** sums the self time by',
    'package, this project (`heldfunds`), Node.js, V8.',
    '',
  );
  for (const { group, m } of profiled) lines.push(`### ${group.title}: ${m.scenario.label}`, '', renderProfile(m.profile!), '');
  return lines;
}

function renderGroup(group: DatabaseGroup): string {
  const lines = [`## ${group.title}`, ''];
  if (group.version) lines.push(`Database: ${group.version}.`, '');
  if (group.tpcb) {
    lines.push(
      `pgbench TPC-B on the same server (scale ${group.tpcb.scale}, ${group.tpcb.clients} clients, ${group.tpcb.seconds} s): ${group.tpcb.tps.toFixed(0)} tps.`,
      '',
    );
  }
  if (group.measurements.length > 0) lines.push(renderTable(group), '');
  if (group.skipped) lines.push(`Skipped: ${group.skipped}`, '');
  for (const failure of group.failures) lines.push(`**FAILED**: ${failure}`, '');
  return lines.join('\n');
}

const scaleLabels: Partial<Record<ScenarioId, string>> = {
  baseline: 'baseline: bare graphql-yoga `{ hello }` (the machine at each size)',
  'scale-get': 'REST `GET /2017-09-01/transaction/{id}` (the same id)',
  'scale-partner-list': 'REST `GET /2017-09-01/partner/transactions` (two filters)',
};

/** The same reads side by side at the two sizes. */
export function renderScaleTable(scale: ScaleReport): string {
  const n = (value: number) => value.toLocaleString('en');
  const rows = scale.atSmall.map((small) => {
    const large = find(scale.atLarge, small.scenario.id);
    const label = scaleLabels[small.scenario.id] ?? small.scenario.label;
    return [
      label,
      small.requestsPerSecond.toFixed(0),
      small.latencyP50Ms.toFixed(2),
      small.latencyP99Ms.toFixed(2),
      large ? large.requestsPerSecond.toFixed(0) : '—',
      large ? large.latencyP50Ms.toFixed(2) : '—',
      large ? large.latencyP99Ms.toFixed(2) : '—',
      large ? formatRatio(ratio(large.latencyP50Ms, small.latencyP50Ms)) : '—',
      large ? formatRatio(ratio(large.latencyP99Ms, small.latencyP99Ms)) : '—',
      [small, large].map((m) => (m?.sqlPerRequest == null ? '—' : formatCount(m.sqlPerRequest))).join(' / '),
      String([small, large].reduce((sum, m) => sum + (m ? m.non2xx + m.mismatches + m.errors : 0), 0)) +
        ([small, large].some((m) => m && failed(m)) ? ' **FAILED**' : ''),
    ];
  });
  const s = n(scale.small);
  const l = n(scale.large);
  return markdownTable(
    [
      'Scenario',
      `req/s at ${s}`,
      `p50 ms at ${s}`,
      `p99 ms at ${s}`,
      `req/s at ${l}`,
      `p50 ms at ${l}`,
      `p99 ms at ${l}`,
      'p50 ratio',
      'p99 ratio',
      'SQL/req',
      'failed',
    ],
    rows,
  );
}

function renderScale(scale: ScaleReport | null): string[] {
  if (scale === null) return [];
  const n = (value: number) => value.toLocaleString('en');
  const seconds = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} s`);
  const lines = [`## ${n(scale.small)} and ${n(scale.large)} transactions (PostgreSQL)`, ''];
  lines.push(
    `A fresh database holding one partner account and its transactions, seeded with SQL (bench/partner-seed.ts): ${n(scale.small)}`,
    `(seeded in ${seconds(scale.seedSeconds.small)}), measured; then ${n(scale.large - scale.small)} more (seeded in ${seconds(scale.seedSeconds.large)},`,
    'VACUUM ANALYZE included), measured again. The account reads the same transaction each time, one among all of them.',
    'A bare graphql-yoga baseline is measured right before each size: if it moved, so did the machine.',
    '',
  );
  if (scale.atSmall.length > 0) lines.push(renderScaleTable(scale), '');
  if (scale.skipped) lines.push(`Skipped: ${scale.skipped}`, '');
  for (const failure of scale.failures) lines.push(`**FAILED**: ${failure}`, '');
  return lines;
}

export function renderMarkdown(report: RunReport): string {
  const { machine, settings } = report;
  const status = runFailed(report) ? '**FAILED** (see the tables)' : 'passed (every response 2xx with the expected body)';
  const databaseRatios = renderDatabaseRatios(report.groups);
  const targets = targetRows(report);
  return [
    '# Benchmarks',
    '',
    'Generated by `npm run bench` (bench/run.ts); every run rewrites this file. Speed targets live',
    'here, not in the unit tests.',
    '',
    '## Run',
    '',
    `- Command: \`${report.command}\``,
    `- Date: ${report.date.toISOString().replace(/\.\d{3}Z$/, 'Z')}, ${Math.round(report.elapsedSeconds / 60)} min`,
    `- Load: autocannon in its own process (bench/load-worker.ts) over loopback (127.0.0.1), ${settings.connections} connections, ` +
      `${settings.seconds} s measured after ${settings.warmupSeconds} s warm-up per scenario` +
      (settings.profileSeconds > 0 ? `, then ${settings.profileSeconds} s under the CPU profiler` : '') +
      (settings.quick ? ' (`--quick` smoke run: not representative)' : ''),
    `- Service: ${report.service}`,
    `- Result: ${status}`,
    '',
    '## Machine',
    '',
    `- CPU: ${machine.cpuModel} × ${machine.cpuCount}`,
    `- Memory: ${machine.memoryGiB} GiB`,
    `- OS: ${machine.os}`,
    `- Node.js: ${machine.node}`,
    `- Load average (1, 5, 15 min): ${report.load.start} at the start, ${report.load.end} at the end`,
    `- ${report.tools.map(([name, version]) => `${name} ${version}`).join(', ')}`,
    '',
    '## Targets',
    '',
    renderTargets(targets),
    '',
    ...(targets.some((row) => row.met === false)
      ? [
          'Rows marked **no**: the CPU profile of each path is below; what bounds each such row and what was tried is in',
          'docs/decisions.md, section "The targets not met, and what bounds them" (with each lever\'s measured effect in',
          'the sections before it).',
          '',
        ]
      : []),
    ...report.groups.map(renderGroup),
    ...(databaseRatios ? ['## PGlite ÷ PostgreSQL', '', databaseRatios, ''] : []),
    ...renderScale(report.scale),
    ...renderProfiles(report.groups),
    '## How to read',
    '',
    "Each table starts with a bare graphql-yoga server answering `{ hello }`, measured in the same run right before that database's",
    'scenarios; the rows with a target against it (GET by id, the GraphQL listing, the partner page) are each measured right after',
    'a baseline of their own, since the machine drifts over minutes. **baseline req/s** is the baseline a row is divided by.',
    '**vs baseline** (scenario req/s ÷ baseline req/s) is the figure to compare between machines and between runs: it',
    "cancels much, not all, of the machine's speed and of whatever else it is doing, so compare runs made in similar conditions and",
    'distrust small differences (two baselines far apart mean a busy machine; the load averages lag by a minute, and those at the',
    "end include the benchmark's own load). The load generator runs in a process of its own (bench/load-worker.ts, sent each run",
    "over IPC), so the server's event loop does only the server's work; it still shares the machine's cores with the server and",
    'the database. The service runs as `npm start` runs it, event workers (outbox dispatch, webhook delivery) included, and on',
    'PGlite the database runs in the server’s process.',
    '',
    '- **req/s**: mean of the per-second counts; **p50/p99 ms**: client-side latency of every response in the measured window.',
    '- **SQL/req**: statements one request sends through the driver adapter (`services.db.queries`), over 10 sequential requests',
    "  after the warm-up, the event workers' left out. PostgreSQL's count includes a transaction's COMMIT; neither counts BEGIN.",
    '- **SQL/req under load**: every statement during the measured run, divided by the requests the server received: what the',
    '  database really does per request, with concurrent requests and the event workers (idle polling; for creates, dispatching',
    '  the new events).',
    '- **non-2xx**, **failed checks** (wrong status or body, connection error, timeout): must be 0, or the run is marked FAILED',
    '  and `npm run bench` exits with status 1. Every response is checked, in the load generator’s process.',
    "- **vs TPC-B** (PostgreSQL, write rows): req/s ÷ the tps of pgbench's TPC-B-like transaction (scale 10, 16 clients on 2",
    '  threads, the same seconds) on the same server, measured right before the PostgreSQL scenarios.',
    '- **GET by id, in turn**: the GET by id request over 5,000 different transactions of one account, each read in turn, so',
    '  that no read finds the transaction among those the service read just before (its cache of recent reads holds fewer):',
    '  the cost of a read the service has not just made. The floor reads one row, as the GET by id row does.',
    '- **PGlite ÷ PostgreSQL**: the req/s of the same scenario on each database, from the two tables of this run.',
    '- The service runs with its in-process cache of API-key authentications (docs/decisions.md "Performance"): after the first',
    '  request of an account, a request costs no statement to authenticate, which SQL/req shows.',
    '- Creates run under their own account, so the reads keep seeing the same ten seeded transactions.',
    '- The action rows: the seller agrees to a transaction it has not agreed to yet, or ships the funded item of an agreed one,',
    '  each request to another transaction, taken from a pool copied with SQL from one sale made through the API',
    '  (bench/action-pool.ts); the request goes through `act()` as any lifecycle action does (lock, decide, write state, timeline',
    '  and outbox event in one database transaction).',
    `- The partner rows read one partner with ${settings.partnerTransactions.toLocaleString('en')} transactions seeded with SQL (bench/partner-seed.ts), not through`,
    '  the API: a page of ongoing transactions of at least 1,000.00, and the count of a year by day. The count sums daily counts',
    '  kept by a trigger (docs/decisions.md "Performance").',
    '- The scale rows run on PostgreSQL only: seeding PGlite (one connection, in this process) with 1,000,000 transactions',
    '  would take most of the run’s time. Their target is about the database’s plans, which PostgreSQL shows.',
    '- `BENCH_PARTNER_TRANSACTIONS`, `BENCH_SCALE_TRANSACTIONS` (`none` leaves the scale rows out), `BENCH_SECONDS`,',
    '  `BENCH_PROFILE_SECONDS` (0: no profiles) and `--quick` shrink the run for a smoke test of the benchmark itself; those',
    '  figures are not comparable.',
    '',
  ].join('\n');
}
