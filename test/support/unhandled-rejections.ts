import { afterAll, afterEach } from 'vitest';
import { startedProcesses } from './processes.js';

/**
 * A setup file of every test file (vitest.config.ts): a rejection nobody handled, in this test
 * process or in a heldfunds process a test started (its `unhandled rejection` log line), fails
 * the test during which it was seen (or, seen later, the file). The process itself logs and keeps
 * serving (src/log.ts), so without this such a bug would pass unseen.
 */
const registry = Symbol.for('heldfunds.test.unhandledRejections');
type Registry = { seen: unknown[] };
const global = globalThis as typeof globalThis & { [registry]?: Registry };
// Test files share their worker's process (isolate: false): one listener per process.
const rejections = (global[registry] ??= (() => {
  const state: Registry = { seen: [] };
  process.on('unhandledRejection', (reason) => state.seen.push(reason));
  return state;
})());

function check(): void {
  const seen = rejections.seen.splice(0);
  const logged = startedProcesses.flatMap((started) => started.logs.filter((entry) => entry.msg === 'unhandled rejection' && !reported.has(entry)));
  for (const entry of logged) reported.add(entry);
  if (seen.length === 0 && logged.length === 0) return;
  const lines = [...seen.map((reason) => `in the test process: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`)];
  lines.push(...logged.map((entry) => `in a started heldfunds process: ${JSON.stringify(entry.err)}`));
  throw new Error(`unhandled rejection${lines.length > 1 ? 's' : ''}:\n${lines.join('\n')}`);
}

const reported = new WeakSet<object>();
afterEach(check);
afterAll(() => {
  try {
    check();
  } finally {
    // The next file of this worker starts with its own processes.
    startedProcesses.length = 0;
  }
});
