import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSender, type ResendCounts } from '../../scripts/soak/resend.js';
import { testDatabaseUrl } from '../support/databases.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { startTcpProxy, throughProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { partnerSaleBody } from '../support/transactions.js';

// The soak's callers (scripts/soak/resend.ts) meet its database cuts as an integrator should:
// a write refused 503 during the cut is sent again with the same Idempotency-Key after its
// Retry-After and applied exactly once. The cut is real (every connection through the proxy
// reset, new ones refused) and lifted when the first 503 arrives. Runs on PostgreSQL.

describe.skipIf(!testDatabaseUrl())('the soak caller through a database cut', { timeout: 60_000 }, () => {
  let proxy: TcpProxy;
  let harness: Harness;
  let partner: TestAccount;
  let base: string;
  let closeServer: () => Promise<void>;

  beforeAll(async () => {
    const target = new URL(testDatabaseUrl()!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    harness = await createHarness({}, { connectTo: (url) => throughProxy(url, proxy), connectTimeoutMs: 2_000, poolSize: 4 });
    partner = await createTestAccount(harness, { email: `partner-${randomUUID()}@example.com`, isPartner: true });
    const server = await harness.listen();
    base = server.url;
    closeServer = server.close;
  });
  afterAll(async () => {
    proxy.restore();
    await harness.close();
    await closeServer();
    await proxy.close();
  });

  const sale = (description: string) => ({ ...partnerSaleBody('buyer@example.com', 'seller@example.com', 10), description });
  const createTransaction = `mutation($input: CreateTransactionInput!) {
    createTransaction(input: $input) { __typename ... on CreateTransactionPayload { transaction { databaseId } } } }`;

  for (const face of ['rest', 'graphql'] as const) {
    it(`${face}: a write refused 503 while cut is sent again with its key after Retry-After and applied once`, async () => {
      const counts: ResendCounts = { outageAnswers: 0, resent: 0, keyInUse: 0, unrecorded: 0 };
      const answers: number[] = [];
      const send = createSender({
        keyPrefix: randomUUID(),
        resendForMs: 40_000,
        counts,
        // The database returns as soon as the caller has met the outage.
        onAnswer: (_line, status) => {
          answers.push(status);
          if (status === 503) proxy.restore();
        },
        fail: (message) => new Error(message),
      });
      const marker = `soak resend ${face} ${randomUUID()}`;
      const headers = { authorization: partner.auth, 'content-type': 'application/json' };
      proxy.cut();
      const exchange =
        face === 'rest'
          ? await send(`${base}/2017-09-01/transaction`, { method: 'POST', headers, body: JSON.stringify(sale(marker)) })
          : await send(`${base}/graphql`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                query: createTransaction,
                variables: {
                  input: {
                    currency: 'usd',
                    description: marker,
                    parties: sale(marker).parties,
                    items: [
                      {
                        title: 'example.com',
                        type: 'domain_name',
                        inspectionPeriod: 259200,
                        schedule: [{ amount: '10.00', payerCustomer: 'buyer@example.com', beneficiaryCustomer: 'seller@example.com' }],
                      },
                    ],
                  },
                },
              }),
            });

      expect(answers[0]).toBe(503);
      expect(counts.outageAnswers).toBeGreaterThanOrEqual(1);
      expect(counts.resent).toBeGreaterThanOrEqual(1);
      expect(exchange.unrecorded).toBe(false);
      expect(exchange.status).toBe(face === 'rest' ? 201 : 200);
      const body = JSON.parse(exchange.text) as { id?: number; data?: { createTransaction?: { transaction?: { databaseId: number } } } };
      const id = face === 'rest' ? body.id : body.data?.createTransaction?.transaction?.databaseId;
      expect(id).toEqual(expect.any(Number));
      // Exactly once: the refused attempt applied nothing, the resent one applied it.
      const created = await harness.services.prisma.transaction.findMany({ where: { description: marker }, select: { id: true } });
      expect(created).toEqual([{ id }]);
    });
  }
});
