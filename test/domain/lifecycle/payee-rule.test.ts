import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Who is paid out is one rule (payeeParty in src/domain/lifecycle/queries.ts): the core's
// payout choice, the quote, the settlement's disbursement fees and the faces all ask it. A
// door that picks payees by role again ("seller or broker") would leave a partner_fee's
// partner without a payout (issue 23, defect 2); this finds such a door in the source.

const root = join(import.meta.dirname, '..', '..', '..', 'src');
const byRole = /role\s*===\s*'seller'\s*\|\|\s*[\w.]*role\s*===\s*'broker'|role\s*===\s*'broker'\s*\|\|\s*[\w.]*role\s*===\s*'seller'/;

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
      return entry.name.endsWith('.ts') ? [path] : [];
    }),
  );
  return files.flat();
}

describe('the payee rule', () => {
  it('is written once: no source picks payees as "the seller or the broker" by role', async () => {
    const files = await sources(root);
    expect(files.length).toBeGreaterThan(100);
    const doors: string[] = [];
    for (const file of files) {
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (byRole.test(line)) doors.push(`${file.slice(root.length + 1)}:${index + 1}`);
      });
    }
    expect(doors).toEqual([]);
  });
});
