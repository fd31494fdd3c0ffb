import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDemo } from '../../src/cli/demo.js';
import { loadConfig } from '../../src/config.js';
import { createHarnessWithAccounts, restBase, type Harness, type TestAccount } from '../support/harness.js';
import type { Json } from '../support/json.js';

// The README's lifecycle example, run as written: the block after <!-- lifecycle-example -->
// is read from README.md, its curl commands are parsed (quotes and $VARIABLES as the shell reads
// them) and sent to the app with the accounts it names. `heldfunds demo` sends the same steps.

let harness: Harness;
let accounts: Record<'PARTNER' | 'BUYER' | 'SELLER', TestAccount>;

beforeAll(async () => {
  const made = await createHarnessWithAccounts({
    partner: { email: 'platform@example.com', isPartner: true },
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
  });
  harness = made.harness;
  accounts = { PARTNER: made.accounts.partner, BUYER: made.accounts.buyer, SELLER: made.accounts.seller };
});
afterAll(() => harness.close());

async function lifecycleExample(): Promise<string[]> {
  const readme = await readFile(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  const block = /<!-- lifecycle-example -->\n```sh\n([\s\S]*?)\n```/.exec(readme);
  if (!block) throw new Error('README.md has no lifecycle example block');
  return block[1]!.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/** Splits a command line as the shell does for these commands: single quotes literal, double quotes expand $NAME. */
function words(line: string, variables: Record<string, string>): string[] {
  const result: string[] = [];
  const pattern = /'([^']*)'|"([^"]*)"|(\S+)/g;
  for (const match of line.matchAll(pattern)) {
    const expand = (text: string) => text.replace(/\$([A-Z_]+)/g, (_, name: string) => variables[name] ?? `$${name}`);
    result.push(match[1] ?? expand(match[2] ?? match[3]!));
  }
  return result;
}

interface Curl {
  user: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  url: string;
}

function parseCurl(args: string[]): Curl {
  const curl: Curl = { user: '', method: '', headers: {}, body: undefined, url: '' };
  for (let i = 1; i < args.length; i++) {
    const flag = args[i]!;
    if (flag === '-u') curl.user = args[++i]!;
    else if (flag === '-X') curl.method = args[++i]!;
    else if (flag === '-H') {
      const [name, ...value] = args[++i]!.split(':');
      curl.headers[name!.trim().toLowerCase()] = value.join(':').trim();
    } else if (flag === '-d') curl.body = args[++i]!;
    else if (flag.startsWith('-')) throw new Error(`the example uses a curl flag this test does not know: ${flag}`);
    else curl.url = flag;
  }
  curl.method ||= curl.body === undefined ? 'GET' : 'POST';
  return curl;
}

describe("the README's lifecycle example", () => {
  it('runs as written, from creation to payout', async () => {
    const lines = await lifecycleExample();
    const variables: Record<string, string> = {};
    const keys = Object.fromEntries(Object.entries(accounts).map(([name, account]) => [`${account.email}:hf_test_…`, name]));
    let last: { status: number; body: Record<string, Json> } | undefined;
    let curls = 0;
    for (const line of lines) {
      if (!line.startsWith('curl ')) {
        // Assignments: API, the accounts (their keys elided in the README) and the ID the create answered.
        for (const [, name, value] of line.matchAll(/([A-Z]+)=('[^']*'|\S+)/g)) {
          const text = value!.replace(/^'|'$/g, '');
          if (name === 'API') variables.API = restBase;
          else if (name === 'ID') variables.ID = String(last!.body.id);
          else {
            expect(keys[text], `the README's ${name} names one of the example's accounts`).toBe(name);
            const account = accounts[name as keyof typeof accounts];
            variables[name!] = `${account.email}:${account.apiKey}`;
          }
        }
        continue;
      }
      const curl = parseCurl(words(line, variables));
      const response = await harness.fetch(curl.url, {
        method: curl.method,
        headers: { ...curl.headers, authorization: `Basic ${Buffer.from(curl.user).toString('base64')}` },
        body: curl.body,
      });
      last = { status: response.status, body: (await response.json()) as Record<string, Json> };
      expect(last.status, `${line}\n→ ${JSON.stringify(last.body)}`).toBeLessThan(300);
      curls += 1;
    }
    expect(curls).toBe(10);
    const items = last!.body.items as { status: { accepted: boolean }; schedule: { status: { disbursed_to_beneficiary: boolean } }[] }[];
    expect(last!.body.close_date).toEqual(expect.any(String));
    expect(items[0]!.status.accepted).toBe(true);
    expect(items[0]!.schedule[0]!.status.disbursed_to_beneficiary).toBe(true);
  });
});

describe('heldfunds demo', () => {
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
