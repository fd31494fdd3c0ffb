import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// test/ mirrors src/ (docs/architecture.md, "What the tools keep"): a test sits in the folder
// that mirrors the src folder of what it tests, or in a folder named after a src file at the
// root (test/config/ for src/config.ts). Nothing sits at the root of test/.

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Folders of test/ with no src/ counterpart, each for a reason. */
const crossCutting: Record<string, string> = {
  support: 'shared setup: the harness, accounts, servers the tests start',
  lint: "the repository's own rules (the floors, the doors, this layout), which span every folder",
  bench: 'tests of bench/, which sits beside src/',
  clients: 'tests of clients/ (the typed client, an npm workspace), which sits beside src/',
  faults: 'fault injection across the whole service (database outages, resends under the soak)',
  fuzz: 'hostile requests against every face at once',
  docs: "the documents' examples (README.md) run as written",
};
/** Folders allowed at any depth: data and generated code a neighbouring test reads. */
const helperFolders = new Set(['fixtures', 'generated']);

/** Why `file` (a path under test/) is out of place, or null when it mirrors src/. */
function misplacement(file: string, has: (srcPath: string) => boolean): string | null {
  const parts = file.split('/');
  if (parts.length === 1) return 'sits at the root of test/';
  const [top = ''] = parts;
  if (top in crossCutting) return null;
  const folders = parts.slice(0, -1);
  if (folders.some((folder) => helperFolders.has(folder))) return null;
  const mirror = `src/${folders.join('/')}`;
  if (has(mirror) || has(`${mirror}.ts`)) return null;
  return `sits in test/${folders.join('/')}/, but there is no ${mirror}/ (nor ${mirror}.ts)`;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((entry) => statSync(join(folder, entry)).isFile())
    .map((entry) => entry.split(sep).join('/'));
}

describe('the layout of test/', () => {
  it('mirrors src/: every file sits in the folder of what it tests, or in a cross-cutting folder', () => {
    const has = (srcPath: string) => existsSync(join(root, srcPath));
    const misplaced = filesUnder(join(root, 'test'))
      .map((file) => [file, misplacement(file, has)] as const)
      .filter(([, why]) => why !== null)
      .map(([file, why]) => `test/${file} ${why}`);
    expect(misplaced).toEqual([]);
  });

  it('refuses a test at the root, or in a folder src/ does not have', () => {
    const src = new Set(['src/domain/ledger', 'src/domain/lifecycle', 'src/config.ts', 'src/rest']);
    const has = (srcPath: string) => src.has(srcPath);
    expect(misplacement('server.test.ts', has)).toBe('sits at the root of test/');
    expect(misplacement('access/matrix.test.ts', has)).toBe('sits in test/access/, but there is no src/access/ (nor src/access.ts)');
    expect(misplacement('domain/audit/ledger.test.ts', has)).toBe('sits in test/domain/audit/, but there is no src/domain/audit/ (nor src/domain/audit.ts)');
  });

  it('lets a test sit beside the src folder or root file it tests, or in a cross-cutting or helper folder', () => {
    const src = new Set(['src/domain/ledger', 'src/config.ts', 'src/rest']);
    const has = (srcPath: string) => src.has(srcPath);
    expect(
      ['domain/ledger/ledger.test.ts', 'config/wire.test.ts', 'rest/errors.test.ts', 'support/harness.ts', 'lint/boundaries.test.ts', 'rest/fixtures/body.json'].map(
        (file) => misplacement(file, has),
      ),
    ).toEqual([null, null, null, null, null, null]);
  });

  it('names a reason for each cross-cutting folder, and none of them shadows a src folder', () => {
    for (const [folder, reason] of Object.entries(crossCutting)) {
      expect(reason.length, folder).toBeGreaterThan(0);
      expect(existsSync(join(root, 'src', folder)), `src/${folder} exists: test/${folder} should mirror it`).toBe(false);
    }
  });
});
