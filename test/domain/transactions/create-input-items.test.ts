import { describe, expect, it } from 'vitest';
import {
  brokerFeeItem,
  BROKER,
  CALLER,
  domainItem,
  domainSale,
  errorsOf,
  milestoneItem,
  OUTSIDER,
  SELLER,
  valueOf,
  vehicleItem,
  withBroker,
} from '../fixtures/create-transaction.js';

const withItems = (...items: Record<string, unknown>[]) => ({ ...domainSale(), items });
const itemErrors = (item: Record<string, unknown>) => errorsOf(withItems(item)).items?.['0'];

describe('items: the list', () => {
  it.each([
    [undefined, { all: ['is required: at least one item'] }],
    ['johnwick.com', { all: ['must be a list of items'] }],
    [[], { all: ['must have at least one item'] }],
    [['johnwick.com'], { '0': { all: ['must be an object'] } }],
  ])('refuses items %s', (items, errors) => {
    expect(errorsOf({ ...domainSale(), items })).toEqual({ items: errors });
  });

  it('needs a transferable item: fee items alone are not a transaction', () => {
    expect(errorsOf(withBroker(withItems(brokerFeeItem())))).toEqual({
      items: {
        all: [
          'must include a transferable item (domain_name, domain_name_holding, general_merchandise, milestone, motor_vehicle); fee items alone are not a transaction',
        ],
      },
    });
  });
});

describe('items: fields of one item', () => {
  it.each([
    [{ type: undefined }, { type: ['is required'] }],
    [
      { type: 'car' },
      { type: ['must be one of domain_name, domain_name_holding, general_merchandise, milestone, motor_vehicle, broker_fee, partner_fee, shipping_fee'] },
    ],
    [{ title: undefined }, { title: ['is required'] }],
    [{ title: ' ' }, { title: ['must not be empty'] }],
    [{ description: ['x'] }, { description: ['must be a string'] }],
    [{ quantity: 0 }, { quantity: ['must be at least 1'] }],
    [{ quantity: 2.5 }, { quantity: ['must be an integer'] }],
    [{ inspection_period: undefined }, { inspection_period: ['is required (seconds; 259200 is 3 days)'] }],
    [{ inspection_period: -1 }, { inspection_period: ['must be at least 0 (seconds)'] }],
    [{ inspection_period: 7776001 }, { inspection_period: ['must be at most 7776000 (seconds)'] }],
    [{ inspection_period: '3 days' }, { inspection_period: ['must be an integer (seconds)'] }],
    [{ category: 'boats' }, { category: [expect.stringMatching(/^must be one of the domain_name categories: antiques, appliances, .*, other_merchandise$/)] }],
    [{ category: 7 }, { category: ['must be a string'] }],
  ])('refuses %s', (overrides, errors) => {
    expect(itemErrors(domainItem(overrides))).toEqual(errors);
  });

  it('defaults quantity to 1 and description to empty; reads integers sent as strings', () => {
    const [item] = valueOf(withItems(domainItem({ quantity: undefined, description: undefined, inspection_period: '86400' }))).items;
    expect(item).toMatchObject({ quantity: 1, description: '', inspectionPeriod: 86400 });
    expect(valueOf(withItems(domainItem({ quantity: '3' }))).items[0]?.quantity).toBe(3);
  });

  it('accepts a merchandise category on merchandise and a vehicle category on a vehicle', () => {
    expect(valueOf(withItems(domainItem({ type: 'general_merchandise', category: 'fine_art' }))).items[0]?.category).toBe('fine_art');
    expect(valueOf(withItems(vehicleItem())).items[0]?.category).toBe('automobiles_cars_and_trucks');
  });

  it('refuses a merchandise category on a vehicle and any category on a fee item', () => {
    expect(itemErrors(vehicleItem({ category: 'antiques' }))).toEqual({
      category: ['must be one of the motor_vehicle categories: automobiles_cars_and_trucks, boats, motorcycles, airplanes, other_motor_vehicles'],
    });
    const errors = errorsOf(withBroker(withItems(domainItem(), brokerFeeItem({ category: 'antiques' }))));
    expect(errors).toEqual({ items: { '1': { category: ['is not used on broker_fee items'] } } });
  });

  it('does not ask fee items for an inspection period', () => {
    const [, fee] = valueOf(withBroker(withItems(domainItem(), brokerFeeItem()))).items;
    expect(fee).toMatchObject({ type: 'broker_fee', inspectionPeriod: 0, fees: [] });
  });
});

