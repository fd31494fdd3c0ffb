import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One pricing truth (docs/fees.md): fees, quotes and payouts are priced by the functions of a
// few files. A new door that reads the fee table or prices a fee itself (instead of calling
// them) shows up here, and must either call those functions or be reviewed and listed.

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where prices are made, and the call sites of the pricing functions. */
const pricingFiles = [
  'src/domain/shared/money.ts', // percentOf: the rounding
  'src/domain/fees/compute.ts', // the fee entries on the terms
  'src/domain/fees/payee-charges.ts', // what a payee is charged and paid
  'src/domain/lifecycle/payment-options.ts', // the deposit fee of a payment
  'src/domain/transactions/payout.ts', // the payout fee, the payout quote
  'src/domain/transactions/disbursement-method.ts', // payout fees looked up for the settlement
  'src/domain/transactions/create.ts', // fee entries priced at creation
  'src/domain/transactions/reprice-fees.ts', // fee entries priced again (amounts, payout method)
  'src/domain/lifecycle/settlement.ts', // runCharges
];

const pricing =
  /\b(percentOf|taxesFor|escrowFeeFor|computeTransactionFees|payeeQuote|runCharges|depositFeeFor|payoutFee)\(|\b(feeTable|table)\.(escrow|deposit|disbursement|tax)\b/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('one pricing truth', () => {
  it('prices fees only in the pricing files', () => {
    const pricingElsewhere = sourceFiles(join(root, 'src'))
      .map((path) => relative(root, path))
      .filter((path) => !pricingFiles.includes(path) && pricing.test(readFileSync(join(root, path), 'utf8')));
    expect(pricingElsewhere).toEqual([]);
  });

  it('finds a fee priced in a new file (the check itself works)', () => {
    expect(pricing.test('const fee = percentOf(balance, feeTable.deposit.paypal_deposit.percentBasisPoints);')).toBe(true);
    expect(pricing.test('const total = payoutFee(table, type, payee);')).toBe(true);
  });
});
