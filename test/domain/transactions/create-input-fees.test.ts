import { describe, expect, it } from 'vitest';
import { brokerFeeItem, BROKER, CALLER, domainItem, domainSale, errorsOf, OUTSIDER, SELLER, valueOf, withBroker } from '../fixtures/create-transaction.js';

const escrow = (payer: string, split?: number | string) => ({ type: 'escrow', payer_customer: payer, ...(split === undefined ? {} : { split }) });
const withFees = (fees: unknown) => ({ ...domainSale(), items: [domainItem({ fees })] });
const feeErrors = (fees: unknown) => errorsOf(withFees(fees)).items?.['0']?.fees;
const feesOf = (fees: unknown) => valueOf(withFees(fees)).items[0]?.fees;

describe('fees: defaults and normalisation', () => {
  it('makes the buyer pay the whole escrow fee when no fee list is sent', () => {
    expect(valueOf(domainSale()).items[0]?.fees).toEqual([{ type: 'escrow', payerEmail: CALLER, splitBasisPoints: 10000 }]);
  });

  it('lets the seller pay the whole escrow fee', () => {
    expect(feesOf([escrow(SELLER, 1)])).toEqual([{ type: 'escrow', payerEmail: SELLER, splitBasisPoints: 10000 }]);
  });

  it('splits the escrow fee half and half, reading a split sent as a string', () => {
    expect(feesOf([escrow('me', 0.5), escrow(SELLER, '0.5')])).toEqual([
      { type: 'escrow', payerEmail: CALLER, splitBasisPoints: 5000 },
      { type: 'escrow', payerEmail: SELLER, splitBasisPoints: 5000 },
    ]);
  });

  it('reads an escrow entry without a split as 1.0', () => {
    expect(feesOf([escrow(SELLER)])).toEqual([{ type: 'escrow', payerEmail: SELLER, splitBasisPoints: 10000 }]);
  });

  it('adds the default escrow entry to a list that has none', () => {
    expect(feesOf([{ type: 'wire_disbursement', payer_customer: SELLER }])).toEqual([
      { type: 'wire_disbursement', payerEmail: SELLER, splitBasisPoints: null },
      { type: 'escrow', payerEmail: CALLER, splitBasisPoints: 10000 },
    ]);
  });

  it('accepts the payment and disbursement fee types with their payers', () => {
    const fees = [
      escrow('me'),
      { type: 'paypal_deposit', payer_customer: 'me' },
      { type: 'creditcard_deposit', payer_customer: CALLER },
      { type: 'wire_disbursement', payer_customer: SELLER },
    ];
    expect(feesOf(fees)?.map((fee) => fee.type)).toEqual(['escrow', 'paypal_deposit', 'creditcard_deposit', 'wire_disbursement']);
  });

  it('lets a broker pay the escrow fee', () => {
    const body = withBroker(withFees([escrow(BROKER, 1)]));
    expect(valueOf(body).items[0]?.fees).toEqual([{ type: 'escrow', payerEmail: BROKER, splitBasisPoints: 10000 }]);
  });
});

