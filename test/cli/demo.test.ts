import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idFromAnswer, runDemo } from '../../src/cli/demo.js';
import { loadConfig } from '../../src/config.js';
import { createHarness, type Harness } from '../support/harness.js';

// The demo's printed commands run as pasted: the transaction's id is read from the create's
// answer, never printed as a number that only holds on the demo's own database.

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

describe('heldfunds demo', () => {
  it('prints a command that reads ID from the answer of the create, not a fixed id', async () => {
    const printed = (await runDemo(harness.services, { url: undefined })).text;
    const lines = printed.split('\n');
    const create = lines.findIndex((line) => line.startsWith('curl ') && line.includes('"$API/transaction" | tee transaction.json'));
    expect(create).toBeGreaterThan(0);
    expect(lines[create + 1]).toBe(idFromAnswer);
    expect(printed).not.toMatch(/^ID=\d/m);
    expect(
      lines
        .slice(create + 2)
        .filter((line) => line.startsWith('curl '))
        .every((line) => line.includes('$ID')),
    ).toBe(true);
  });

  it('walks a transaction to payout alone (no server), printing the curl commands', async () => {
    const printed = (await runDemo(harness.services, { url: undefined })).text;
    expect(printed).toContain(`API='${harness.services.config.publicUrl}/2017-09-01'`);
    expect(printed.match(/^curl /gm)).toHaveLength(10);
    expect(printed).toMatch(/# 9\. .*: 200 .*disbursed_to_beneficiary, closed/);
  });

  it('refuses in production, creating nothing', async () => {
    const before = await harness.services.prisma.customer.count();
    const production = { ...harness.services, config: { ...harness.services.config, ...loadConfig({ ENVIRONMENT: 'production' }) } };
    await expect(runDemo(production, { url: undefined })).rejects.toThrow('the demo runs only in the sandbox (ENVIRONMENT=sandbox)');
    expect(await harness.services.prisma.customer.count()).toBe(before);
  });
});
