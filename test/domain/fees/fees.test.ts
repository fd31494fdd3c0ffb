import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultFeeTable, loadFeeTable, type FeeTable } from '../../../src/domain/fees/fee-table.js';
import { computeTransactionFees, escrowFeeFor, type FeeComputationItem, type FeeEntry } from '../../../src/domain/fees/compute.js';
import { CALLER, ctx, domainSale, SELLER, validateRequest } from '../fixtures/create-transaction.js';

const BUYER = CALLER;
const noCountries = new Map<string, string | null>();

function item(type: FeeComputationItem['type'], amounts: bigint[], fees: FeeEntry[]): FeeComputationItem {
  return { type, schedule: amounts.map((amountMinor) => ({ amountMinor })), fees };
}

const buyerPaysEscrow: FeeEntry[] = [{ type: 'escrow', payerEmail: BUYER, splitBasisPoints: 10000 }];

function loaded(json: unknown): FeeTable {
  const result = loadFeeTable(json);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.table;
}

describe('escrowFeeFor with the default table', () => {
  it('charges 32.50 (3.25 %) on a domain name sold for 1000.00', () => {
    expect(escrowFeeFor('domain_name', 100000n, defaultFeeTable)).toBe(3250n);
  });

  it.each([
    ['domain_name', 1_000_000n, 28_750n], // 5000.00 at 3.25 % + 5000.00 at 2.50 %
    ['domain_name', 10_000_000n, 203_750n], // 162.50 + 1125.00 (45000.00 at 2.50 %) + 750.00 (50000.00 at 1.50 %)
    ['domain_name', 123_457n, 4_012n], // 40.1235... rounds to 40.12
    ['domain_name', 10_000n, 2_500n], // 3.25 is below the 25.00 minimum
    ['domain_name_holding', 100_000n, 3_250n],
    ['general_merchandise', 100_000n, 3_250n],
    ['general_merchandise', 10_000n, 1_000n], // minimum 10.00
    ['general_merchandise', 1_000_000n, 29_250n], // 162.50 + 5000.00 at 2.60 %
    ['milestone', 100_000n, 3_250n],
    ['motor_vehicle', 2_000_000n, 28_750n], // 5000.00 at 2 % + 15000.00 at 1.25 %
    ['broker_fee', 100_000n, 0n],
    ['partner_fee', 100_000n, 0n],
    ['shipping_fee', 100_000n, 0n],
    ['domain_name', 0n, 0n],
  ] as const)('%s for %d minor units costs %d', (type, amount, fee) => {
    expect(escrowFeeFor(type, amount, defaultFeeTable)).toBe(fee);
  });

  it('rounds half up to the cent, once over all tiers, and adds the fixed part', () => {
    const flat = loaded({ escrow: { general_merchandise: { tiers: [{ upTo: null, percentBasisPoints: 325 }], minimum: 0 } } });
    expect(escrowFeeFor('general_merchandise', 200n, flat)).toBe(7n); // 6.5 cents
    const withFixed = loaded({ escrow: { general_merchandise: { tiers: [{ upTo: null, percentBasisPoints: 100 }], fixed: '1.00', minimum: 0 } } });
    expect(escrowFeeFor('general_merchandise', 100000n, withFixed)).toBe(1100n);
  });

  it('never decreases as the price grows (progressive tiers)', () => {
    const types = fc.constantFrom('domain_name', 'general_merchandise', 'motor_vehicle' as const);
    fc.assert(
      fc.property(types, fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 10n }), (type, amount, increase) => {
        expect(escrowFeeFor(type, amount + increase, defaultFeeTable)).toBeGreaterThanOrEqual(escrowFeeFor(type, amount, defaultFeeTable));
      }),
    );
  });
});

