/**
 * Ledger invariants as pure checks. Each returns a list of violations (empty = fine), so tests
 * and the database layer can assert them and report every problem at once.
 */
import type { Currency } from '../shared/money.js';
import { describeAccount, escrowAccountKey, floatAccountKey } from './accounts.js';
import type { Posting } from './postings.js';

/**
 * What the ledger checks of a transaction (a lifecycle TransactionSnapshot is one): the ledger
 * sits below the lifecycle, so it names only the fields it reads.
 */
export interface HeldMoney {
  id: number;
  currency: Currency;
  floatAmount: bigint;
  items: readonly { schedules: readonly { amount: bigint; secured: boolean; disbursedToBeneficiary: boolean; refunded: boolean }[] }[];
}

/** Sum of a posting's entries per currency, only the non-zero sums (empty = balanced). */
export function postingImbalance(posting: Posting): Map<Currency, bigint> {
  const sums = new Map<Currency, bigint>();
  for (const entry of posting.entries) sums.set(entry.currency, (sums.get(entry.currency) ?? 0n) + entry.amount);
  for (const [currency, sum] of sums) if (sum === 0n) sums.delete(currency);
  return sums;
}

export function isBalanced(posting: Posting): boolean {
  return postingImbalance(posting).size === 0;
}

/** Every posting balanced, every entry's currency the account's currency, every key known. */
export function checkPostings(postings: readonly Posting[]): string[] {
  const violations: string[] = [];
  postings.forEach((posting, index) => {
    for (const [currency, sum] of postingImbalance(posting)) violations.push(`posting ${index} (${posting.kind}) does not balance in ${currency}: ${sum}`);
    if (posting.entries.length === 0) violations.push(`posting ${index} (${posting.kind}) has no entries`);
    for (const entry of posting.entries) {
      let currency: Currency;
      try {
        currency = describeAccount(entry.accountKey).currency;
      } catch {
        violations.push(`posting ${index} uses unknown account ${entry.accountKey}`);
        continue;
      }
      if (currency !== entry.currency) violations.push(`posting ${index}: entry in ${entry.currency} on ${entry.accountKey} (an ${currency} account)`);
    }
  });
  return violations;
}

/** Balances after the postings, from the given balances (absent = 0). Does not mutate input. */
export function applyPostings(balances: ReadonlyMap<string, bigint>, postings: readonly Posting[]): Map<string, bigint> {
  const next = new Map(balances);
  for (const posting of postings) for (const entry of posting.entries) next.set(entry.accountKey, (next.get(entry.accountKey) ?? 0n) + entry.amount);
  return next;
}

/** Accounts other than the external counterparty whose balance is negative. */
export function negativeInternalAccounts(balances: ReadonlyMap<string, bigint>): { key: string; balance: bigint }[] {
  return [...balances].filter(([key, balance]) => balance < 0n && !describeAccount(key).allowNegative).map(([key, balance]) => ({ key, balance }));
}

/** Money the transaction's escrow account must hold: secured, not disbursed, not refunded. */
export function expectedEscrowBalance(snapshot: HeldMoney): bigint {
  let held = 0n;
  for (const item of snapshot.items)
    for (const schedule of item.schedules) if (schedule.secured && !schedule.disbursedToBeneficiary && !schedule.refunded) held += schedule.amount;
  return held;
}

/**
 * The ledger agrees with the snapshot: escrow holds exactly the secured, undisbursed,
 * unrefunded schedule amounts; the float account holds snapshot.floatAmount; no internal
 * account is negative.
 */
export function checkLedger(snapshot: HeldMoney, balances: ReadonlyMap<string, bigint>): string[] {
  const violations: string[] = [];
  const escrowKey = escrowAccountKey(snapshot.id, snapshot.currency);
  const escrow = balances.get(escrowKey) ?? 0n;
  const expected = expectedEscrowBalance(snapshot);
  if (escrow !== expected) violations.push(`${escrowKey} holds ${escrow} but the secured, undisbursed schedules total ${expected}`);
  const floatKey = floatAccountKey(snapshot.id, snapshot.currency);
  const float = balances.get(floatKey) ?? 0n;
  if (float !== snapshot.floatAmount) violations.push(`${floatKey} holds ${float} but floatAmount is ${snapshot.floatAmount}`);
  for (const { key, balance } of negativeInternalAccounts(balances)) violations.push(`${key} is negative: ${balance}`);
  return violations;
}
