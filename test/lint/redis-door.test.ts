import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every Redis client of the service comes from src/redis.ts (no offline queue, a command
// timeout, errors logged, reconnection), so none can end the process when Redis goes away.
// A new client made elsewhere, or a library handed its own, would bypass that door.

const root = fileURLToPath(new URL('../..', import.meta.url));
const door = 'src/redis.ts';
const redisLibraries = /from '(ioredis|redis|@redis\/[^']+|@graphql-yoga\/redis-event-target)'|require\('(ioredis|redis)'\)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [relative(root, path)] : [];
  });
}

describe('the one door to Redis', () => {
  it('is the only source file that imports a Redis client library', () => {
    const importers = [...sources(join(root, 'src')), ...sources(join(root, 'scripts'))].filter((file) =>
      redisLibraries.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(importers).toEqual([door]);
  });

  it('is used by every Redis user: the rate limits and the event bus relay', () => {
    const users = sources(join(root, 'src')).filter((file) => /from '(\.\.\/)+redis\.js'|from '\.\/redis\.js'/.test(readFileSync(join(root, file), 'utf8')));
    expect(users.sort()).toEqual(['src/events/redis-relay.ts', 'src/http/rate-limit.ts']);
  });
});
