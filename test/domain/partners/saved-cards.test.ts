import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCard } from '../../../src/domain/partners/payment-info.js';
import { ValidationError } from '../../../src/domain/shared/errors.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../../support/harness.js';

let harness: Harness;
let customer: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  customer = await createTestAccount(harness);
});
afterAll(() => harness.close());

describe('saveCard', () => {
  it('keeps the brand, the last four digits and the expiry, and nothing that could be a card number', async () => {
    const card = await saveCard(harness.services, { customerId: customer.id, brand: 'visa', lastFour: '4242', expiryMonth: 1, expiryYear: 2031 });
    expect(card).toMatchObject({ customerId: customer.id, partnerId: null, brand: 'visa', lastFour: '4242', expMonth: 1, expYear: 2031 });
    expect(Object.keys(card).sort()).toEqual(['brand', 'createdAt', 'customerId', 'expMonth', 'expYear', 'id', 'lastFour', 'partnerId']);
  });

  it('refuses what is missing or not a card’s, by field', async () => {
    const attempt = (input: Parameters<typeof saveCard>[1]) =>
      saveCard(harness.services, input).then(
        () => null,
        (error: unknown) => error,
      );
    const missing = await attempt({ customerId: customer.id });
    expect(missing).toBeInstanceOf(ValidationError);
    expect((missing as ValidationError).errors).toEqual({
      brand: ['is required'],
      lastFour: ['is required'],
      expiryMonth: ['is required'],
      expiryYear: ['is required'],
    });
    const wrong = await attempt({ customerId: customer.id, brand: 'visa ' as never, lastFour: '4242424242424242', expiryMonth: 13, expiryYear: 31 });
    expect((wrong as ValidationError).errors).toEqual({
      brand: ['must be one of visa, mastercard, amex, discover, jcb, diners, unionpay'],
      lastFour: ['must be the last four digits of the card'],
      expiryMonth: ['must be 1 to 12'],
      expiryYear: ['must be a four-digit year'],
    });
    expect(await harness.services.prisma.savedCard.count({ where: { customerId: customer.id } })).toBe(1);
  });
});
