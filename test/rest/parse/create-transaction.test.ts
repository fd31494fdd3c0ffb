import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../src/domain/shared/errors.js';
import { createTransactionProblems, validateCreateTransaction } from '../../../src/domain/transactions/create-input.js';
import { parseCreateTransaction } from '../../../src/rest/parse/create-transaction.js';
import { submit } from '../../../src/rest/parse/submit.js';
import { CALLER, ctx, domainItem, domainSale, milestoneItem, SELLER } from '../../domain/fixtures/create-transaction.js';

/** What POST /transaction does with a body: parse it, then create it through submit(). */
function submitted(body: unknown) {
  return submit(parseCreateTransaction(body), {
    check: (input) => createTransactionProblems(input, ctx),
    run: async (input) => {
      const validation = validateCreateTransaction(input, ctx);
      if (!validation.ok) throw new ValidationError(validation.errors);
      return validation.value;
    },
  });
}

async function refusal(body: unknown) {
  const error = await submitted(body).catch((caught: unknown) => caught);
  if (!(error instanceof ValidationError)) throw new Error(`expected a ValidationError, got ${String(error)}`);
  return error.errors;
}

describe('parseCreateTransaction: the 2017 JSON in domain terms', () => {
  it('reads wire names into the typed input: camelCase, money in minor units, dates as Date', () => {
    const body = {
      ...domainSale(),
      auction_id: '17',
      is_draft: true,
      privacy: { hide_counterparties: false, broker_commission_visible_to: 'buyer' },
      items: [
        milestoneItem('Design', '2026-03-01T12:00:00+02:00', {
          quantity: '2',
          extra_attributes: { concierge: true, image_url: 'https://example.com/a.png' },
          fees: [{ type: 'escrow', payer_customer: 'me', split: '1' }],
        }),
      ],
    };
    const { input, errors } = parseCreateTransaction(body);
    expect(errors.hasErrors).toBe(false);
    expect(input).toEqual({
      currency: 'usd',
      description: 'The sale of johnwick.com',
      auctionId: 17,
      isDraft: true,
      parties: [
        { role: 'buyer', customer: 'me' },
        { role: 'seller', customer: SELLER },
      ],
      privacy: { hideCounterparties: false, brokerCommissionVisibleTo: 'buyer' },
      items: [
        {
          title: 'Design',
          description: 'Design of the website',
          type: 'milestone',
          quantity: 2,
          inspectionPeriod: 86400,
          extraAttributes: { concierge: true, imageUrl: 'https://example.com/a.png' },
          schedule: [{ amount: 50000n, payerCustomer: 'me', beneficiaryCustomer: SELLER, dueDate: new Date('2026-03-01T10:00:00Z') }],
          fees: [{ type: 'escrow', payerCustomer: 'me', split: 1 }],
        },
      ],
    });
  });

  it('leaves the rules to the domain: a blank title and a non-party payer read fine', () => {
    const { input, errors } = parseCreateTransaction({
      ...domainSale(),
      items: [domainItem({ title: ' ', schedule: [{ amount: 5, payer_customer: 'nobody', beneficiary_customer: SELLER }] })],
    });
    expect(errors.hasErrors).toBe(false);
    expect(input.items?.[0]).toMatchObject({ title: ' ', schedule: [{ amount: 500n, payerCustomer: 'nobody' }] });
  });

  it('reports what it cannot read under wire names, leaves it out, and keeps list positions', () => {
    const { input, errors } = parseCreateTransaction({
      ...domainSale(),
      currency: 'btc',
      parties: ['buyer', { role: 'seller', customer: 42 }],
      items: [domainItem({ inspection_period: '3 days', extra_attributes: { with_content: 'yes' } })],
    });
    expect(errors.toObject()).toEqual({
      currency: ['must be one of usd, aud, euro, gbp, cad'],
      parties: { '0': { all: ['must be an object with role and customer'] }, '1': { customer: ['must be an email address or me'] } },
      items: { '0': { inspection_period: ['must be an integer (seconds)'], extra_attributes: { with_content: ['must be true or false'] } } },
    });
    expect(input.currency).toBeUndefined();
    expect(input.parties).toEqual([{}, { role: 'seller', customer: undefined }]);
    expect(input.items?.[0]).toMatchObject({ inspectionPeriod: undefined, extraAttributes: { withContent: undefined } });
  });
});

describe('submit: parse problems and rule violations in one answer', () => {
  it('reports a non-numeric amount and mixed item types together', async () => {
    const body = {
      ...domainSale(),
      items: [domainItem({ schedule: [{ amount: 'a thousand', payer_customer: 'me', beneficiary_customer: SELLER }] }), domainItem({ type: 'general_merchandise' })],
    };
    expect(await refusal(body)).toEqual({
      items: {
        '0': { schedule: { '0': { amount: ['must be a decimal number, such as 1000.00'] } } },
        '1': { type: ['cannot be mixed with domain_name items: a transaction holds one kind of transferable item'] },
      },
    });
  });

  it('drops the domain’s "is required" where the parser already said what is wrong', async () => {
    const errors = await refusal({ ...domainSale(), currency: 7, parties: [{ role: 'buyer', customer: 'me' }] });
    expect(errors).toEqual({
      currency: ['must be one of usd, aud, euro, gbp, cad'],
      parties: { all: ['exactly one seller is required'] },
      items: { '0': { schedule: { '0': { beneficiary_customer: ['must be a party of the transaction'] } } } },
    });
  });

  it('answers the domain’s own refusals under wire paths when everything could be read', async () => {
    const errors = await refusal({ ...domainSale(), auction_id: 0, items: [domainItem({ inspection_period: -1, extra_attributes: { year: 2019 } })] });
    expect(errors).toEqual({
      auction_id: ['must be at least 1'],
      items: { '0': { inspection_period: ['must be at least 0 (seconds)'], extra_attributes: { year: ['is only allowed on motor_vehicle items'] } } },
    });
  });

  it('passes a clean body to the operation', async () => {
    expect(await submitted(domainSale())).toMatchObject({
      parties: [
        { role: 'buyer', email: CALLER },
        { role: 'seller', email: SELLER },
      ],
    });
  });
});
