import { describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../../src/domain/shared/errors.js';
import { BROKER, CALLER, ctx, domainItem, domainSale, errorsOf, OUTSIDER, SELLER, validateRequest, valueOf, withBroker } from '../fixtures/create-transaction.js';

describe('validateCreateTransaction: a valid request', () => {
  it('normalises the spec-style domain name sale', () => {
    expect(validateRequest(domainSale(), ctx)).toEqual({
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
            description: 'johnwick.com',
            type: 'domain_name',
            category: null,
            quantity: 1,
            inspectionPeriod: 259200,
            extraAttributes: { concierge: false, with_content: false },
            schedule: [{ amountMinor: 100000n, payerEmail: CALLER, beneficiaryEmail: SELLER, dueDate: null }],
            fees: [{ type: 'escrow', payerEmail: CALLER, splitBasisPoints: 10000 }],
          },
        ],
      },
    });
  });

  it('resolves me to the caller and lower-cases every email', () => {
    const body = domainSale();
    body.parties = [
      { role: 'buyer', customer: 'John.Wick@Example.com' },
      { role: 'seller', customer: 'KEANU.REEVES@example.COM' },
    ];
    const result = validateRequest(body, { callerEmail: 'JOHN.WICK@example.com' });
    expect(result.ok && result.value.parties).toEqual([
      { role: 'buyer', email: CALLER },
      { role: 'seller', email: SELLER },
    ]);
  });

  it('takes the optional fields', () => {
    const value = valueOf({ ...domainSale(), reference: ' order 17 ', auction_id: 42, is_draft: true });
    expect([value.reference, value.auctionId, value.isDraft]).toEqual([' order 17 ', 42, true]);
  });

  it('lets the caller create a transaction between two other customers', () => {
    const body = domainSale();
    body.parties = [
      { role: 'buyer', customer: OUTSIDER },
      { role: 'seller', customer: SELLER },
    ];
    body.items = [domainItem({ schedule: [{ amount: 1000, payer_customer: OUTSIDER, beneficiary_customer: SELLER }] })];
    expect(valueOf(body).items[0]?.fees).toEqual([{ type: 'escrow', payerEmail: OUTSIDER, splitBasisPoints: 10000 }]);
  });

  it('ignores unknown fields at every level and keeps them out of the result', () => {
    const body = domainSale();
    body.colour = 'red';
    body.parties = [{ role: 'buyer', customer: 'me', agreed: true }, ...body.parties.slice(1)];
    body.items = [domainItem({ visibility: 'public', custom_category: 'x', extra_attributes: { with_content: true, colour: 'red' } })];
    const value = valueOf(body);
    expect(value).not.toHaveProperty('colour');
    expect(value.parties[0]).toEqual({ role: 'buyer', email: CALLER });
    expect(value.items[0]).not.toHaveProperty('visibility');
    expect(value.items[0]?.extraAttributes).toEqual({ concierge: false, with_content: true });
  });
});

describe('validateCreateTransaction: the request as a whole', () => {
  it.each([null, [], 'a transaction', 42])('refuses a body that is not an object: %s', (body) => {
    expect(errorsOf(body)).toEqual({ all: ['the request body must be a JSON object'] });
  });

  it('reports every missing required field at once', () => {
    expect(errorsOf({})).toEqual({
      parties: { all: ['is required: a buyer and a seller'] },
      currency: ['is required'],
      description: ['is required'],
      items: { all: ['is required: at least one item'] },
    });
  });

  it('reports problems in several places of one request together', () => {
    const body = domainSale();
    body.currency = 'btc';
    body.reference = 'r'.repeat(257);
    body.parties = [
      { role: 'buyer', customer: 'me' },
      { role: 'seller', customer: 'me' },
    ];
    body.items = [domainItem({ title: '', inspection_period: -1, schedule: [{ amount: 1.005, payer_customer: 'me', beneficiary_customer: OUTSIDER }] })];
    expect(errorsOf(body)).toEqual({
      currency: ['must be one of usd, aud, euro, gbp, cad'],
      reference: ['must be at most 256 characters long'],
      parties: {
        '1': { customer: ['is already the buyer (parties entry 0): the buyer, seller and broker must be different customers'] },
      },
      items: {
        '0': {
          title: ['must not be empty'],
          inspection_period: ['must be at least 0 (seconds)'],
          schedule: {
            '0': { amount: ['must have at most two decimal places'], beneficiary_customer: ['must be a party of the transaction'] },
          },
        },
      },
    });
  });

  it('gives errors assignable to the shared FieldErrors of the REST and GraphQL layers', () => {
    const errors: FieldErrors = errorsOf({});
    expect(Object.keys(errors)).toContain('items');
  });
});

describe('validateCreateTransaction: scalar fields', () => {
  it.each([
    [{ currency: 'USD' }, { currency: ['must be one of usd, aud, euro, gbp, cad'] }],
    [{ currency: 'eur' }, { currency: ['must be one of usd, aud, euro, gbp, cad'] }],
    [{ currency: null }, { currency: ['is required'] }],
    [{ description: '   ' }, { description: ['must not be empty'] }],
    [{ description: 12 }, { description: ['must be a string'] }],
    [{ reference: '' }, { reference: ['must not be empty'] }],
    [{ reference: 17 }, { reference: ['must be a string'] }],
    [{ auction_id: 0 }, { auction_id: ['must be at least 1'] }],
    [{ auction_id: 1.5 }, { auction_id: ['must be an integer'] }],
    [{ auction_id: 'abc' }, { auction_id: ['must be an integer'] }],
    [{ is_draft: 'yes' }, { is_draft: ['must be true or false'] }],
  ])('refuses %s', (fields, errors) => {
    expect(errorsOf({ ...domainSale(), ...fields })).toEqual(errors);
  });

  it.each(['usd', 'aud', 'euro', 'gbp', 'cad'])('accepts the currency %s', (currency) => {
    expect(valueOf({ ...domainSale(), currency }).currency).toBe(currency);
  });

  it('accepts a 256-character reference (counted in characters) and an auction id sent as a string', () => {
    const reference = '€'.repeat(256);
    expect(valueOf({ ...domainSale(), reference, auction_id: '7' })).toMatchObject({ reference, auctionId: 7 });
  });
});

