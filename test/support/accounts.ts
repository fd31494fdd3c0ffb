import type { HostResolver } from '../../src/domain/webhooks/url.js';
import type { Harness, TestAccount } from './harness.js';
import type { Json } from './json.js';

/** Sends JSON (or nothing) with the account's credentials; the body is undefined when empty (204). */
export async function send(harness: Harness, account: TestAccount, method: string, path: string, body?: unknown) {
  const response = await harness.fetch(path, {
    method,
    headers: { authorization: account.auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as Json) };
}

/** An operator's approval for a partner to act for the parties of its transactions. */
export async function approvePartner(harness: Harness, account: TestAccount): Promise<void> {
  await harness.services.prisma.customer.update({ where: { id: account.id }, data: { isPartner: true, actAsCustomerApproved: true } });
}

/**
 * The customer agrees to a transaction through the API, as itself: it thereby joins the
 * transaction's partner (docs/security.md "Reach"), which may then act for it.
 */
export async function agreeAsItself(harness: Harness, customer: TestAccount, transactionId: number): Promise<void> {
  const answer = await send(harness, customer, 'PATCH', `/2017-09-01/transaction/${transactionId}`, { action: 'agree' });
  if (answer.status !== 200) throw new Error(`the agreement was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * Buyer and seller join the partner the way customers do: the partner sets up a sale between
 * them and each agrees to it. Answers the sale's id.
 */
export async function joinPartner(harness: Harness, partner: TestAccount, buyer: TestAccount, seller: TestAccount): Promise<number> {
  const sale = await send(harness, partner, 'POST', '/2017-09-01/transaction', brokeredSaleBody(buyer.email, seller.email));
  if (sale.status !== 201) throw new Error(`the sale was refused: ${sale.status} ${JSON.stringify(sale.body)}`);
  for (const party of [buyer, seller]) await agreeAsItself(harness, party, sale.body.id);
  return sale.body.id;
}

/** The Customer of an account that has set nothing yet, as its holder sees it. */
export function blankCustomer(account: { id: number; email: string }, options: { emailVerified?: boolean } = {}) {
  return {
    id: account.id,
    email: account.email,
    first_name: null,
    middle_name: null,
    last_name: null,
    username: null,
    display_name: null,
    date_of_birth: null,
    phone_number: null,
    address: { line1: null, line2: null, city: null, state: null, post_code: null, country: null },
    shipping_address: null,
    account_type: 'individual',
    customer_email_verification: { verified: options.emailVerified ?? true },
    company: null,
    tax_numbers: [],
    verification: { personal: { status: 'not_verified' }, company: { status: 'not_verified' }, not_required: true },
    electronic_verification: { available: false, documents_supported: [] },
    disbursement_methods: [],
    webhooks: [],
  };
}

/** The same customer as an approved partner acting for it sees it: no holder-only keys. */
export function partnerViewOf(customer: Record<string, unknown>) {
  const { tax_numbers: _t, disbursement_methods: _d, webhooks: _w, ...profile } = customer;
  return profile;
}

/** A valid ACH method as sent, and as stored and shown (every field of the spec). */
export const achMethod = {
  type: 'ach',
  account_name: 'Sam Seller',
  account_type: 'checking',
  bank_aba_routing_number: '011000015',
  bank_account_number: '000123456789',
  bank_name: 'First Example Bank',
  currency: 'usd',
};

export const wireMethod = {
  type: 'wire_transfer',
  account_name: 'Sam Seller',
  bank_iban: 'GB82 WEST 1234 5698 7654 32',
  bank_swift_code: 'nwbkgb2l',
  bank_name: 'Example Bank plc',
  bank_address: { line1: '1 Bank Street', city: 'London', country: 'gb' },
};

export const internationalWireMethod = {
  type: 'wire_transfer_international',
  account_name: 'Sam Seller',
  bank_account_number: '123456789',
  bank_swift_code: 'DEUTDEFF',
  bank_name: 'Deutsche Bank',
  beneficiary_address: { line1: '5 Main Street', city: 'Sydney', state: 'NSW', post_code: '2000', country: 'AU' },
  clearing_system_code: 'DEBLZ',
  international_routing_code: '37040044',
  intermediary_banks: [{ bank_name: 'JPMorgan Chase', bank_swift_code: 'CHASUS33', bank_address: { country: 'US' } }],
  additional_information: 'Reference the transaction id',
};

const nullMethod = {
  account_type: null,
  bank_aba_routing_number: null,
  bank_account_number: null,
  bank_address: null,
  bank_branch_number: null,
  bank_iban: null,
  bank_name: null,
  bank_swift_code: null,
  bank_sort_code: null,
  international_routing_code: null,
  beneficiary_address: null,
  currency: null,
  intermediary_bank: null,
  intermediary_banks: [],
  additional_information: null,
  clearing_system_code: null,
  member_id: null,
};

const address = (fields: Record<string, string>) => ({ line1: null, line2: null, city: null, state: null, post_code: null, country: null, ...fields });

export function savedAch(id: number) {
  return { id, ...nullMethod, ...achMethod };
}

export function savedWire(id: number) {
  return {
    id,
    ...nullMethod,
    type: 'wire_transfer',
    account_name: 'Sam Seller',
    bank_iban: 'GB82WEST12345698765432',
    bank_swift_code: 'NWBKGB2L',
    bank_name: 'Example Bank plc',
    bank_address: address({ line1: '1 Bank Street', city: 'London', country: 'GB' }),
  };
}

export function savedInternationalWire(id: number) {
  const bank = {
    bank_aba_routing_number: null,
    bank_name: 'JPMorgan Chase',
    member_id: null,
    clearing_system_code: null,
    bank_address: address({ country: 'US' }),
    bank_swift_code: 'CHASUS33',
    bank_account_number: null,
  };
  return {
    id,
    ...nullMethod,
    type: 'wire_transfer_international',
    account_name: 'Sam Seller',
    bank_account_number: '123456789',
    bank_swift_code: 'DEUTDEFF',
    bank_name: 'Deutsche Bank',
    beneficiary_address: address({ line1: '5 Main Street', city: 'Sydney', state: 'NSW', post_code: '2000', country: 'AU' }),
    clearing_system_code: 'DEBLZ',
    international_routing_code: '37040044',
    intermediary_bank: bank,
    intermediary_banks: [bank],
    additional_information: 'Reference the transaction id',
  };
}

/** A resolver answering from a table, like DNS would, without the network. */
export function tableResolver(table: Record<string, string[]>): HostResolver {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };
}

/** A domain-name sale set up by a partner (the caller) between a buyer and a seller. */
export function brokeredSaleBody(buyerEmail: string, sellerEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    parties: [
      { role: 'buyer', customer: buyerEmail },
      { role: 'seller', customer: sellerEmail },
    ],
    currency: 'usd',
    description: 'The sale of example.com',
    items: [
      {
        title: 'example.com',
        type: 'domain_name',
        inspection_period: 259200,
        quantity: 1,
        schedule: [{ amount: '1000.00', payer_customer: buyerEmail, beneficiary_customer: sellerEmail }],
      },
    ],
    ...overrides,
  };
}

/** The Relay global id of an object, as the GraphQL API writes it. */
export function globalId(type: string, id: number): string {
  return Buffer.from(`${type}:${id}`).toString('base64');
}
