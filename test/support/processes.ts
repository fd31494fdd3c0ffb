import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export { until } from './waiting.js';

export const bin = join(import.meta.dirname, '..', '..', 'bin', 'heldfunds.js');

export interface Started {
  child: ChildProcess;
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
  /** Resolves with the first log line matching `message`. */
  waitFor(message: string, timeoutMs?: number): Promise<Record<string, unknown>>;
}

/** The processes `startProcess` started in the running test file (test/support/unhandled-rejections.ts reads their logs, then forgets them). */
export const startedProcesses: Started[] = [];

/** Runs the real CLI (`serve`, `worker`) in a child process, collecting its JSON log lines. */
export function startProcess(args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, [bin, ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
  const logs: Record<string, unknown>[] = [];
  const waiters: { message: string; resolve: (entry: Record<string, unknown>) => void }[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    logs.push(entry);
    for (const waiter of waiters.filter((w) => w.message === entry.msg)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(entry);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const started: Started = {
    child,
    logs,
    exited,
    waitFor(message, timeoutMs = 30_000) {
      const seen = logs.find((entry) => entry.msg === message);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${message}" log within ${timeoutMs} ms; stderr: ${stderr}`)), timeoutMs);
        void exited.then((code) => reject(new Error(`process exited (${code}) before "${message}"; stderr: ${stderr}`)));
        waiters.push({ message, resolve: (entry) => (clearTimeout(timer), resolve(entry)) });
      });
    },
  };
  startedProcesses.push(started);
  return started;
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one CLI command to its end in a child process, with `input` on its standard input. */
export function runCli(args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
