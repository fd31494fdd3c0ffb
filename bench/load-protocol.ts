/** The messages between bench/load.ts (the server's process) and bench/load-worker.ts. */
import type { BodyCheck } from './check.js';

/** One timed run of autocannon against one kind of request. */
export interface LoadJob {
  baseUrl: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /** A path per request, each used once, in order (the lifecycle action rows); `path` otherwise. */
  paths?: string[];
  /** True: `paths` are taken in turn, again and again (reads), never used up. */
  cycle?: boolean;
  headers: Record<string, string>;
  body?: string;
  expectedStatus: number;
  check: BodyCheck;
  seconds: number;
  connections: number;
}

export interface LoadResult {
  requests: { mean: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  non2xxStatuses: string;
  mismatches: number;
  errors: number;
  /** How many of `paths` the run took (requests started, answered or not). */
  pathsUsed: number;
  /** True when the run wanted more paths than it was given. */
  pathsExhausted: boolean;
}

export type ToWorker = { type: 'run'; job: LoadJob } | { type: 'stop' };
export type FromWorker = { type: 'ready' } | { type: 'done'; result: LoadResult } | { type: 'failed'; message: string };