describe('items: extra_attributes', () => {
  it('requires the year of a motor vehicle', () => {
    expect(itemErrors(vehicleItem({ extra_attributes: { make: 'Ford' } }))).toEqual({ extra_attributes: { year: ['is required for motor_vehicle items'] } });
    expect(itemErrors(vehicleItem({ extra_attributes: undefined }))).toEqual({ extra_attributes: { year: ['is required for motor_vehicle items'] } });
  });

  it.each([
    [{ year: 1884 }, { year: ['must be at least 1885'] }],
    [{ year: 2029 }, { year: ['must be at most 2028'] }],
    [{ year: 2019.5 }, { year: ['must be an integer'] }],
    [{ year: 2019, make: '' }, { make: ['must not be empty'] }],
    [{ year: 2019, model: 7 }, { model: ['must be a string'] }],
    [{ year: 2019, with_content: true }, { with_content: ['is only allowed on domain_name items'] }],
    [{ year: 2019, lien_holder_payoff: 'no' }, { lien_holder_payoff: ['must be true or false'] }],
    [{ year: 2019, image_url: 'ftp://example.com/car.png' }, { image_url: ['must be an absolute http or https URL'] }],
  ])('refuses the vehicle attributes %s', (attributes, errors) => {
    expect(itemErrors(vehicleItem({ extra_attributes: attributes }))).toEqual({ extra_attributes: errors });
  });

  it('keeps the known vehicle attributes, reading a year sent as a string', () => {
    const attributes = { make: 'Ford', model: 'Mustang', year: '2027', lien_holder_payoff: true, title_collection: false, concierge: true };
    expect(valueOf(withItems(vehicleItem({ extra_attributes: attributes }))).items[0]?.extraAttributes).toEqual({
      make: 'Ford',
      model: 'Mustang',
      year: 2027,
      lien_holder_payoff: true,
      title_collection: false,
      concierge: true,
    });
  });

  it.each([
    [{ with_content: 'yes' }, { with_content: ['must be true or false'] }],
    [{ make: 'Ford' }, { make: ['is only allowed on motor_vehicle items'] }],
    [{ year: 2019 }, { year: ['is only allowed on motor_vehicle items'] }],
    [{ merchant_url: 'not a url' }, { merchant_url: ['must be an absolute http or https URL'] }],
  ])('refuses the domain attributes %s', (attributes, errors) => {
    expect(itemErrors(domainItem({ extra_attributes: attributes }))).toEqual({ extra_attributes: errors });
  });

  it('refuses extra_attributes that are not an object', () => {
    expect(itemErrors(domainItem({ extra_attributes: 'with content' }))).toEqual({ extra_attributes: { all: ['must be an object'] } });
  });

  it('keeps with_content and the URLs of a domain name', () => {
    const attributes = { with_content: true, image_url: 'https://example.com/logo.png', merchant_url: 'https://example.com/listing/17' };
    expect(valueOf(withItems(domainItem({ extra_attributes: attributes }))).items[0]?.extraAttributes).toEqual({ ...attributes, concierge: false });
  });

  it('gives with_content to domain_name items only', () => {
    expect(valueOf(withItems(domainItem({ type: 'general_merchandise' }))).items[0]?.extraAttributes).toEqual({ concierge: false });
  });
});

