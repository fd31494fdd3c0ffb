import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { mutate, transactionGlobalId } from '../support/graphql-lifecycle.js';
import { createHarness, createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { action } from '../support/lifecycle.js';
import { AdvanceClock, FundInSandbox } from '../support/lifecycle-operations.js';
import { postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
  }));
});
afterAll(() => harness.close());

const PaymentMethodsOf = graphql(`
  query PaymentMethodsOf($id: ID!, $as: String) {
    transaction(id: $id) {
      __typename
      ... on Transaction {
        paymentMethods(asCustomer: $as) {
          __typename
          ... on PaymentMethods {
            availablePaymentMethods { type total paymentGateway conditions feeForOutstandingBalance fees { type payerCustomer amount amountWithoutTaxes taxes { type amount } } }
            conditionallyAvailablePaymentMethods { type total conditions }
            totalWithoutPaymentFee
            selectedPaymentMethod
          }
          ... on Error { code message }
        }
      }
    }
  }
`);

const SelectPaymentMethod = graphql(`
  mutation SelectPaymentMethod($id: ID!, $method: PaymentMethodType!, $wireReference: String, $returnUrl: String, $as: String) {
    selectPaymentMethod(transactionId: $id, method: $method, wireReference: $wireReference, returnUrl: $returnUrl, asCustomer: $as) {
      __typename
      ... on SelectPaymentMethodPayload {
        transaction { databaseId statusCode }
        instructions {
          __typename
          ... on WireTransferDetails { bankName swiftCode creditAccountName creditAccountNumber routingNumber bankIban additionalInstructions }
          ... on LandingPage { landingPage }
        }
      }
      ... on Error { code message }
      ... on ValidationError { fields { path messages } }
    }
  }
`);

