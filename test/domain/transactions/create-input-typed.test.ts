/** The creation rules on the typed input, as any face hands it over: domain paths, domain values. */
import { describe, expect, it } from 'vitest';
import { validateCreateTransaction, type CreateTransactionInput, type ItemInput } from '../../../src/domain/transactions/create-input.js';
import { BROKER, CALLER, ctx, SELLER } from '../fixtures/create-transaction.js';

function domainSale(item: ItemInput = {}): CreateTransactionInput {
  return {
    currency: 'usd',
    description: ' The sale of johnwick.com ',
    parties: [
      { role: 'buyer', customer: 'me' },
      { role: 'seller', customer: SELLER.toUpperCase() },
    ],
    items: [
      {
        title: 'johnwick.com',
        type: 'domain_name',
        inspectionPeriod: 259200,
        schedule: [{ amount: 100000n, payerCustomer: 'me', beneficiaryCustomer: SELLER }],
        ...item,
      },
    ],
  };
}

const errorsOf = (input: CreateTransactionInput) => {
  const result = validateCreateTransaction(input, ctx);
  if (result.ok) throw new Error('expected the input to be refused');
  return result.errors;
};

describe('validateCreateTransaction on the typed input', () => {
  it('normalises it: trimmed texts, resolved customers, defaults, the stored attribute document', () => {
    const result = validateCreateTransaction(domainSale({ extraAttributes: { withContent: true, imageUrl: ' https://example.com/a.png ' } }), ctx);
    expect(result).toEqual({
      ok: true,
      value: {
        currency: 'usd',
        description: 'The sale of johnwick.com',
        reference: null,
        auctionId: null,
        isDraft: false,
        parties: [
          { role: 'buyer', email: CALLER },
          { role: 'seller', email: SELLER },
        ],
        items: [
          {
            title: 'johnwick.com',
            description: '',
            type: 'domain_name',
            category: null,
            quantity: 1,
            inspectionPeriod: 259200,
            extraAttributes: { concierge: false, with_content: true, image_url: 'https://example.com/a.png' },
            schedule: [{ amountMinor: 100000n, payerEmail: CALLER, beneficiaryEmail: SELLER, dueDate: null }],
            fees: [{ type: 'escrow', payerEmail: CALLER, splitBasisPoints: 10000 }],
          },
        ],
      },
    });
  });

  it('says what is required, by domain path', () => {
    expect(errorsOf({ items: [{ type: 'milestone', schedule: [{}] }] })).toEqual({
      currency: ['is required'],
      description: ['is required'],
      parties: { all: ['is required: a buyer and a seller'] },
      items: {
        '0': {
          title: ['is required'],
          inspectionPeriod: ['is required (seconds; 259200 is 3 days)'],
          schedule: {
            '0': { amount: ['is required'], payerCustomer: ['is required'], beneficiaryCustomer: ['is required'], dueDate: ['is required on milestone items'] },
          },
        },
      },
    });
  });

  it('reports rules broken across parties, items and fees under camelCase paths', () => {
    const input = domainSale({
      quantity: 0,
      extraAttributes: { year: 2019 },
      fees: [{ type: 'escrow', payerCustomer: SELLER, split: 0.5 }],
      schedule: [{ amount: 0n, payerCustomer: 'me', beneficiaryCustomer: 'escrow', dueDate: new Date('2026-03-01T00:00:00Z') }],
    });
    input.parties = [
      { role: 'partner', customer: 'me' },
      { role: 'seller', customer: SELLER },
    ];
    input.privacy = { hideCounterparties: true };
    expect(errorsOf(input)).toEqual({
      parties: { all: ['a buyer is required'], '0': { role: ['must not be partner: the caller is added as the partner automatically'] } },
      items: {
        '0': {
          quantity: ['must be at least 1'],
          extraAttributes: { year: ['is only allowed on motor_vehicle items'] },
          fees: { all: ['the escrow fee splits must sum to 1.0; they sum to 0.5'] },
          schedule: {
            '0': {
              amount: ['must be greater than zero'],
              beneficiaryCustomer: ['must not be escrow: the service is paid through the fees list, not through a schedule entry'],
              dueDate: ['is only allowed on domain_name_holding and milestone items'],
            },
          },
        },
      },
      privacy: { all: ['is only supported when a broker takes part in the transaction'] },
    });
  });

  it('takes privacy with a broker, with its defaults', () => {
    const input = domainSale();
    input.parties = [...input.parties!, { role: 'broker', customer: BROKER }];
    input.privacy = { brokerCommissionVisibleTo: 'seller' };
    const result = validateCreateTransaction(input, ctx);
    expect(result.ok && result.value.privacy).toEqual({ hideCounterparties: true, brokerCommissionVisibleTo: 'seller' });
  });
});