describe('items: schedule', () => {
  const entry = (fields: Record<string, unknown>) => ({ amount: 1000, payer_customer: 'me', beneficiary_customer: SELLER, ...fields });
  const scheduleErrors = (item: Record<string, unknown>) => itemErrors(item)?.schedule;

  it.each([
    [undefined, { all: ['is required: at least one schedule entry'] }],
    [{ amount: 1000 }, { all: ['must be a list of schedule entries'] }],
    [[], { all: ['must have at least one entry'] }],
    [[1000], { '0': { all: ['must be an object with amount, payer_customer and beneficiary_customer'] } }],
    [[entry({}), entry({})], { all: ['must have exactly one entry: only milestone and domain_name_holding items may have several'] }],
    [[entry({ amount: undefined })], { '0': { amount: ['is required'] } }],
    [[entry({ amount: 0 })], { '0': { amount: ['must be greater than zero'] } }],
    [[entry({ amount: '-5.00' })], { '0': { amount: ['must be greater than zero'] } }],
    [[entry({ amount: '1,000' })], { '0': { amount: ['must be a decimal number, such as 1000.00'] } }],
    [[entry({ payer_customer: undefined })], { '0': { payer_customer: ['is required'] } }],
    [[entry({ payer_customer: OUTSIDER })], { '0': { payer_customer: ['must be a party of the transaction'] } }],
    [[entry({ payer_customer: SELLER })], { '0': { payer_customer: ['must be the buyer: the buyer pays for domain_name items'] } }],
    [[entry({ beneficiary_customer: 'me' })], { '0': { beneficiary_customer: ['must be the seller: the seller is paid for domain_name items'] } }],
    [
      [entry({ beneficiary_customer: 'escrow' })],
      { '0': { beneficiary_customer: ['must not be escrow: the service is paid through the fees list, not through a schedule entry'] } },
    ],
    [[entry({ due_date: '2026-03-01T00:00:00Z' })], { '0': { due_date: ['is only allowed on domain_name_holding and milestone items'] } }],
  ])('refuses the domain_name schedule %s', (schedule, errors) => {
    expect(scheduleErrors(domainItem({ schedule }))).toEqual(errors);
  });

  it('reads amounts sent as numeric strings', () => {
    expect(valueOf(withItems(domainItem({ schedule: [entry({ amount: '1000.50' })] }))).items[0]?.schedule[0]?.amountMinor).toBe(100050n);
  });

  it('accepts several dated schedule entries on a milestone item', () => {
    const item = milestoneItem('Design', '2026-03-01', {
      schedule: [
        { amount: 500, payer_customer: 'me', beneficiary_customer: SELLER, due_date: '2026-03-01' },
        { amount: '250.25', payer_customer: 'me', beneficiary_customer: SELLER, due_date: '2026-04-01T12:00:00+10:00' },
      ],
    });
    expect(valueOf(withItems(item)).items[0]?.schedule).toEqual([
      { amountMinor: 50000n, payerEmail: CALLER, beneficiaryEmail: SELLER, dueDate: new Date('2026-03-01T00:00:00Z') },
      { amountMinor: 25025n, payerEmail: CALLER, beneficiaryEmail: SELLER, dueDate: new Date('2026-04-01T02:00:00Z') },
    ]);
  });

  it.each([
    [undefined, 'is required on milestone items'],
    ['2026-02-30', 'is not a valid calendar date and time'],
    ['2026-03-01T10:00:00', 'must be an ISO 8601 date or date-time with a time zone, such as 2026-05-01T00:00:00Z'],
    ['next tuesday', 'must be an ISO 8601 date or date-time with a time zone, such as 2026-05-01T00:00:00Z'],
    ['2026-03-01T24:00:00Z', 'is not a valid calendar date and time'],
  ])('refuses the milestone due_date %s', (dueDate, message) => {
    const item = milestoneItem('Design', '', { schedule: [entry({ due_date: dueDate })] });
    expect(scheduleErrors(item)).toEqual({ '0': { due_date: [message] } });
  });

  it('requires due dates on a domain_name_holding item, which may have several entries', () => {
    const item = domainItem({ type: 'domain_name_holding', schedule: [entry({ due_date: '2026-03-01' }), entry({})] });
    expect(scheduleErrors(item)).toEqual({ '1': { due_date: ['is required on domain_name_holding items'] } });
  });

  it('pays a broker fee to the broker, by the buyer or the seller', () => {
    const body = withBroker(withItems(domainItem(), brokerFeeItem({ schedule: [{ amount: 50, payer_customer: SELLER, beneficiary_customer: BROKER }] })));
    expect(valueOf(body).items[1]?.schedule).toEqual([{ amountMinor: 5000n, payerEmail: SELLER, beneficiaryEmail: BROKER, dueDate: null }]);
  });

  it('refuses a broker fee whose beneficiary is not a broker, or paid by the broker', () => {
    const toSeller = withBroker(withItems(domainItem(), brokerFeeItem({ schedule: [{ amount: 50, payer_customer: 'me', beneficiary_customer: SELLER }] })));
    expect(errorsOf(toSeller)).toEqual({
      items: { '1': { schedule: { '0': { beneficiary_customer: ['must be the broker: a broker fee is paid to the broker'] } } } },
    });
    const noBroker = withItems(domainItem(), brokerFeeItem({ schedule: [{ amount: 50, payer_customer: 'me', beneficiary_customer: SELLER }] }));
    expect(errorsOf(noBroker).items?.['1']?.schedule?.['0']?.beneficiary_customer).toEqual(['must be the broker: a broker fee is paid to the broker']);
    const byBroker = withBroker(withItems(domainItem(), brokerFeeItem({ schedule: [{ amount: 50, payer_customer: BROKER, beneficiary_customer: BROKER }] })));
    expect(errorsOf(byBroker).items?.['1']?.schedule?.['0']).toEqual({ payer_customer: ['must be the buyer or the seller of the transaction'] });
  });

  it('pays a partner fee to the partner (the caller) and a shipping fee to the seller', () => {
    const body = domainSale();
    body.parties = [
      { role: 'buyer', customer: OUTSIDER },
      { role: 'seller', customer: SELLER },
    ];
    body.items = [
      domainItem({ schedule: [{ amount: 1000, payer_customer: OUTSIDER, beneficiary_customer: SELLER }] }),
      { title: 'Marketplace fee', type: 'partner_fee', schedule: [{ amount: 10, payer_customer: SELLER, beneficiary_customer: 'me' }] },
      { title: 'Shipping', type: 'shipping_fee', schedule: [{ amount: 15, payer_customer: OUTSIDER, beneficiary_customer: SELLER }] },
    ];
    expect(valueOf(body).items.map((item) => item.schedule[0]?.beneficiaryEmail)).toEqual([SELLER, CALLER, SELLER]);

    body.items[1] = { title: 'Marketplace fee', type: 'partner_fee', schedule: [{ amount: 10, payer_customer: SELLER, beneficiary_customer: OUTSIDER }] };
    expect(errorsOf(body).items?.['1']?.schedule?.['0']).toEqual({
      beneficiary_customer: ['must be the partner (the caller): a partner fee is paid to the partner'],
    });
  });
});

