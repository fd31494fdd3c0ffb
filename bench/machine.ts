import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpuModel: string;
  cpuCount: number;
  memoryGiB: number;
  os: string;
  node: string;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim().replace(/\s+/g, ' ') ?? 'unknown',
    cpuCount: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

/** The installed version of a dependency (from its package.json in this project's node_modules). */
export function packageVersion(name: string): string {
  try {
    const file = new URL(`../node_modules/${name}/package.json`, import.meta.url);
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The 1, 5 and 15 minute load averages, e.g. "6.10, 5.00, 3.82" (other work on the machine). */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}
