import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { achMethod, internationalWireMethod, savedAch, savedInternationalWire, savedWire, send, wireMethod } from '../support/accounts.js';

let harness: Harness;
let alice: TestAccount;
let bob: TestAccount;
let saved: { id: number }[];

beforeAll(async () => {
  harness = await createHarness();
  alice = await createTestAccount(harness, { email: 'alice@example.com' });
  bob = await createTestAccount(harness, { email: 'bob@example.com' });
  saved = (await send(harness, alice, 'PATCH', '/2017-09-01/customer/me', { disbursement_methods: [achMethod, wireMethod, internationalWireMethod] })).body
    .disbursement_methods;
  await send(harness, bob, 'PATCH', '/2017-09-01/customer/me', { disbursement_methods: [wireMethod] });
});
afterAll(() => harness.close());

const id = (index: number) => saved[index]!.id;

describe('GET /customer/{customer_id}/disbursement_methods', () => {
  it('answers DisbursementMethods: every type (nothing to receive outside a transaction), the saved methods, none selected', async () => {
    const expected = {
      status: 200,
      body: {
        available_disbursement_methods: [
          { type: 'ach', total: '0.00' },
          { type: 'wire', total: '0.00' },
          { type: 'wire_transfer', total: '0.00' },
          { type: 'wire_transfer_international', total: '0.00' },
        ],
        saved_disbursement_methods: [savedAch(id(0)), savedWire(id(1)), savedInternationalWire(id(2))],
        selected_disbursement_method: null,
        available_currencies: ['usd', 'aud', 'euro', 'gbp', 'cad'],
      },
    };
    expect(await send(harness, alice, 'GET', '/2017-09-01/customer/me/disbursement_methods')).toEqual(expected);
    expect(await send(harness, alice, 'GET', `/2017-09-01/customer/${alice.id}/disbursement_methods`)).toEqual(expected);
  });

  it('answers 403 for another account, existing or not', async () => {
    for (const other of [bob.id, 999999]) {
      expect(await send(harness, alice, 'GET', `/2017-09-01/customer/${other}/disbursement_methods`)).toEqual({
        status: 403,
        body: { error: 'Only the account holder may access its disbursement methods' },
      });
    }
  });
});

describe('GET /customer/{customer_id}/disbursement_methods/{disbursement_id}', () => {
  it('answers one saved DisbursementMethod', async () => {
    expect(await send(harness, alice, 'GET', `/2017-09-01/customer/me/disbursement_methods/${id(2)}`)).toEqual({
      status: 200,
      body: savedInternationalWire(id(2)),
    });
  });

  it('answers 404 for another account’s method (BOLA) and unknown ids; 403 under another account’s path', async () => {
    const bobs = (await send(harness, bob, 'GET', '/2017-09-01/customer/me/disbursement_methods')).body.saved_disbursement_methods[0];
    for (const other of [bobs.id, 999999, 'wire']) {
      expect(await send(harness, alice, 'GET', `/2017-09-01/customer/me/disbursement_methods/${other}`)).toEqual({
        status: 404,
        body: { error: 'Disbursement method not found' },
      });
    }
    expect(await send(harness, alice, 'GET', `/2017-09-01/customer/${bob.id}/disbursement_methods/${bobs.id}`)).toEqual({
      status: 403,
      body: { error: 'Only the account holder may access its disbursement methods' },
    });
  });
});