describe('items: rules across items', () => {
  it('refuses mixing transferable types, domain_name_holding included', () => {
    const holding = domainItem({
      type: 'domain_name_holding',
      schedule: [{ amount: 1000, payer_customer: 'me', beneficiary_customer: SELLER, due_date: '2026-03-01' }],
    });
    expect(errorsOf(withItems(domainItem(), domainItem({ type: 'general_merchandise' }), holding))).toEqual({
      items: {
        '1': { type: ['cannot be mixed with domain_name items: a transaction holds one kind of transferable item'] },
        '2': { type: ['cannot be mixed with domain_name items: a transaction holds one kind of transferable item'] },
      },
    });
  });

  it('accepts several items of one type next to fee items', () => {
    const body = withBroker(withItems(domainItem(), domainItem({ title: 'wick.com' }), brokerFeeItem()));
    expect(valueOf(body).items.map((item) => item.type)).toEqual(['domain_name', 'domain_name', 'broker_fee']);
  });

  it('refuses differing inspection periods unless the items are milestones', () => {
    expect(errorsOf(withItems(domainItem(), domainItem({ inspection_period: 86400 })))).toEqual({
      items: { '1': { inspection_period: ['must be the same on every item of a non-milestone transaction: item 0 has 259200'] } },
    });
    const milestones = withItems(milestoneItem('Design', '2026-03-01'), milestoneItem('Build', '2026-04-01', { inspection_period: 604800 }));
    expect(valueOf(milestones).items.map((item) => item.inspectionPeriod)).toEqual([86400, 604800]);
  });
});
