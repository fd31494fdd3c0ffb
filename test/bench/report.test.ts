import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Measurement } from '../../bench/load.js';
import { renderDatabaseRatios, renderMarkdown, renderTable, runFailed, targetRows, type DatabaseGroup, type RunReport } from '../../bench/report.js';
import type { ScenarioId } from '../../bench/scenarios.js';

function measurement(id: ScenarioId, requestsPerSecond: number, latency: { p50?: number; p99?: number } = {}, extra: Partial<Measurement> = {}): Measurement {
  return {
    scenario: { id, label: `label of ${id}`, method: 'GET', path: '/', headers: {}, expectedStatus: 200, check: {} },
    requestsPerSecond,
    latencyP50Ms: latency.p50 ?? 10,
    latencyP99Ms: latency.p99 ?? 20,
    requests: requestsPerSecond * 10,
    non2xx: 0,
    non2xxStatuses: '',
    mismatches: 0,
    errors: 0,
    sqlPerRequest: id === 'baseline' ? null : 2,
    sqlUnderLoad: id === 'baseline' ? null : 2.1,
    ...extra,
  };
}

const group = (title: DatabaseGroup['title'], rows: Measurement[], tps?: number): DatabaseGroup => ({
  title,
  version: `${title} 1`,
  measurements: rows,
  skipped: null,
  failures: [],
  ...(tps ? { tpcb: { tps, scale: 10, clients: 16, seconds: 10 } } : {}),
});

function report(overrides: Partial<RunReport> = {}): RunReport {
  const profile = {
    durationMs: 3000,
    busyShare: 0.8,
    samples: 6000,
    top: [{ functionName: 'execute', location: 'graphql/execution/execute.js:121:5', selfShare: 0.125, selfMs: 300 }],
    areas: [
      { area: 'graphql', selfShare: 0.4 },
      { area: 'heldfunds', selfShare: 0.1 },
    ],
  };
  return {
    command: 'npm run bench',
    date: new Date('2026-11-25T09:00:00.123Z'),
    elapsedSeconds: 600,
    machine: { cpuModel: 'CPU', cpuCount: 2, memoryGiB: 8, os: 'Linux', node: 'v20' },
    load: { start: '0.10, 0.10, 0.10', end: '1.00, 0.50, 0.20' },
    settings: { seconds: 10, warmupSeconds: 2, connections: 10, profileSeconds: 3, quick: false, partnerTransactions: 100_000 },
    service: 'the service',
    tools: [['autocannon', '9.0.0']],
    groups: [
      group('PGlite', [measurement('baseline', 2000), measurement('rest-get', 500), measurement('rest-create', 100), measurement('rest-ship', 10)]),
      group(
        'PostgreSQL',
        [
          measurement('baseline', 2000),
          measurement('rest-get', 1000, {}, { profile }),
          measurement('rest-create', 200),
          measurement('rest-agree', 150),
          measurement('rest-ship', 100),
          measurement('graphql-list', 400),
          measurement('partner-list', 600),
          measurement('partner-count', 300, { p99: 40.5 }),
        ],
        1000,
      ),
    ],
    scale: {
      small: 10_000,
      large: 1_000_000,
      seedSeconds: { small: 2, large: 120.5 },
      atSmall: [measurement('baseline', 2000), measurement('scale-get', 900, { p50: 4, p99: 10 }), measurement('scale-partner-list', 300, { p50: 20, p99: 40 })],
      atLarge: [measurement('baseline', 1900), measurement('scale-get', 850, { p50: 5, p99: 14 }), measurement('scale-partner-list', 250, { p50: 25, p99: 60 })],
      skipped: null,
      failures: [],
    },
    ...overrides,
  };
}