describe('disbursement method validation', () => {
  const iban = 'DE89370400440532013000';
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['nothing', {}, { type: ['is required'], account_name: ['is required'] }],
    ['an unknown type', { type: 'cheque', account_name: 'A' }, { type: ['must be one of ach, wire, wire_transfer, wire_transfer_international'] }],
    [
      'ach with a bad routing number and a non-numeric account',
      { type: 'ach', account_name: 'A', bank_aba_routing_number: '011000016', bank_account_number: '12AB45' },
      { bank_aba_routing_number: ['must be a 9-digit ABA routing number with a valid check digit'], bank_account_number: ['must be 4 to 17 digits for ach'] },
    ],
    ['ach in another currency', { ...achMethod, currency: 'aud' }, { currency: ['must be usd for ach'] }],
    [
      'a wire without account or bank',
      { type: 'wire', account_name: 'A' },
      {
        bank_account_number: ['is required for wire unless bank_iban is given'],
        bank_swift_code: ['is required for wire unless bank_aba_routing_number or bank_sort_code is given'],
      },
    ],
    [
      'a wire with a bad sort code',
      { type: 'wire', account_name: 'A', bank_account_number: '12345678', bank_sort_code: '12-34-5' },
      { bank_sort_code: ['must be a 6-digit sort code, such as 12-34-56'] },
    ],
    [
      'an international wire with nothing but a name',
      { type: 'wire_transfer_international', account_name: 'A' },
      {
        bank_swift_code: ['is required for wire_transfer_international'],
        bank_name: ['is required for wire_transfer_international'],
        bank_account_number: ['is required for wire_transfer_international unless bank_iban is given'],
        beneficiary_address: ['is required for wire_transfer_international'],
      },
    ],
    [
      'an international wire with an incomplete beneficiary address and a bad SWIFT code',
      { ...internationalWireMethod, bank_swift_code: 'DEUTXXFF', beneficiary_address: { country: 'AU' } },
      {
        bank_swift_code: ['must be a SWIFT/BIC code of 8 or 11 characters, such as DEUTDEFF'],
        beneficiary_address: { line1: ['is required'], city: ['is required'] },
      },
    ],
    [
      'an international wire whose beneficiary address is all nulls (no address)',
      { ...internationalWireMethod, beneficiary_address: { line1: null, line2: null, city: null, state: null, post_code: null, country: null } },
      { beneficiary_address: ['is required for wire_transfer_international'] },
    ],
    ['a bad IBAN', { ...wireMethod, bank_iban: `${iban.slice(0, -1)}1` }, { bank_iban: ['must be a valid IBAN, such as GB82WEST12345698765432'] }],
    [
      'a clearing system code without its routing code, and a member id too long',
      { ...wireMethod, clearing_system_code: 'GBDSC', member_id: 'x'.repeat(36) },
      { international_routing_code: ['is required with clearing_system_code'], member_id: ['must be at most 35 characters long'] },
    ],
    [
      'an unknown clearing system code',
      { ...wireMethod, clearing_system_code: 'XXABC', international_routing_code: '123' },
      { clearing_system_code: ['must be one of ATBLZ, AUBSB, BRSTN, CACPA, CHBCC, DEBLZ, ESNCC, GBDSC, INFSC, ITNCC, NZNCC, USABA'] },
    ],
    [
      'an intermediary bank that differs from the first of intermediary_banks',
      { ...internationalWireMethod, intermediary_bank: { bank_swift_code: 'CITIUS33' } },
      { intermediary_bank: ['must be left out, or equal the first entry of intermediary_banks'] },
    ],
    [
      'too many intermediary banks',
      { ...internationalWireMethod, intermediary_banks: [1, 2, 3, 4].map(() => ({ bank_swift_code: 'CHASUS33' })) },
      { intermediary_banks: ['must have at most 3 entries'] },
    ],
    [
      'an intermediary bank that names no bank',
      { ...internationalWireMethod, intermediary_banks: [{ bank_name: 'Somewhere', bank_address: { city: 'Nowhere' }, swift: 'X' }] },
      {
        intermediary_banks: {
          0: {
            swift: ['is not a field of an intermediary bank'],
            bank_address: { country: ['is required'] },
            bank_swift_code: ['is required unless bank_aba_routing_number is given'],
          },
        },
      },
    ],
    [
      'unknown fields, an unknown account type, an unknown currency',
      { ...wireMethod, routing: '1', account_type: 'current', currency: 'btc' },
      {
        routing: ['is not a field of a disbursement method'],
        account_type: ['must be one of checking, savings'],
        currency: ['must be one of usd, aud, euro, gbp, cad'],
      },
    ],
  ];

  for (const [name, method, errors] of cases) {
    it(`answers 422 for ${name}`, async () => {
      expect(await send(harness, bob, 'PATCH', '/2017-09-01/customer/me', { disbursement_methods: [method] })).toEqual({
        status: 422,
        body: { errors: { disbursement_methods: { 0: errors } } },
      });
    });
  }

  it('accepts a domestic wire by sort code, and a single intermediary_bank as the list’s first entry', async () => {
    const { status, body } = await send(harness, bob, 'PATCH', '/2017-09-01/customer/me', {
      disbursement_methods: [
        {
          type: 'wire',
          account_name: 'Bob',
          bank_account_number: '3141-5926',
          bank_sort_code: '12 34 56',
          intermediary_bank: { bank_aba_routing_number: '021000021' },
        },
      ],
    });
    expect(status).toBe(200);
    const bank = {
      bank_aba_routing_number: '021000021',
      bank_name: null,
      member_id: null,
      clearing_system_code: null,
      bank_address: null,
      bank_swift_code: null,
      bank_account_number: null,
    };
    expect(body.disbursement_methods.at(-1)).toMatchObject({
      type: 'wire',
      bank_account_number: '31415926',
      bank_sort_code: '123456',
      intermediary_bank: bank,
      intermediary_banks: [bank],
    });
  });

  it('accepts a saved method sent back without its id as a new one, equal but for the id', async () => {
    const { id: _id, ...copy } = savedInternationalWire(id(2));
    const { status, body } = await send(harness, bob, 'PATCH', '/2017-09-01/customer/me', { disbursement_methods: [copy] });
    expect(status).toBe(200);
    const added = body.disbursement_methods.at(-1);
    expect(added).toEqual(savedInternationalWire(added.id));
  });
});