function camera() {
  return {
    parties: [
      { role: 'buyer', customer: 'buyer@example.com' },
      { role: 'seller', customer: 'seller@example.com' },
    ],
    currency: 'usd',
    description: 'A vintage camera',
    items: [
      {
        title: 'Camera',
        type: 'general_merchandise',
        inspection_period: 259200,
        schedule: [{ amount: '1000.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }],
      },
    ],
  };
}

async function agreedTransaction(h: Harness, creator: TestAccount, agreeing: TestAccount[]): Promise<number> {
  const id = (await postJson(h, creator, '/2017-09-01/transaction', camera())).body.id as number;
  for (const account of agreeing) await action(h, account, id, { action: 'agree' });
  return id;
}

async function paymentMethods(account: TestAccount, id: number, as?: string) {
  const data = await gqlData(harness, account.auth, PaymentMethodsOf, { id: transactionGlobalId(id), as });
  if (data.transaction.__typename !== 'Transaction') throw new Error(JSON.stringify(data));
  return data.transaction.paymentMethods;
}

describe('Transaction.paymentMethods', () => {
  it('shows the buyer the same methods and totals as the REST API', async () => {
    const id = await agreedTransaction(harness, buyer, [seller]);
    expect(await paymentMethods(buyer, id)).toEqual({
      __typename: 'PaymentMethods',
      availablePaymentMethods: [
        { type: 'wire_transfer', total: '1032.50', paymentGateway: 'bank_wire', conditions: [], feeForOutstandingBalance: '0.00', fees: [] },
        {
          type: 'paypal',
          total: '1068.64',
          paymentGateway: 'sandbox',
          conditions: [],
          feeForOutstandingBalance: '36.14',
          fees: [{ type: 'paypal_deposit', payerCustomer: 'buyer@example.com', amount: '36.14', amountWithoutTaxes: '36.14', taxes: [] }],
        },
      ],
      conditionallyAvailablePaymentMethods: [{ type: 'credit_card', total: '1063.48', conditions: ['buyer_identity_verified'] }],
      totalWithoutPaymentFee: '1032.50',
      selectedPaymentMethod: null,
    });
    const rest = await harness.fetch(`/2017-09-01/transaction/${id}/payment_methods`, { headers: { authorization: buyer.auth } });
    expect(((await rest.json()) as { total_without_payment_fee: string }).total_without_payment_fee).toBe('1032.50');
  });

  it('answers a ForbiddenError to other parties, and acts for the buyer with asCustomer', async () => {
    const id = await agreedTransaction(harness, partner, [buyer, seller]);
    const buyerOnly = {
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Only the buyer, or an approved partner acting for the buyer (As-Customer), may see and choose payment methods',
    };
    expect(await paymentMethods(seller, id)).toEqual(buyerOnly);
    expect(await paymentMethods(partner, id)).toEqual(buyerOnly);
    await harness.services.prisma.customer.update({ where: { id: partner.id }, data: { actAsCustomerApproved: true } });
    try {
      expect(await paymentMethods(partner, id, 'buyer@example.com')).toMatchObject({ __typename: 'PaymentMethods', totalWithoutPaymentFee: '1032.50' });
      const chosen = await mutate(harness, partner, SelectPaymentMethod, { id: transactionGlobalId(id), method: 'wire_transfer', as: 'buyer@example.com' });
      expect(chosen).toMatchObject({ __typename: 'SelectPaymentMethodPayload', transaction: { statusCode: 20 } });
    } finally {
      await harness.services.prisma.customer.update({ where: { id: partner.id }, data: { actAsCustomerApproved: false } });
    }
  });
});

describe('selectPaymentMethod', () => {
  it('answers the wire instructions or the landing page, and typed errors', async () => {
    const id = await agreedTransaction(harness, buyer, [seller]);
    const globalId = transactionGlobalId(id);
    const wired = await gqlData(harness, buyer.auth, SelectPaymentMethod, { id: globalId, method: 'wire_transfer', wireReference: 'PO-7' });
    expect(wired.selectPaymentMethod).toEqual({
      __typename: 'SelectPaymentMethodPayload',
      transaction: { databaseId: id, statusCode: 20 },
      instructions: {
        __typename: 'WireTransferDetails',
        bankName: 'Heldfunds Sandbox Bank',
        swiftCode: 'HFSBUS00',
        creditAccountName: 'Heldfunds Escrow Trust Account (sandbox)',
        creditAccountNumber: '000111222333',
        routingNumber: '000000000',
        bankIban: null,
        additionalInstructions: expect.stringContaining(`Quote "HELDFUNDS ${id}" as the payment reference`),
      },
    });
    expect(await paymentMethods(buyer, id)).toMatchObject({ __typename: 'PaymentMethods', selectedPaymentMethod: 'wire_transfer' });

    const card = await gqlData(harness, buyer.auth, SelectPaymentMethod, { id: globalId, method: 'paypal', returnUrl: 'https://shop.example.com/done' });
    expect(card.selectPaymentMethod).toEqual({
      __typename: 'SelectPaymentMethodPayload',
      transaction: { databaseId: id, statusCode: 22 },
      instructions: {
        __typename: 'LandingPage',
        landingPage: expect.stringMatching(
          new RegExp(`^http://127\\.0\\.0\\.1:4000/sandbox/payments/${id}/paypal\\?return_url=https%3A%2F%2Fshop\\.example\\.com%2Fdone&signature=[\\w-]{43}$`),
        ),
      },
    });

    expect(await mutate(harness, buyer, SelectPaymentMethod, { id: globalId, method: 'wire_transfer', returnUrl: 'https://shop.example.com' })).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The request has invalid fields',
      fields: [{ path: ['returnUrl'], messages: ['is only used for credit_card and paypal'] }],
    });
    expect(await mutate(harness, buyer, SelectPaymentMethod, { id: globalId, method: 'credit_card' })).toEqual({
      __typename: 'InvalidStateError',
      code: 'invalid_state',
      message: "Payment by credit card can be chosen once the buyer's identity is verified.",
    });
    expect(await mutate(harness, seller, SelectPaymentMethod, { id: globalId, method: 'wire_transfer' })).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await mutate(harness, buyer, SelectPaymentMethod, { id: transactionGlobalId(999999), method: 'wire_transfer' })).toEqual({
      __typename: 'NotFoundError',
      code: 'not_found',
      message: 'Transaction not found',
    });
  });
});

describe('in production', () => {
  it('refuses the sandbox helpers with a NotFoundError and offers no placeholder bank details', async () => {
    const production = await createHarness({ environment: 'production' });
    try {
      const productionBuyer = await createTestAccount(production, { email: 'buyer@example.com' });
      const productionSeller = await createTestAccount(production, { email: 'seller@example.com' });
      const id = transactionGlobalId(await agreedTransaction(production, productionBuyer, [productionSeller]));
      expect(await mutate(production, productionBuyer, FundInSandbox, { id })).toEqual({
        __typename: 'NotFoundError',
        code: 'not_found',
        message: 'No such mutation: fundTransactionInSandbox exists in sandbox deployments only',
      });
      expect(await mutate(production, productionBuyer, AdvanceClock, { id, seconds: 60 })).toMatchObject({ __typename: 'NotFoundError' });
      expect(await mutate(production, productionBuyer, SelectPaymentMethod, { id, method: 'wire_transfer' })).toEqual({
        __typename: 'InvalidStateError',
        code: 'invalid_state',
        message: 'Payment by wire transfer is not offered.',
      });
    } finally {
      await production.close();
    }
  });
});