describe('the benchmark report', () => {
  it('computes each target from the rows of the run', () => {
    const rows = new Map(targetRows(report()).map((row) => [row.target, row]));
    expect(rows.get('REST GET by id (API key) ÷ bare yoga, PostgreSQL')).toMatchObject({ measured: 0.5, shown: '0.500', met: true });
    expect(rows.get('GraphQL listing of 10 with items and parties ÷ bare yoga, PostgreSQL')).toMatchObject({ measured: 0.2, met: false });
    expect(rows.get('REST create ÷ pgbench TPC-B')).toMatchObject({ measured: 0.2, met: false });
    expect(rows.get('REST action `agree` ÷ pgbench TPC-B')).toMatchObject({ measured: 0.15, met: true });
    expect(rows.get('REST action `ship` ÷ pgbench TPC-B')).toMatchObject({ measured: 0.1, met: false });
    expect(rows.get('PGlite ÷ PostgreSQL: REST GET by id (API key)')).toMatchObject({ measured: 0.5, met: true });
    expect(rows.get('PGlite ÷ PostgreSQL: REST action `ship`')).toMatchObject({ measured: 0.1, met: false });
    // PGlite has no agree row in this report: not measured, neither met nor failed.
    expect(rows.get('PGlite ÷ PostgreSQL: REST action `agree`')).toMatchObject({ measured: null, shown: '—', met: null });
    expect(rows.get('GET by id latency, p50 at 1,000,000 ÷ 10,000 transactions')).toMatchObject({ measured: 1.25, shown: '1.25×', met: true });
    expect(rows.get('GET by id latency, p99 at 1,000,000 ÷ 10,000 transactions')).toMatchObject({ measured: 1.4, met: false });
    expect(rows.get('Partner filtered page at 1,000,000 transactions, p99')).toMatchObject({ measured: 60, shown: '60.0 ms', met: false });
    expect(rows.get('Partner filtered page ÷ bare yoga, PostgreSQL (issue 10)')).toMatchObject({ measured: 0.3, met: true });
    expect(rows.get('Partner count statistic, a year by day, p99, PostgreSQL (issue 10)')).toMatchObject({ measured: 40.5, shown: '40.5 ms', met: true });
  });

  it('divides GET by id by the floor of the same run, and holds PGlite create to its p99 and its statements per write', () => {
    const withFloor = report();
    const postgres = withFloor.groups.find((g) => g.title === 'PostgreSQL')!;
    postgres.measurements = [measurement('floor', 2500), ...postgres.measurements];
    const pglite = withFloor.groups.find((g) => g.title === 'PGlite')!;
    pglite.measurements = pglite.measurements.map((m) => (m.scenario.id === 'rest-create' ? { ...m, latencyP99Ms: 776.8, sqlUnderLoad: 3 } : m));
    const rows = new Map(targetRows(withFloor).map((row) => [row.target, row]));
    expect(rows.get('REST GET by id (API key) ÷ floor (node:http + pg, one prepared statement), PostgreSQL')).toMatchObject({
      measured: 0.4,
      shown: '0.400',
      met: false,
    });
    expect(rows.get('PGlite: REST create, 10 connections, p99')).toMatchObject({ measured: 776.8, shown: '776.8 ms', met: false });
    expect(rows.get('PGlite: REST create, SQL statements per write under load')).toMatchObject({ measured: 3, shown: '3.00', met: true });
    // The floor runs on PostgreSQL only: no PGlite ratio for it, and a run without it leaves the target unmeasured.
    expect(renderDatabaseRatios(withFloor.groups)).not.toContain('label of floor');
    expect(
      new Map(targetRows(report()).map((row) => [row.target, row])).get('REST GET by id (API key) ÷ floor (node:http + pg, one prepared statement), PostgreSQL'),
    ).toMatchObject({
      measured: null,
      met: null,
    });
  });

  it('divides a row measured right after a baseline of its own by that baseline, in its table and its target', () => {
    const adjacent = report();
    const postgres = adjacent.groups.find((g) => g.title === 'PostgreSQL')!;
    postgres.measurements = postgres.measurements.map((m) => (m.scenario.id === 'rest-get' ? { ...m, adjacentBaseline: measurement('baseline', 4000) } : m));
    expect(renderTable(postgres)).toContain('| label of rest-get | 1000 | 4000 | 0.250 | — |');
    expect(targetRows(adjacent).find((row) => row.target.startsWith('REST GET by id'))).toMatchObject({ shown: '0.250', met: false });
    expect(runFailed(adjacent)).toBe(false);
    // A baseline that failed its checks fails the run like any row: the ratio would mean nothing.
    postgres.measurements = postgres.measurements.map((m) =>
      m.scenario.id === 'rest-get' ? { ...m, adjacentBaseline: measurement('baseline', 4000, {}, { errors: 2 }) } : m,
    );
    expect(runFailed(adjacent)).toBe(true);
  });

  it('leaves the PGlite ratios unmeasured in a run without PGlite', () => {
    const postgresOnly = report();
    postgresOnly.groups = postgresOnly.groups.filter((g) => g.title === 'PostgreSQL');
    const rows = targetRows(postgresOnly).filter((row) => row.target.startsWith('PGlite ÷ PostgreSQL'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ measured: null, met: null });
  });

  it('puts PGlite beside PostgreSQL scenario by scenario', () => {
    const table = renderDatabaseRatios(report().groups);
    expect(table).toContain('| label of rest-get | 500 | 1000 | 0.500 |');
    expect(table).toContain('| label of baseline | 2000 | 2000 | 1.000 |');
    // A row PostgreSQL has and PGlite has not is left out.
    expect(table).not.toContain('label of graphql-list');
    expect(renderDatabaseRatios([group('PGlite', [measurement('rest-get', 1)])])).toBeNull();
  });

  it('writes the tables, the statements per request, the profiles and how to read them', () => {
    const markdown = renderMarkdown(report());
    expect(markdown).toContain('- Date: 2026-11-25T09:00:00Z, 10 min');
    expect(markdown).toContain('autocannon in its own process (bench/load-worker.ts)');
    expect(markdown).not.toContain("shares the server's process");
    expect(markdown).toContain('| REST GET by id (API key) ÷ bare yoga, PostgreSQL | ≥ 0.50 | 0.500 | yes |');
    expect(markdown).toContain('| Partner filtered page at 1,000,000 transactions, p99 | ≤ 50 ms | 60.0 ms | **no** |');
    // The PostgreSQL table: the baseline divided by, vs baseline, vs TPC-B for writes, SQL/req.
    expect(markdown).toContain('| label of rest-ship | 100 | 2000 | 0.050 | 0.100 | 10.00 | 20.00 | 2 | 2.10 | 1000 | 0 | 0 |');
    expect(markdown).toContain('| label of rest-get | 1000 | 2000 | 0.500 | — |');
    expect(markdown).toContain('## PGlite ÷ PostgreSQL');
    expect(markdown).toContain('## 10,000 and 1,000,000 transactions (PostgreSQL)');
    expect(markdown).toContain('(seeded in 120.5 s,');
    expect(markdown).toContain('| REST `GET /2017-09-01/transaction/{id}` (the same id) | 900 | 4.00 | 10.00 | 850 | 5.00 | 14.00 | 1.250 | 1.400 | 2 / 2 | 0 |');
    expect(markdown).toContain('| baseline: bare graphql-yoga `{ hello }` (the machine at each size) | 2000 | 10.00 | 20.00 | 1900 |');
    expect(markdown).toContain('### PostgreSQL: label of rest-get');
    expect(markdown).toContain('3.0 s of load, 6,000 samples; the process was busy in 80% of them');
    expect(markdown).toContain('By origin: graphql 40%, heldfunds 10%.');
    expect(markdown).toContain('| 1 | `execute` | `graphql/execution/execute.js:121:5` | 12.5 |');
    expect(markdown).toContain('- Result: passed');
    expect(runFailed(report())).toBe(false);
  });

  it('points the rows not met at the section that says what bounds them, which exists', async () => {
    const markdown = renderMarkdown(report());
    expect(markdown).toContain('Rows marked **no**');
    const section = /section "([^"]+)"/.exec(markdown)?.[1];
    expect(section).toBe('The targets not met, and what bounds them');
    expect(await readFile(new URL('../../docs/decisions.md', import.meta.url), 'utf8')).toContain(`### ${section}\n`);
  });

  it('marks the run failed when a response failed its check, in a table or in the scale rows', () => {
    const failing = report({
      scale: { ...report().scale!, atLarge: [measurement('scale-get', 10, {}, { mismatches: 3 })] },
    });
    expect(runFailed(failing)).toBe(true);
    expect(renderMarkdown(failing)).toContain('- Result: **FAILED** (see the tables)');
    expect(runFailed(report({ scale: null }))).toBe(false);
  });
});
