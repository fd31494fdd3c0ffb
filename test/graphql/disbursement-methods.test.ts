import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { globalId, send, wireMethod } from '../support/accounts.js';
import { domainNameBody } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let transactionId: string;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  seller = await createTestAccount(harness, { email: 'seller@example.com' });
  transactionId = globalId('Transaction', (await send(harness, buyer, 'POST', '/2017-09-01/transaction', domainNameBody(seller.email))).body.id);
});
afterAll(() => harness.close());

const AddDisbursementMethod = graphql(`
  mutation AddDisbursementMethod($input: DisbursementMethodInput!) {
    addDisbursementMethod(input: $input) {
      __typename
      ... on AddDisbursementMethodPayload {
        disbursementMethod {
          id databaseId type accountName bankIban bankSwiftCode bankName currency
          bankAddress { city country }
          intermediaryBank { bankSwiftCode }
          intermediaryBanks { bankSwiftCode bankAddress { country } }
          clearingSystemCode internationalRoutingCode
        }
      }
      ... on ValidationError { fields { path messages } }
    }
  }
`);

const TransactionDisbursementMethods = graphql(`
  query TransactionDisbursementMethods($id: ID!) {
    transaction(id: $id) {
      ... on Transaction {
        disbursementMethods {
          __typename
          ... on DisbursementMethods {
            availableDisbursementMethods { type total }
            savedDisbursementMethods { databaseId }
            selectedDisbursementMethod { databaseId type }
            availableCurrencies
          }
          ... on Error { code message }
        }
      }
    }
  }
`);

const SelectDisbursementMethod = graphql(`
  mutation SelectDisbursementMethod($input: SelectDisbursementMethodInput!) {
    selectDisbursementMethod(input: $input) {
      __typename
      ... on SelectDisbursementMethodPayload {
        disbursementMethods { selectedDisbursementMethod { databaseId type accountName } savedDisbursementMethods { databaseId } }
      }
      ... on ValidationError { fields { path messages } }
      ... on Error { code message }
    }
  }
`);

describe('addDisbursementMethod', () => {
  it('saves bank details to the viewer’s account, normalised as REST does', async () => {
    const data = await gqlData(harness, seller.auth, AddDisbursementMethod, {
      input: {
        type: 'wire_transfer_international',
        accountName: 'Sam Seller',
        bankIban: 'de89 3704 0044 0532 0130 00',
        bankSwiftCode: 'deutdeff',
        bankName: 'Deutsche Bank',
        bankAddress: { city: 'Frankfurt', country: 'de' },
        beneficiaryAddress: { line1: '1 Main St', city: 'Berlin', country: 'DE' },
        currency: 'euro',
        clearingSystemCode: 'DEBLZ',
        internationalRoutingCode: '37040044',
        intermediaryBanks: [{ bankSwiftCode: 'CHASUS33', bankAddress: { country: 'US' } }],
      },
    });
    if (data.addDisbursementMethod.__typename !== 'AddDisbursementMethodPayload') throw new Error(JSON.stringify(data));
    const method = data.addDisbursementMethod.disbursementMethod;
    expect(method).toEqual({
      id: globalId('DisbursementMethod', method.databaseId),
      databaseId: expect.any(Number),
      type: 'wire_transfer_international',
      accountName: 'Sam Seller',
      bankIban: 'DE89370400440532013000',
      bankSwiftCode: 'DEUTDEFF',
      bankName: 'Deutsche Bank',
      currency: 'euro',
      bankAddress: { city: 'Frankfurt', country: 'DE' },
      intermediaryBank: { bankSwiftCode: 'CHASUS33' },
      intermediaryBanks: [{ bankSwiftCode: 'CHASUS33', bankAddress: { country: 'US' } }],
      clearingSystemCode: 'DEBLZ',
      internationalRoutingCode: '37040044',
    });
    const rest = await send(harness, seller, 'GET', `/2017-09-01/customer/me/disbursement_methods/${method.databaseId}`);
    expect(rest.body).toMatchObject({ bank_iban: 'DE89370400440532013000', intermediary_bank: { bank_swift_code: 'CHASUS33' } });
  });

  it('answers a typed ValidationError on camelCase paths', async () => {
    const data = await gqlData(harness, seller.auth, AddDisbursementMethod, {
      input: { type: 'wire', accountName: 'Sam', bankIban: 'DE00', intermediaryBanks: [{ bankName: 'X' }] },
    });
    expect(data.addDisbursementMethod).toEqual({
      __typename: 'ValidationError',
      fields: [
        { path: ['bankIban'], messages: ['must be a valid IBAN, such as GB82WEST12345698765432'] },
        { path: ['intermediaryBanks', '0', 'bankSwiftCode'], messages: ['is required unless bank_aba_routing_number is given'] },
        { path: ['bankSwiftCode'], messages: ['is required for wire unless bank_aba_routing_number or bank_sort_code is given'] },
      ],
    });
  });
});