describe('computeTransactionFees', () => {
  it('prices the spec example from a validated request: the buyer pays 32.50', () => {
    const validated = validateRequest(domainSale(), ctx);
    if (!validated.ok) throw new Error('expected a valid request');
    expect(computeTransactionFees(validated.value, defaultFeeTable, noCountries)).toEqual([
      {
        escrowFee: 3250n,
        fees: [
          {
            type: 'escrow',
            payerEmail: BUYER,
            splitBasisPoints: 10000,
            amountWithoutTaxes: 3250n,
            taxes: [],
            amount: 3250n,
            disbursementMethodType: null,
            provisional: false,
          },
        ],
      },
    ]);
  });

  it('adds 10 % GST to a fee paid by a customer in Australia', () => {
    const [result] = computeTransactionFees({ items: [item('domain_name', [100000n], buyerPaysEscrow)] }, defaultFeeTable, new Map([[BUYER, 'AU']]));
    expect(result?.fees[0]).toMatchObject({ amountWithoutTaxes: 3250n, taxes: [{ type: 'gst', amount: 325n }], amount: 3575n });
  });

  it('reads countries case-insensitively and taxes nobody without a taxed country', () => {
    const countries = new Map<string, string | null>([
      [BUYER, 'au'],
      [SELLER, null],
    ]);
    const fees: FeeEntry[] = [
      { type: 'escrow', payerEmail: BUYER, splitBasisPoints: 5000 },
      { type: 'escrow', payerEmail: SELLER, splitBasisPoints: 5000 },
    ];
    const [result] = computeTransactionFees({ items: [item('domain_name', [100000n], fees)] }, defaultFeeTable, countries);
    expect(result?.fees.map((fee) => [fee.amountWithoutTaxes, fee.taxes, fee.amount])).toEqual([
      [1625n, [{ type: 'gst', amount: 163n }], 1788n],
      [1625n, [], 1625n],
    ]);
  });

  it('splits an odd escrow fee exactly: the parts sum to the whole fee', () => {
    const fees: FeeEntry[] = [
      { type: 'escrow', payerEmail: BUYER, splitBasisPoints: 5000 },
      { type: 'escrow', payerEmail: SELLER, splitBasisPoints: 5000 },
    ];
    const [result] = computeTransactionFees({ items: [item('domain_name', [100030n], fees)] }, defaultFeeTable, noCountries);
    expect(result?.escrowFee).toBe(3251n);
    expect(result?.fees.map((fee) => fee.amount)).toEqual([1626n, 1625n]);
  });

  it('computes the escrow fee on the sum of a milestone item’s schedule', () => {
    const [result] = computeTransactionFees({ items: [item('milestone', [50000n, 50000n], buyerPaysEscrow)] }, defaultFeeTable, noCountries);
    expect(result?.escrowFee).toBe(3250n);
  });

  it('charges no escrow fee on fee items', () => {
    const results = computeTransactionFees(
      { items: [item('domain_name', [100000n], buyerPaysEscrow), item('broker_fee', [5000n], [])] },
      defaultFeeTable,
      noCountries,
    );
    expect(results.map((result) => [result.escrowFee, result.fees])).toEqual([
      [3250n, [expect.objectContaining({ amount: 3250n })]],
      [0n, []],
    ]);
  });

  it('prices deposit fees as a percentage of the item price', () => {
    const fees: FeeEntry[] = [
      ...buyerPaysEscrow,
      { type: 'paypal_deposit', payerEmail: BUYER, splitBasisPoints: null },
      { type: 'creditcard_deposit', payerEmail: BUYER, splitBasisPoints: null },
    ];
    const [result] = computeTransactionFees({ items: [item('general_merchandise', [100000n], fees)] }, defaultFeeTable, noCountries);
    expect(result?.fees.map((fee) => [fee.type, fee.amount])).toEqual([
      ['escrow', 3250n],
      ['paypal_deposit', 3500n],
      ['creditcard_deposit', 3000n],
    ]);
  });

  it('prices a wire disbursement provisionally until a method is chosen, then by its type', () => {
    const fees: FeeEntry[] = [{ type: 'wire_disbursement', payerEmail: SELLER, splitBasisPoints: null }];
    const transaction = { items: [item('domain_name', [100000n], fees)] };
    const pick = (options: Parameters<typeof computeTransactionFees>[3]) => computeTransactionFees(transaction, defaultFeeTable, noCountries, options)[0]?.fees[0];
    expect(pick({})).toMatchObject({ amount: 2500n, disbursementMethodType: 'wire_transfer', provisional: true });
    expect(pick({ disbursementMethodType: null })).toMatchObject({ amount: 2500n, provisional: true });
    expect(pick({ disbursementMethodType: 'ach' })).toMatchObject({ amount: 500n, disbursementMethodType: 'ach', provisional: false });
    expect(pick({ disbursementMethodType: 'wire' })).toMatchObject({ amount: 2500n, provisional: false });
    expect(pick({ disbursementMethodType: 'wire_transfer_international' })).toMatchObject({ amount: 3500n, provisional: false });
  });

  it('charges a disbursement fee once per transaction, on the first item that carries it', () => {
    const fees: FeeEntry[] = [
      ...buyerPaysEscrow,
      { type: 'cheque_disbursement', payerEmail: SELLER, splitBasisPoints: null },
      { type: 'wire_disbursement', payerEmail: SELLER, splitBasisPoints: null },
    ];
    const results = computeTransactionFees(
      { items: [item('domain_name', [100000n], fees), item('domain_name', [100000n], fees)] },
      defaultFeeTable,
      new Map([[SELLER, 'AU']]),
    );
    expect(results.map((result) => result.fees.map((fee) => fee.amount))).toEqual([
      [3250n, 1650n, 2750n],
      [3250n, 0n, 0n],
    ]);
  });
});