describe('validateCreateTransaction: parties', () => {
  const withParties = (parties: unknown) => ({ ...domainSale(), parties });

  it.each([
    [undefined, { all: ['is required: a buyer and a seller'] }],
    [{ buyer: 'me' }, { all: ['must be a list of parties'] }],
    [[], { all: ['a buyer is required', 'exactly one seller is required'] }],
    [[{ role: 'seller', customer: SELLER }], { all: ['a buyer is required'] }],
    [[{ role: 'buyer', customer: 'me' }], { all: ['exactly one seller is required'] }],
  ])('refuses parties %s', (parties, partyErrors) => {
    expect(errorsOf(withParties(parties))).toMatchObject({ parties: partyErrors });
  });

  it('refuses a second seller, buyer or broker on the extra entry', () => {
    const errors = errorsOf(
      withParties([
        { role: 'buyer', customer: 'me' },
        { role: 'seller', customer: SELLER },
        { role: 'seller', customer: 'other.seller@example.com' },
        { role: 'buyer', customer: 'other.buyer@example.com' },
        { role: 'broker', customer: BROKER },
        { role: 'broker', customer: 'other.broker@example.com' },
      ]),
    );
    expect(errors.parties).toEqual({
      '2': { role: ['a transaction has exactly one seller: parties entry 1 is already the seller'] },
      '3': { role: ['at most one buyer is allowed: parties entry 0 is already the buyer'] },
      '5': { role: ['at most one broker is allowed: parties entry 4 is already the broker'] },
    });
  });

  it('refuses a partner entry: the caller is the partner automatically', () => {
    const errors = errorsOf(withParties([...domainSale().parties, { role: 'partner', customer: 'me' }]));
    expect(errors).toEqual({ parties: { '2': { role: ['must not be partner: the caller is added as the partner automatically'] } } });
  });

  it.each([
    [{ role: 'seller', customer: 'not-an-email' }, { customer: ['must be an email address or me'] }],
    [{ role: 'seller', customer: 42 }, { customer: ['must be an email address or me'] }],
    [{ role: 'seller' }, { customer: ['is required'] }],
    [{ role: 'vendor', customer: SELLER }, { role: ['must be one of buyer, seller, broker'] }],
    [{ customer: SELLER }, { role: ['is required'] }],
    ['seller', { all: ['must be an object with role and customer'] }],
  ])('refuses the party %s', (party, partyErrors) => {
    const errors = errorsOf(withParties([{ role: 'buyer', customer: 'me' }, party]));
    expect(errors.parties?.['1']).toEqual(partyErrors);
  });

  it('does not report a missing seller when the seller entry is only malformed', () => {
    const errors = errorsOf(
      withParties([
        { role: 'buyer', customer: 'me' },
        { role: 'seller', customer: 'nope' },
      ]),
    );
    expect(errors.parties).toEqual({ '1': { customer: ['must be an email address or me'] } });
  });

  it.each([
    [
      'the buyer as seller, by me',
      [
        { role: 'buyer', customer: 'me' },
        { role: 'seller', customer: 'me' },
      ],
    ],
    [
      'the buyer as seller, by email',
      [
        { role: 'buyer', customer: 'me' },
        { role: 'seller', customer: CALLER.toUpperCase() },
      ],
    ],
  ])('refuses %s', (_, parties) => {
    expect(errorsOf(withParties(parties)).parties).toEqual({
      '1': { customer: ['is already the buyer (parties entry 0): the buyer, seller and broker must be different customers'] },
    });
  });

  it('refuses a broker who is also the seller', () => {
    const errors = errorsOf(withParties([...domainSale().parties, { role: 'broker', customer: SELLER }]));
    expect(errors.parties).toEqual({
      '2': { customer: ['is already the seller (parties entry 1): the buyer, seller and broker must be different customers'] },
    });
  });

  it('accepts the caller as the seller, or as the broker of two others', () => {
    const asSeller = domainSale();
    asSeller.parties = [
      { role: 'buyer', customer: OUTSIDER },
      { role: 'seller', customer: 'me' },
    ];
    asSeller.items = [domainItem({ schedule: [{ amount: 1000, payer_customer: OUTSIDER, beneficiary_customer: 'me' }] })];
    expect(valueOf(asSeller).parties).toEqual([
      { role: 'buyer', email: OUTSIDER },
      { role: 'seller', email: CALLER },
    ]);

    const asBroker = withBroker(asSeller);
    asBroker.parties = [
      { role: 'buyer', customer: OUTSIDER },
      { role: 'seller', customer: SELLER },
      { role: 'broker', customer: 'me' },
    ];
    asBroker.items = [domainItem({ schedule: [{ amount: 1000, payer_customer: OUTSIDER, beneficiary_customer: SELLER }] })];
    expect(valueOf(asBroker).parties.map((party) => party.role)).toEqual(['buyer', 'seller', 'broker']);
  });
});