describe('Transaction.disbursementMethods and selectDisbursementMethod', () => {
  it('answers the seller its payout options, and ForbiddenError to the buyer', async () => {
    const data = await gqlData(harness, seller.auth, TransactionDisbursementMethods, { id: transactionId });
    expect(data.transaction).toEqual({
      disbursementMethods: {
        __typename: 'DisbursementMethods',
        availableDisbursementMethods: [
          { type: 'ach', total: '995.00' },
          { type: 'wire', total: '975.00' },
          { type: 'wire_transfer', total: '975.00' },
          { type: 'wire_transfer_international', total: '965.00' },
        ],
        savedDisbursementMethods: [{ databaseId: expect.any(Number) }],
        selectedDisbursementMethod: null,
        availableCurrencies: ['usd'],
      },
    });
    expect((await gqlData(harness, buyer.auth, TransactionDisbursementMethods, { id: transactionId })).transaction).toEqual({
      disbursementMethods: {
        __typename: 'ForbiddenError',
        code: 'forbidden',
        message: 'Only the payees of a transaction (its seller, its broker, and a partner its partner_fee pays) may view or choose its disbursement methods',
      },
    });
  });

  it('selects new bank details, then a saved method', async () => {
    const fresh = await gqlData(harness, seller.auth, SelectDisbursementMethod, {
      input: {
        transaction: transactionId,
        newDisbursementMethod: { type: 'wire_transfer', accountName: 'Sam Seller', bankIban: wireMethod.bank_iban, bankSwiftCode: wireMethod.bank_swift_code },
      },
    });
    if (fresh.selectDisbursementMethod.__typename !== 'SelectDisbursementMethodPayload') throw new Error(JSON.stringify(fresh));
    const selected = fresh.selectDisbursementMethod.disbursementMethods.selectedDisbursementMethod!;
    expect(selected).toEqual({ databaseId: expect.any(Number), type: 'wire_transfer', accountName: 'Sam Seller' });
    expect(fresh.selectDisbursementMethod.disbursementMethods.savedDisbursementMethods).toHaveLength(2);

    const firstSaved = fresh.selectDisbursementMethod.disbursementMethods.savedDisbursementMethods[0]!.databaseId;
    const again = await gqlData(harness, seller.auth, SelectDisbursementMethod, {
      input: { transaction: transactionId, disbursementMethod: globalId('DisbursementMethod', firstSaved) },
    });
    // The euro international wire cannot pay out a usd transaction.
    expect(again.selectDisbursementMethod).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The request has invalid fields',
      fields: [{ path: ['id'], messages: ['selects a method that is in euro, but this transaction pays out in usd'] }],
    });
    const back = await gqlData(harness, seller.auth, SelectDisbursementMethod, {
      input: { transaction: transactionId, disbursementMethod: globalId('DisbursementMethod', selected.databaseId) },
    });
    expect(back.selectDisbursementMethod).toMatchObject({ disbursementMethods: { selectedDisbursementMethod: { databaseId: selected.databaseId } } });
    const rest = await send(harness, seller, 'GET', `/2017-09-01/transaction/${Buffer.from(transactionId, 'base64').toString().split(':')[1]}/disbursement_methods`);
    expect(rest.body.selected_disbursement_method.id).toBe(selected.databaseId);
  });

  it('answers ValidationError for neither or both choices, ForbiddenError to the buyer, InvalidStateError once cancelled', async () => {
    const saved = globalId('DisbursementMethod', 1);
    for (const input of [
      { transaction: transactionId },
      { transaction: transactionId, disbursementMethod: saved, newDisbursementMethod: { type: 'ach' as const, accountName: 'x' } },
    ]) {
      expect((await gqlData(harness, seller.auth, SelectDisbursementMethod, { input })).selectDisbursementMethod).toEqual({
        __typename: 'ValidationError',
        code: 'validation_failed',
        message: 'The request has invalid fields',
        fields: [{ path: ['disbursementMethod'], messages: ['send either disbursementMethod (a saved method) or newDisbursementMethod'] }],
      });
    }
    expect(
      (await gqlData(harness, buyer.auth, SelectDisbursementMethod, { input: { transaction: transactionId, disbursementMethod: saved } })).selectDisbursementMethod,
    ).toMatchObject({
      __typename: 'ForbiddenError',
      code: 'forbidden',
    });
    const databaseId = Number(Buffer.from(transactionId, 'base64').toString().split(':')[1]);
    await harness.services.prisma.transaction.update({ where: { id: databaseId }, data: { isCancelled: true } });
    expect(
      (await gqlData(harness, seller.auth, SelectDisbursementMethod, { input: { transaction: transactionId, disbursementMethod: saved } })).selectDisbursementMethod,
    ).toEqual({
      __typename: 'InvalidStateError',
      code: 'invalid_state',
      message: 'The transaction is cancelled: its disbursement method can no longer change',
    });
  });
});