describe('fees: one entry', () => {
  it.each([
    ['not an object', ['escrow'], { '0': { all: ['must be an object with type and payer_customer'] } }],
    ['a missing type', [{ payer_customer: 'me' }], { '0': { type: ['is required'] } }],
    [
      'the operator name instead of escrow',
      [{ type: 'the service', payer_customer: 'me' }],
      { '0': { type: ['must be one of escrow, cheque_disbursement, paypal_deposit, creditcard_deposit, wire_disbursement'] } },
    ],
    ['an amount', [{ ...escrow('me'), amount: '32.50' }], { '0': { amount: ['must not be sent: fee amounts are computed by the service'] } }],
    ['a missing payer', [{ type: 'escrow' }], { '0': { payer_customer: ['is required'] } }],
    ['a payer who is not a party', [escrow(OUTSIDER)], { '0': { payer_customer: ['must be a party of the transaction'] } }],
    ['a bad payer', [escrow('buyer')], { '0': { payer_customer: ['must be an email address or me'] } }],
    ['a split of 0.25', [escrow('me', 0.25), escrow(SELLER, 0.75)], { '0': { split: ['must be 0.5 or 1'] }, '1': { split: ['must be 0.5 or 1'] } }],
    ['a split on a deposit fee', [escrow('me'), { type: 'paypal_deposit', payer_customer: 'me', split: 1 }], { '1': { split: ['is only allowed on escrow fees'] } }],
    [
      'a seller paying paypal_deposit',
      [{ type: 'paypal_deposit', payer_customer: SELLER }],
      { '0': { payer_customer: ['must be the buyer: the buyer pays paypal_deposit fees'] } },
    ],
    [
      'a seller paying creditcard_deposit',
      [{ type: 'creditcard_deposit', payer_customer: SELLER }],
      { '0': { payer_customer: ['must be the buyer: the buyer pays creditcard_deposit fees'] } },
    ],
    [
      'a buyer paying wire_disbursement',
      [{ type: 'wire_disbursement', payer_customer: 'me' }],
      { '0': { payer_customer: ['must be the seller: the seller pays wire_disbursement fees'] } },
    ],
    [
      'cheque_disbursement, whoever pays it: no payout is made by cheque',
      [{ type: 'cheque_disbursement', payer_customer: SELLER }],
      {
        '0': {
          type: [
            'cheque_disbursement is not offered: payouts are made by ach, wire, wire_transfer or wire_transfer_international, and the payee pays the disbursement fee of the method it chooses (wire_disbursement)',
          ],
        },
      },
    ],
    ['a customer listed twice', [escrow('me', 0.5), escrow(CALLER, 0.5)], { '1': { payer_customer: ['already pays the escrow fee in fees entry 0'] } }],
    ['a list that is not a list', { type: 'escrow' }, { all: ['must be a list of fees'] }],
  ])('refuses %s', (_, fees, errors) => {
    expect(feeErrors(fees)).toEqual(errors);
  });

  it('refuses escrow splits that do not sum to 1.0, under fees.all', () => {
    expect(feeErrors([escrow('me', 1), escrow(SELLER, 0.5)])).toEqual({ all: ['the escrow fee splits must sum to 1.0; they sum to 1.5'] });
    expect(feeErrors([escrow('me', 0.5)])).toEqual({ all: ['the escrow fee splits must sum to 1.0; they sum to 0.5'] });
  });

  it('refuses the escrow fee paid by the partner, who is the caller when not buyer or seller', () => {
    const body = domainSale();
    body.parties = [
      { role: 'buyer', customer: OUTSIDER },
      { role: 'seller', customer: SELLER },
    ];
    body.items = [domainItem({ schedule: [{ amount: 1000, payer_customer: OUTSIDER, beneficiary_customer: SELLER }], fees: [escrow('me', 1)] })];
    expect(errorsOf(body)).toEqual({
      items: { '0': { fees: { '0': { payer_customer: ['must not be the partner: a partner cannot pay the escrow fee'] } } } },
    });
  });
});

describe('fees: the same schedule on every item', () => {
  const twoDomains = (first: unknown, second: unknown) => ({
    ...domainSale(),
    items: [domainItem({ fees: first }), domainItem({ title: 'wick.com', fees: second })],
  });

  it('refuses differing fee lists, reporting under the differing item', () => {
    expect(errorsOf(twoDomains([escrow('me', 1)], [escrow(SELLER, 1)]))).toEqual({
      items: { '1': { fees: { all: ['must be identical on every item: differs from the fees of item 0'] } } },
    });
  });

  it('compares normalised lists: order, me and letter case do not matter', () => {
    const value = valueOf(twoDomains([escrow('me', 0.5), escrow(SELLER, 0.5)], [escrow(SELLER.toUpperCase(), '0.5'), escrow(CALLER, 0.5)]));
    expect(value.items.map((item) => item.fees.length)).toEqual([2, 2]);
  });

  it('gives an item without a fee list the schedule sent on the others', () => {
    const value = valueOf(twoDomains(undefined, [escrow(SELLER, 1)]));
    expect(value.items.map((item) => item.fees)).toEqual([
      [{ type: 'escrow', payerEmail: SELLER, splitBasisPoints: 10000 }],
      [{ type: 'escrow', payerEmail: SELLER, splitBasisPoints: 10000 }],
    ]);
  });

  it('checks a fee list sent on a fee item too, but fee items carry no fees', () => {
    const same = withBroker({ ...domainSale(), items: [domainItem({ fees: [escrow(SELLER)] }), brokerFeeItem({ fees: [escrow(SELLER)] })] });
    expect(valueOf(same).items.map((item) => item.fees.length)).toEqual([1, 0]);
    const different = withBroker({ ...domainSale(), items: [domainItem({ fees: [escrow(SELLER)] }), brokerFeeItem({ fees: [escrow('me')] })] });
    expect(errorsOf(different)).toEqual({ items: { '1': { fees: { all: ['must be identical on every item: differs from the fees of item 0'] } } } });
  });
});
