import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveIdempotencyKey } from '../../../src/domain/idempotency/records.js';
import { decide } from '../../../src/domain/lifecycle/machine.js';
import { act, applyDecision } from '../../../src/domain/transactions/act.js';
import { transactionStore } from '../../../src/domain/transactions/store/index.js';
import { transactionInclude } from '../../../src/domain/transactions/record.js';
import { toSnapshot } from '../../../src/domain/transactions/snapshot.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../../support/harness.js';
import { action, sandboxFund } from '../../support/lifecycle.js';
import { domainNameBody, getJson, postJson } from '../../support/transactions.js';

// What one lifecycle action costs in SQL: each statement is a round trip to the database.

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness);
  seller = await createTestAccount(harness);
});
afterAll(() => harness.close());

async function recorded(request: () => Promise<{ status: number }>) {
  harness.db.queries.reset();
  harness.db.queries.recording = true;
  try {
    expect((await request()).status).toBe(200);
    return [...harness.db.queries.statements];
  } finally {
    harness.db.queries.recording = false;
  }
}

async function newSale(): Promise<number> {
  const { status, body } = await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody(seller.email));
  expect(status).toBe(201);
  return body.id as number;
}

const shipBody = { action: 'ship', shipping_information: { authorization_type: 'push', tracking_information: { carrier: 'UPS', tracking_id: '1Z999' } } };

describe('act(), the at-once way', () => {
  it('agrees in 3 statements: authentication, the transaction with its float balance, one write guarded by the version read', async () => {
    const id = await newSale();
    const statements = await recorded(() => action(harness, seller, id, { action: 'agree' }));
    expect(statements).toHaveLength(3);
    expect(statements.some((sql) => /^(BEGIN|COMMIT)/.test(sql))).toBe(false);
    const write = statements[2]!;
    // The party, the row with its version (guarded), the timeline and the outbox event: one statement.
    expect(write).toMatch(/UPDATE "Transaction" SET .*"version" = "version" \+ 1/s);
    expect(write).toMatch(/AND "version" = \$\d+::int/);
    for (const table of ['UPDATE "Party"', 'INSERT INTO "TimelineEntry"', 'INSERT INTO "Event"']) expect(write).toContain(table);
    // No statement of its own for the float account: its balance comes with the transaction.
    expect(statements[1]).toMatch(/^SELECT json_build_array\(.* FROM "LedgerAccount" a WHERE a\."key" = /s);
  });

  it('ships in 3 statements, the shipment inserted by the same write; the answer equals what a read answers', async () => {
    const id = await newSale();
    expect((await action(harness, seller, id, { action: 'agree' })).status).toBe(200);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    let answer: Record<string, unknown> = {};
    const statements = await recorded(async () => {
      const response = await action(harness, seller, id, shipBody);
      answer = response.body;
      return response;
    });
    expect(statements).toHaveLength(3);
    expect(statements.some((sql) => /^(BEGIN|COMMIT)/.test(sql))).toBe(false);
    expect(statements[1]).toMatch(/^SELECT json_build_array\(.* FROM "LedgerAccount" a WHERE a\."key" = /s);
    // The item, the row with its version (guarded), the shipment, the timeline and the outbox
    // event: one statement. Shipping schedules no job and posts nothing to the ledger.
    const write = statements[2]!;
    expect(write).toMatch(/UPDATE "Transaction" SET .*"version" = "version" \+ 1/s);
    expect(write).toMatch(/AND "version" = \$\d+::int/);
    for (const table of ['UPDATE "Item"', 'INSERT INTO "Shipment"', 'INSERT INTO "TimelineEntry"', 'INSERT INTO "Event"']) expect(write).toContain(table);
    expect(write).not.toMatch(/"Job"|"Ledger/);
    expect(answer).toEqual((await getJson(harness, seller, `/2017-09-01/transaction/${id}`)).body);
    const shipments = await harness.services.prisma.shipment.findMany({ where: { item: { transactionId: id } } });
    expect(shipments).toMatchObject([{ direction: 'forward', carrier: 'UPS', trackingId: '1Z999', authorizationType: 'push' }]);
  });

  it('answers an agree with what a read answers afterwards', async () => {
    const id = await newSale();
    const agreed = await action(harness, seller, id, { action: 'agree' });
    expect(agreed.status).toBe(200);
    expect(agreed.body).toEqual((await getJson(harness, seller, `/2017-09-01/transaction/${id}`)).body);
  });

  it('writes nothing when the version moved since the read: the locked way decides again', async () => {
    const id = await newSale();
    const { prisma } = harness.services;
    const read = await prisma.transaction.findUniqueOrThrow({ where: { id }, include: transactionInclude });
    const now = harness.clock.now();
    const decision = decide(toSnapshot(read, 0n), { type: 'agree' }, { kind: 'customer', customerId: seller.id }, now);
    if (!decision.ok) throw new Error(decision.error.message);
    await prisma.$executeRaw`UPDATE "Transaction" SET "version" = "version" + 1 WHERE "id" = ${id}`;
    const timelineBefore = await prisma.timelineEntry.count({ where: { transactionId: id } });
    const context = { transactionId: id, partnerId: read.creatorId, actorId: seller.id, recordedAt: now, disputeResponseDays: 7 };
    const { toWrite } = applyDecision({ ...read, floatBalance: 0n }, decision, now);
    expect(await transactionStore.writeDecisionAtOnce(harness.services, toWrite, context, read.version)).toBe(false);
    expect(await prisma.timelineEntry.count({ where: { transactionId: id } })).toBe(timelineBefore);
    expect(await prisma.party.findFirstOrThrow({ where: { transactionId: id, role: 'seller' } })).toMatchObject({ agreed: false });
    expect(await prisma.transaction.findUniqueOrThrow({ where: { id } })).toMatchObject({ version: read.version + 1, statusCode: read.statusCode });
    // With the version it now holds, the same write applies.
    expect(await transactionStore.writeDecisionAtOnce(harness.services, toWrite, context, read.version + 1)).toBe(true);
    expect(await prisma.party.findFirstOrThrow({ where: { transactionId: id, role: 'seller' } })).toMatchObject({ agreed: true });
  });

  it('writes nothing when the request lost its idempotency key, and says so', async () => {
    const id = await newSale();
    const { prisma } = harness.services;
    const reservation = await reserveIdempotencyKey(harness.services, { customerId: seller.id, key: `lost-${id}`, method: 'PATCH', path: '/x', requestHash: 'h' });
    if (reservation.kind !== 'execute') throw new Error(`unexpected ${reservation.kind}`);
    await prisma.idempotencyRecord.update({ where: { id: reservation.scope.recordId }, data: { lockToken: 'someone else' } });
    const viewer = { customer: await prisma.customer.findUniqueOrThrow({ where: { id: seller.id } }) };
    const services = { ...harness.services, idempotency: reservation.scope };
    await expect(act(services, { kind: 'customer', viewer } as Parameters<typeof act>[1], id, { type: 'agree' })).rejects.toThrow('taken over by a retry');
    expect(reservation.scope.applied).toBe(false);
    expect(await prisma.party.findFirstOrThrow({ where: { transactionId: id, role: 'seller' } })).toMatchObject({ agreed: false });
    expect(await prisma.event.count({ where: { transactionId: id, name: 'agree' } })).toBe(0);
  });
});