const CustomerPayoutOptions = graphql(`
  query CustomerPayoutOptions {
    viewer {
      disbursementOptions {
        availableDisbursementMethods { type total }
        savedDisbursementMethods { databaseId type currency }
        selectedDisbursementMethod { databaseId }
        availableCurrencies
      }
      electronicVerification { available documentsSupported }
    }
  }
`);

describe('Customer.disbursementOptions and electronicVerification', () => {
  it('answers what REST GET /customer/me/disbursement_methods and GET /customer/me answer, from the same domain values', async () => {
    const data = await gqlData(harness, seller.auth, CustomerPayoutOptions, {});
    const rest = (await send(harness, seller, 'GET', '/2017-09-01/customer/me/disbursement_methods')).body as {
      available_disbursement_methods: { type: string; total: string }[];
      saved_disbursement_methods: { id: number; type: string; currency: string }[];
      selected_disbursement_method: null;
      available_currencies: string[];
    };
    expect(rest.saved_disbursement_methods.length).toBeGreaterThan(0);
    expect(data.viewer.disbursementOptions).toEqual({
      availableDisbursementMethods: rest.available_disbursement_methods,
      savedDisbursementMethods: rest.saved_disbursement_methods.map((method) => ({ databaseId: method.id, type: method.type, currency: method.currency })),
      selectedDisbursementMethod: rest.selected_disbursement_method,
      availableCurrencies: rest.available_currencies,
    });
    expect(data.viewer.disbursementOptions.availableDisbursementMethods).toEqual([
      { type: 'ach', total: '0.00' },
      { type: 'wire', total: '0.00' },
      { type: 'wire_transfer', total: '0.00' },
      { type: 'wire_transfer_international', total: '0.00' },
    ]);
    expect(data.viewer.disbursementOptions.availableCurrencies).toEqual(['usd', 'aud', 'euro', 'gbp', 'cad']);

    const customer = (await send(harness, seller, 'GET', '/2017-09-01/customer/me')).body as {
      electronic_verification: { available: boolean; documents_supported: string[] };
    };
    expect(data.viewer.electronicVerification).toEqual({
      available: customer.electronic_verification.available,
      documentsSupported: customer.electronic_verification.documents_supported,
    });
  });
});
