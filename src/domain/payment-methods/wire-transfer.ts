import type { Config, ConfiguredAddress, WireTransferConfig } from '../../config.js';
import { formatMoney, type Currency } from '../shared/money.js';

/**
 * The sandbox's placeholder bank account, used when WIRE_* is not set (README lists it). It is
 * not a real account; production never falls back to it.
 */
const sandboxWireTransfer: WireTransferConfig = {
  bankName: 'Heldfunds Sandbox Bank',
  swiftCode: 'HFSBUS00',
  accountName: 'Heldfunds Escrow Trust Account (sandbox)',
  accountNumber: '000111222333',
  routingNumber: '000000000',
  iban: null,
  bankAddress: '1 Sandbox Way, Testville, CA 94000, US',
  beneficiaryAddress: '1 Escrow Plaza, Testville, CA 94000, US',
  instructions: 'Sandbox: no money moves. Simulate the funds arriving with POST /2017-09-01/sandbox/transaction/{id}/fund.',
  sortCode: null,
  bsb: null,
  bankNumber: null,
  transitNumber: null,
  intermediaryBankName: null,
  intermediaryBankSwiftCode: null,
  structuredBankAddress: { line1: '1 Sandbox Way', line2: null, city: 'Testville', state: 'CA', postCode: '94000', country: 'US' },
  structuredBeneficiaryAddress: { line1: '1 Escrow Plaza', line2: null, city: 'Testville', state: 'CA', postCode: '94000', country: 'US' },
};

/** The bank account buyers wire to in this deployment, or null when wire transfers are off. */
export function wireAccount(config: Pick<Config, 'environment' | 'wireTransfer'>): WireTransferConfig | null {
  return config.wireTransfer ?? (config.environment === 'sandbox' ? sandboxWireTransfer : null);
}

/** WireTransferDetails of spec 2.7; optional fields are absent when not configured. */
export interface WireTransferDetails {
  bankName: string;
  swiftCode: string;
  additionalInstructions: string;
  creditAccountName: string;
  creditAccountNumber: string;
  routingNumber: string | null;
  bankIban: string | null;
  bankAddress: string | null;
  wireBeneficiaryAddress: string | null;
  sortCode: string | null;
  bsb: string | null;
  bankNumber: string | null;
  transitNumber: string | null;
  intermediaryBankName: string | null;
  intermediaryBankSwiftCode: string | null;
  structuredBankAddress: ConfiguredAddress | null;
  structuredWireBenAddress: ConfiguredAddress | null;
}

/** The reference a wire must quote so that an operator can match it to the transaction. */
export function wirePaymentReference(transactionId: number): string {
  return `HELDFUNDS ${transactionId}`;
}

export function wireTransferDetails(
  account: WireTransferConfig,
  transaction: { id: number; currency: Currency },
  amount: bigint,
  buyerReference: string | null,
): WireTransferDetails {
  const instructions = [
    `Wire ${formatMoney(amount)} ${transaction.currency.toUpperCase()} from an account in the buyer's name.`,
    `Quote "${wirePaymentReference(transaction.id)}" as the payment reference so the funds are matched to transaction ${transaction.id}` +
      (buyerReference ? ` (your reference: ${buyerReference}).` : '.'),
    ...(account.instructions ? [account.instructions.replace('{id}', String(transaction.id))] : []),
  ];
  return {
    bankName: account.bankName,
    swiftCode: account.swiftCode,
    additionalInstructions: instructions.join(' '),
    creditAccountName: account.accountName,
    creditAccountNumber: account.accountNumber,
    routingNumber: account.routingNumber,
    bankIban: account.iban,
    bankAddress: account.bankAddress ?? oneLine(account.structuredBankAddress),
    wireBeneficiaryAddress: account.beneficiaryAddress ?? oneLine(account.structuredBeneficiaryAddress),
    sortCode: account.sortCode,
    bsb: account.bsb,
    bankNumber: account.bankNumber,
    transitNumber: account.transitNumber,
    intermediaryBankName: account.intermediaryBankName,
    intermediaryBankSwiftCode: account.intermediaryBankSwiftCode,
    structuredBankAddress: account.structuredBankAddress,
    structuredWireBenAddress: account.structuredBeneficiaryAddress,
  };
}

/** A structured address on one line, for the contract's string fields when only the structure is configured. */
export function oneLine(address: ConfiguredAddress | null): string | null {
  if (address === null) return null;
  return [address.line1, address.line2, address.city, [address.state, address.postCode].filter(Boolean).join(' '), address.country]
    .filter((part) => part !== null && part !== '')
    .join(', ');
}
