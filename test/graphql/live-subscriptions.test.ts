/**
 * Every subscription reads the event bus through liveEvents (src/graphql/live.ts), so every
 * door that serves subscriptions must register its connections (the context's openLive):
 * that is what revocation and the caps on connections act on. A subscription field or a door
 * that bypasses it fails here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parse, subscribe } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/schema.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerSale } from '../support/transactions.js';

const src = join(import.meta.dirname, '..', '..', 'src');

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => join(entry.parentPath, entry.name));
}

let harness: Harness;
let partner: TestAccount;
let transactionId: number;

beforeAll(async () => {
  ({
    harness,
    accounts: { partner },
  } = await createHarnessWithAccounts({ partner: { isPartner: true } }));
  transactionId = await createPartnerSale(harness, partner);
});
afterAll(() => harness.close());

/** An operation for each subscription field, with the arguments it needs. */
function operationOf(field: string): { document: string; variables: Record<string, unknown> } {
  const known: Record<string, { document: string; variables: Record<string, unknown> }> = {
    transactionEvents: {
      document: 'subscription($id: ID!) { transactionEvents(transactionId: $id) { name } }',
      variables: { id: Buffer.from(`Transaction:${transactionId}`).toString('base64') },
    },
    partnerEvents: { document: 'subscription { partnerEvents { name } }', variables: {} },
    partnerReportReady: { document: 'subscription { partnerReportReady { id } }', variables: {} },
  };
  const operation = known[field];
  if (!operation) throw new Error(`subscription field ${field} is new: add an operation for it here`);
  return operation;
}

describe('subscriptions and live connections', () => {
  const fields = Object.keys(schema.getSubscriptionType()!.getFields());

  it('refuses every subscription field on a door that registers no live connection', async () => {
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      const { document, variables } = operationOf(field);
      const viewer = {
        customer: await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: partner.id } }),
        method: 'api_key' as const,
        apiKeyId: null,
      };
      const result = await subscribe({
        schema,
        document: parse(document),
        variableValues: variables,
        contextValue: { services: harness.services, viewer, requestId: 'test' },
      });
      expect(Symbol.asyncIterator in result, field).toBe(false);
      expect(
        (result as { errors?: { message: string }[] }).errors?.map((error) => error.message),
        field,
      ).toEqual(['Subscriptions are served over graphql-ws and server-sent events only']);
    }
  });

  it('reads the event bus only in liveEvents, and every door that serves subscriptions registers its connections', async () => {
    const readers: string[] = [];
    for (const file of await sourceFiles(src)) {
      const text = await readFile(file, 'utf8');
      if (/\bevents\.subscribe\(/.test(text)) readers.push(relative(src, file));
    }
    expect(readers.sort()).toEqual(['graphql/live.ts']);
    // The doors that run subscriptions: graphql-ws, GraphQL over HTTP (SSE) and the web pages' in-process GraphQL.
    expect(await readFile(join(src, 'http', 'websocket.ts'), 'utf8')).toMatch(/openLive: \(\) => live\.credential/);
    const app = await readFile(join(src, 'http', 'app.ts'), 'utf8');
    expect(app.match(/openLive/g)?.length).toBeGreaterThanOrEqual(3);
  });
});
