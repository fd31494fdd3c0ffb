import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCard } from '../../src/domain/partners/payment-info.js';
import { graphql } from './generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { achMethod, agreeAsItself, send } from '../support/accounts.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerAccount, createSale, partnerGet } from '../support/partners.js';
import type { Json } from '../support/json.js';

let harness: Harness;
let partner: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness);
  buyer = await createTestAccount(harness);
  seller = await createTestAccount(harness);
  const sale = await createSale(harness, partner, { buyer: buyer.email, seller: seller.email });
  // Buyer and seller agree to the sale: they are the partner's customers.
  for (const party of [buyer, seller]) await agreeAsItself(harness, party, sale);
  await saveCard(harness.services, { customerId: buyer.id, partnerId: partner.id, brand: 'mastercard', lastFour: '5454', expiryMonth: 3, expiryYear: 2032 });
  expect((await send(harness, seller, 'POST', `/2017-09-01/transaction/${sale}/disbursement_methods`, achMethod)).status).toBe(200);
});
afterAll(() => harness.close());

const PaymentInfo = graphql(`
  query PartnerPaymentInfo($buyer: Int!, $seller: Int!) {
    partner {
      ... on Partner {
        paymentsIn(customerId: $buyer) {
          __typename
          ... on PartnerPaymentsIn { cards { databaseId customerId brand lastFour expiryMonth expiryYear } }
          ... on Error { code }
        }
        paymentsOut(customerId: $seller) {
          __typename
          ... on PartnerPaymentsOut { disbursementMethods { databaseId type bankName accountName currency bankCountry } }
          ... on Error { code }
        }
      }
    }
  }
`);

describe('partner { paymentsIn, paymentsOut }', () => {
  it('answers what REST answers, in GraphQL names', async () => {
    const data = await gqlData(harness, partner.auth, PaymentInfo, { buyer: buyer.id, seller: seller.id });
    const cards = (await partnerGet(harness, partner, `/customer/${buyer.id}/payments_in`)).body.payments_in;
    const methods = (await partnerGet(harness, partner, `/customer/${seller.id}/payments_out`)).body.payments_out;
    expect(data.partner).toEqual({
      paymentsIn: {
        __typename: 'PartnerPaymentsIn',
        cards: cards.map((card: Json) => ({
          databaseId: card.id,
          customerId: card.ext_cust_id,
          brand: card.brand,
          lastFour: card.last_four_digits,
          expiryMonth: card.expiration_month,
          expiryYear: card.expiration_year,
        })),
      },
      paymentsOut: {
        __typename: 'PartnerPaymentsOut',
        disbursementMethods: methods.map((m: Json) => ({
          databaseId: m.id,
          type: m.type,
          bankName: m.bank_name,
          accountName: m.account_name,
          currency: m.currency,
          bankCountry: m.bank_address.country,
        })),
      },
    });
    expect(cards).toHaveLength(1);
    expect(methods).toMatchObject([{ type: 'ach', bank_name: 'First Example Bank', currency: 'usd' }]);
  });

  it('answers NotFoundError for someone who is not the partner’s customer', async () => {
    const data = await gqlData(harness, partner.auth, PaymentInfo, { buyer: partner.id, seller: 999999 });
    expect(data.partner).toEqual({
      paymentsIn: { __typename: 'NotFoundError', code: 'not_found' },
      paymentsOut: { __typename: 'NotFoundError', code: 'not_found' },
    });
  });
});
