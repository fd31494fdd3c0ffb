/**
 * CPU profiles of the server under load. The server runs in the benchmark's process (the load
 * generator in its own), so the V8 profiler of this process (node:inspector) sees the server's
 * work only: request handling and the event workers, on the serving thread (PGlite's database
 * runs on a thread of its own, src/db/pglite-thread.ts, which the profiler does not sample).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';

/** The parts of a V8 `.cpuprofile` the summary reads. */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    hitCount?: number;
  }>;
  startTime: number;
  endTime: number;
  samples?: number[];
}

export interface ProfileRow {
  /** The function's name, `(anonymous)` when it has none; `(garbage collector)`, `(program)` as V8 names them. */
  functionName: string;
  /** Where it is defined, shortened: `src/…:line`, `<package>/…:line` for node_modules, `node:…:line`. */
  location: string;
  /** Share of the busy samples (idle left out) whose top frame is this function. */
  selfShare: number;
  /** The same in milliseconds of the window. */
  selfMs: number;
}

export interface ProfileSummary {
  /** Length of the profiled window. */
  durationMs: number;
  /** Share of the window's samples in which the process was not idle. */
  busyShare: number;
  samples: number;
  top: ProfileRow[];
  /** Self time by where the code comes from (a package, this project, Node.js, WebAssembly, V8), largest first. */
  areas: Array<{ area: string; selfShare: number }>;
}

/** This project's root (file paths under it are printed relative to it). */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

function shortPath(url: string, root: string): string {
  let path = url.startsWith('file://') ? decodeURIComponent(url.slice('file://'.length)) : url;
  const modules = path.lastIndexOf('/node_modules/');
  if (modules !== -1) path = path.slice(modules + '/node_modules/'.length);
  else if (path.startsWith(root)) path = path.slice(root.length).replace(/^\//, '');
  return path;
}

/**
 * Shortens a profile's script URL for a table: relative to the project, node_modules and
 * file:// dropped; line and column 1-based (a bundled package's lines are long).
 */
export function shortLocation(url: string, lineNumber: number, columnNumber = -1, root = projectRoot): string {
  if (url === '') return '';
  const path = shortPath(url, root);
  if (lineNumber < 0) return path;
  return columnNumber >= 0 ? `${path}:${lineNumber + 1}:${columnNumber + 1}` : `${path}:${lineNumber + 1}`;
}

/** Where a function's code comes from: its package, `heldfunds` (this project), `Node.js`, `WebAssembly` or `V8 and native`. */
export function areaOf(url: string, root = projectRoot): string {
  if (url === '') return 'V8 and native';
  if (url.startsWith('node:')) return 'Node.js';
  if (url.startsWith('wasm://')) return 'WebAssembly';
  const path = url.startsWith('file://') ? decodeURIComponent(url.slice('file://'.length)) : url;
  const modules = path.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const [scope, name] = path.slice(modules + '/node_modules/'.length).split('/');
    return scope?.startsWith('@') && name ? `${scope}/${name}` : (scope ?? path);
  }
  return path.startsWith(root) ? 'heldfunds' : shortPath(url, root);
}

/**
 * The `top` functions by self time: samples grouped by function (name and place), `(idle)` left
 * out of the rows and of the shares.
 */
export function summariseProfile(profile: CpuProfile, top = 10, root = projectRoot): ProfileSummary {
  const hitsById = new Map<number, number>();
  if (profile.samples && profile.samples.length > 0) {
    for (const id of profile.samples) hitsById.set(id, (hitsById.get(id) ?? 0) + 1);
  } else {
    for (const node of profile.nodes) hitsById.set(node.id, node.hitCount ?? 0);
  }
  const byFunction = new Map<string, { functionName: string; location: string; hits: number }>();
  const byArea = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const hits = hitsById.get(node.id) ?? 0;
    if (hits === 0) continue;
    total += hits;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idle += hits;
      continue;
    }
    const key = `${functionName}\u0000${url}\u0000${lineNumber}\u0000${columnNumber}`;
    const entry = byFunction.get(key) ?? { functionName: functionName || '(anonymous)', location: shortLocation(url, lineNumber, columnNumber, root), hits: 0 };
    entry.hits += hits;
    byFunction.set(key, entry);
    const area = areaOf(url, root);
    byArea.set(area, (byArea.get(area) ?? 0) + hits);
  }
  const busy = total - idle;
  const durationMs = Math.max(0, (profile.endTime - profile.startTime) / 1000);
  const msPerSample = total > 0 ? durationMs / total : 0;
  const rows = [...byFunction.values()]
    .sort((a, b) => b.hits - a.hits || a.functionName.localeCompare(b.functionName))
    .slice(0, top)
    .map(({ functionName, location, hits }) => ({ functionName, location, selfShare: busy > 0 ? hits / busy : 0, selfMs: hits * msPerSample }));
  const areas = [...byArea.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([area, hits]) => ({ area, selfShare: busy > 0 ? hits / busy : 0 }));
  return { durationMs, busyShare: total > 0 ? busy / total : 0, samples: total, top: rows, areas };
}

/**
 * A profiler of this process, started now (sampling every 500 µs); `stop` summarises what it
 * sampled. With BENCH_PROFILE_FILE set, the whole profile is also written there (a
 * `.cpuprofile` that Chromium's DevTools open), for reading call trees rather than self time.
 */
export async function startProfiler(): Promise<{ stop(): Promise<ProfileSummary> }> {
  const session = new Session();
  session.connect();
  const end = async () => {
    await session.post('Profiler.disable').catch(() => undefined);
    session.disconnect();
  };
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 500 });
    await session.post('Profiler.start');
  } catch (error) {
    await end();
    throw error;
  }
  return {
    async stop() {
      try {
        const { profile } = await session.post('Profiler.stop');
        if (process.env.BENCH_PROFILE_FILE) writeFileSync(process.env.BENCH_PROFILE_FILE, JSON.stringify(profile));
        return summariseProfile(profile);
      } finally {
        await end();
      }
    },
  };
}

/** Profiles this process while `run` runs (startProfiler) and summarises the profile. */
export async function profileWhile(run: () => Promise<unknown>): Promise<ProfileSummary> {
  const profiler = await startProfiler();
  const outcome = await run().then(
    () => null,
    (error: unknown) => ({ error }),
  );
  const summary = await profiler.stop();
  if (outcome) throw outcome.error;
  return summary;
}
