import { describe, expect, it } from 'vitest';
import { areaOf, shortLocation, summariseProfile, type CpuProfile } from '../../bench/profile.js';

const root = '/repo/';
const frame = (functionName: string, url = '', lineNumber = -1, columnNumber = -1) => ({ functionName, url, lineNumber, columnNumber });

/** A profile of 20 samples: 10 idle, then 5 in execute, 3 in a project function, 2 in the collector. */
function profile(): CpuProfile {
  const nodes = [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('execute', 'file:///repo/node_modules/graphql/execution/execute.js', 120, 4) },
    { id: 4, callFrame: frame('readTransaction', 'file:///repo/src/domain/transactions/read.ts', 9, 0) },
    { id: 5, callFrame: frame('(garbage collector)') },
    // The same function reached by another path: its samples add up with node 3's.
    { id: 6, callFrame: frame('execute', 'file:///repo/node_modules/graphql/execution/execute.js', 120, 4) },
  ];
  const samples = [...Array(10).fill(2), 3, 3, 3, 6, 6, 4, 4, 4, 5, 5] as number[];
  return { nodes, startTime: 0, endTime: 20_000, samples };
}

describe('CPU profile summary', () => {
  it('ranks functions by self time, shares of the busy samples, idle left out', () => {
    const summary = summariseProfile(profile(), 10, root);
    expect(summary.samples).toBe(20);
    expect(summary.busyShare).toBe(0.5);
    expect(summary.durationMs).toBe(20);
    expect(summary.top).toEqual([
      { functionName: 'execute', location: 'graphql/execution/execute.js:121:5', selfShare: 0.5, selfMs: 5 },
      { functionName: 'readTransaction', location: 'src/domain/transactions/read.ts:10:1', selfShare: 0.3, selfMs: 3 },
      { functionName: '(garbage collector)', location: '', selfShare: 0.2, selfMs: 2 },
    ]);
    expect(summary.areas).toEqual([
      { area: 'graphql', selfShare: 0.5 },
      { area: 'heldfunds', selfShare: 0.3 },
      { area: 'V8 and native', selfShare: 0.2 },
    ]);
  });

  it('keeps the top N only, and uses hit counts when the profile has no sample list', () => {
    const { samples: _samples, ...withoutSamples } = profile();
    const counted: CpuProfile = {
      ...withoutSamples,
      nodes: withoutSamples.nodes.map((node) => ({ ...node, hitCount: { 2: 10, 3: 3, 4: 3, 5: 2, 6: 2 }[node.id] ?? 0 })),
    };
    const summary = summariseProfile(counted, 1, root);
    expect(summary.top).toEqual([{ functionName: 'execute', location: 'graphql/execution/execute.js:121:5', selfShare: 0.5, selfMs: 5 }]);
  });

  it('answers an empty summary for an empty profile', () => {
    expect(summariseProfile({ nodes: [], startTime: 0, endTime: 0 }, 10, root)).toEqual({ durationMs: 0, busyShare: 0, samples: 0, top: [], areas: [] });
  });

  it('shortens locations and names their origin', () => {
    expect(shortLocation('file:///repo/node_modules/@prisma/client/runtime/client.js', 10, 2, root)).toBe('@prisma/client/runtime/client.js:11:3');
    expect(shortLocation('node:internal/streams/writable', 0, -1, root)).toBe('node:internal/streams/writable:1');
    expect(shortLocation('', -1, -1, root)).toBe('');
    expect(areaOf('file:///repo/node_modules/@prisma/client/runtime/client.js', root)).toBe('@prisma/client');
    expect(areaOf('file:///repo/node_modules/pg/lib/client.js', root)).toBe('pg');
    expect(areaOf('file:///repo/bench/load.ts', root)).toBe('heldfunds');
    expect(areaOf('wasm://wasm/0215749e', root)).toBe('WebAssembly');
    expect(areaOf('node:internal/process/task_queues', root)).toBe('Node.js');
    expect(areaOf('', root)).toBe('V8 and native');
  });
});
