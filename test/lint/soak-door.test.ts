import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One door for the soak's requests: every request it sends to a heldfunds API goes through
// scripts/soak/resend.ts, which resends a 503 (a database cut) under its Idempotency-Key. A
// new caller that fetches on its own would count the documented outage answer as a failure,
// or retry a write without its key. Only the readiness probe before the run fetches directly.

const soak = fileURLToPath(new URL('../../scripts/soak', import.meta.url));
const allowed = new Map([
  ['resend.ts', 1],
  ['run.ts', 1], // waitHealthy: GET /healthz while a server starts
]);

describe('the soak sends its requests through one door', () => {
  it('calls fetch only in resend.ts (and the health probe)', () => {
    const found = new Map<string, number>();
    for (const file of readdirSync(soak).filter((name) => name.endsWith('.ts'))) {
      const calls = readFileSync(join(soak, file), 'utf8').match(/\bfetch\(/g)?.length ?? 0;
      if (calls > 0) found.set(file, calls);
    }
    expect(Object.fromEntries(found)).toEqual(Object.fromEntries(allowed));
    expect(readFileSync(join(soak, 'run.ts'), 'utf8')).toMatch(/fetch\(`http:\/\/127\.0\.0\.1:\$\{port\}\/healthz`\)/);
  });
});
