import { expect } from 'vitest';
import type { Harness } from './harness.js';

/**
 * The ledger invariants of one transaction, read from the database: every posting sums to
 * zero, the escrow account holds exactly the secured schedules not yet paid out or refunded,
 * and no internal account anywhere is negative.
 */
export async function expectBalancedLedger(harness: Harness, transactionId: number): Promise<void> {
  const prisma = harness.services.prisma;
  const postings = await prisma.ledgerPosting.findMany({ where: { transactionId }, include: { entries: true } });
  for (const posting of postings) expect(posting.entries.reduce((sum, e) => sum + e.amount, 0n)).toBe(0n);
  const record = await prisma.transaction.findUniqueOrThrow({ where: { id: transactionId }, include: { items: { include: { schedules: true } } } });
  const held = record.items
    .flatMap((item) => item.schedules)
    .filter((s) => s.secured && !s.disbursedToBeneficiary && !s.refunded)
    .reduce((sum, s) => sum + s.amount, 0n);
  const escrow = await prisma.ledgerAccount.findUnique({ where: { key: `escrow:txn:${transactionId}:${record.currency}` } });
  expect(escrow?.balance ?? 0n).toBe(held);
  expect(await prisma.ledgerAccount.findMany({ where: { allowNegative: false, balance: { lt: 0n } } })).toEqual([]);
}