describe('loadFeeTable', () => {
  it('returns the defaults for an empty override', () => {
    expect(loadFeeTable({})).toEqual({ ok: true, table: defaultFeeTable });
  });

  it('applies an override from JSON text, merging objects and replacing lists', () => {
    const json = JSON.parse(`{
      "escrow": { "domain_name": { "tiers": [{ "upTo": "10000.00", "percentBasisPoints": 400 }, { "upTo": null, "percentBasisPoints": 200 }] } },
      "deposit": { "paypal_deposit": { "percentBasisPoints": 290 } },
      "disbursement": { "byMethodType": { "ach": 0 }, "cheque": "20.00", "defaultMethodType": "ach" },
      "tax": { "rateBasisPoints": 1500, "countries": ["au", "nz"] }
    }`) as unknown;
    const table = loaded(json);
    expect(table.escrow.domain_name).toEqual({
      tiers: [
        { upTo: 1_000_000n, percentBasisPoints: 400 },
        { upTo: null, percentBasisPoints: 200 },
      ],
      fixed: 0n,
      minimum: 2_500n,
    });
    expect(table.escrow.general_merchandise).toEqual(defaultFeeTable.escrow.general_merchandise);
    expect(table.deposit).toEqual({ paypal_deposit: { percentBasisPoints: 290 }, creditcard_deposit: { percentBasisPoints: 300 } });
    expect(table.disbursement).toEqual({
      byMethodType: { ach: 0n, wire: 2_500n, wire_transfer: 2_500n, wire_transfer_international: 3_500n },
      cheque: 2_000n,
      defaultMethodType: 'ach',
    });
    expect(table.tax).toEqual({ type: 'gst', rateBasisPoints: 1500, countries: ['AU', 'NZ'] });
  });

  it('bounds fixed fees, minimums and disbursement fees, so every quote on an accepted amount stays recordable', () => {
    const result = loadFeeTable({
      escrow: { milestone: { fixed: '1000000.01', minimum: '1000000.00' } },
      disbursement: { byMethodType: { wire: '90071992547409.91' } },
    });
    expect(result).toEqual({
      ok: false,
      errors: ['escrow.milestone.fixed: must be at most 1000000.00', 'disbursement.byMethodType.wire: must be at most 1000000.00'],
    });
  });

  it('names every bad path in its errors', () => {
    const result = loadFeeTable({
      escrow: {
        domain_name: {
          tiers: [
            { upTo: '5000.00', percentBasisPoints: 325 },
            { upTo: '1000.00', percentBasisPoints: 3.5 },
            { upTo: '9000.00', percentBasisPoints: 100 },
          ],
          minimum: '-1.00',
        },
        spaceship: {},
      },
      deposit: { paypal_deposit: { percentBasisPoints: 20000 } },
      disbursement: { byMethodType: { ach: '1.005' }, defaultMethodType: 'pigeon' },
      tax: { type: 'vat', countries: ['Australia'] },
      surcharge: 1,
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        '(root).surcharge: unknown key (expected one of escrow, deposit, disbursement, tax)',
        'escrow.spaceship: unknown key (expected one of domain_name, domain_name_holding, general_merchandise, milestone, motor_vehicle)',
        'escrow.domain_name.tiers[1].percentBasisPoints: must be an integer number of basis points from 0 to 10000 (325 = 3.25 %)',
        "escrow.domain_name.tiers[1].upTo: must be greater than the previous tier's upTo",
        'escrow.domain_name.tiers[2].upTo: the last tier must have upTo null (no upper bound)',
        'escrow.domain_name.minimum: must not be negative',
        'deposit.paypal_deposit.percentBasisPoints: must be an integer number of basis points from 0 to 10000 (325 = 3.25 %)',
        'disbursement.byMethodType.ach: must have at most two decimal places',
        'disbursement.defaultMethodType: must be one of ach, wire, wire_transfer, wire_transfer_international',
        'tax.type: must be gst',
        'tax.countries: must be a list of ISO 3166-1 alpha-2 country codes, such as ["AU"]',
      ],
    });
  });

  it.each([
    [null, '(root): must be an object'],
    [{ escrow: { milestone: { tiers: [] } } }, 'escrow.milestone.tiers: must be a non-empty list of tiers'],
    [
      {
        escrow: {
          milestone: {
            tiers: [
              { upTo: null, percentBasisPoints: 1 },
              { upTo: null, percentBasisPoints: 1 },
            ],
          },
        },
      },
      'escrow.milestone.tiers[0].upTo: only the last tier may have upTo null',
    ],
    [
      {
        escrow: {
          milestone: {
            tiers: [
              { upTo: 0, percentBasisPoints: 1 },
              { upTo: null, percentBasisPoints: 1 },
            ],
          },
        },
      },
      'escrow.milestone.tiers[0].upTo: must be greater than zero',
    ],
    [{ escrow: { milestone: { tiers: [{ percentBasisPoints: 1 }] } } }, 'escrow.milestone.tiers[0].upTo: must be a number or a numeric string, such as 1000.00'],
    [{ deposit: [] }, 'deposit: must be an object'],
    [{ escrow: { milestone: { tiers: ['3.25 %'] } } }, 'escrow.milestone.tiers[0]: must be an object'],
  ])('refuses %s', (json, error) => {
    const result = loadFeeTable(json);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toContain(error);
  });
});
