import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerForbiddenMessage } from '../../src/domain/access/customers.js';
import { partyForbiddenMessage } from '../../src/domain/customers/update.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import {
  achMethod,
  agreeAsItself,
  approvePartner,
  blankCustomer,
  brokeredSaleBody,
  partnerViewOf,
  savedAch,
  send,
  wireMethod,
  savedWire,
} from '../support/accounts.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let approved: TestAccount;
let unapproved: TestAccount;
let stranger: TestAccount;
let parties: { id: number; role: string }[];
let otherParties: { id: number; role: string }[];

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, approved, unapproved, stranger },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    approved: { email: 'approved@example.com' },
    unapproved: { email: 'unapproved@example.com', isPartner: true },
    stranger: { email: 'stranger@example.com' },
  }));
  await approvePartner(harness, approved);
  const sale = (await send(harness, approved, 'POST', '/2017-09-01/transaction', brokeredSaleBody(buyer.email, seller.email))).body;
  parties = sale.parties;
  // Buyer and seller agree to the approved partner's sale: they joined it, so it may act for them.
  for (const party of [buyer, seller]) await agreeAsItself(harness, party, sale.id);
  otherParties = (await send(harness, unapproved, 'POST', '/2017-09-01/transaction', brokeredSaleBody(buyer.email, seller.email))).body.parties;
});
afterAll(() => harness.close());

const partyId = (list: { id: number; role: string }[], role: string) => list.find((party) => party.role === role)!.id;

describe('PATCH /customer/me and /customer/{customer_id}', () => {
  it('sets the documented fields and answers the updated Customer', async () => {
    const { status, body } = await send(harness, buyer, 'PATCH', '/2017-09-01/customer/me', {
      first_name: ' Bea ',
      last_name: 'Buyer',
      display_name: 'Bea B.',
      date_of_birth: '1985-02-03T10:00:00Z',
      phone_number: '+61 2 5550 1234',
      address: { line1: '5 Main Street', city: 'Sydney', state: 'NSW', post_code: '2000', country: 'au' },
    });
    expect({ status, body }).toEqual({
      status: 200,
      body: {
        ...blankCustomer(buyer),
        first_name: 'Bea',
        last_name: 'Buyer',
        display_name: 'Bea B.',
        date_of_birth: '1985-02-03T00:00:00.000Z',
        phone_number: '+61 2 5550 1234',
        address: { line1: '5 Main Street', line2: null, city: 'Sydney', state: 'NSW', post_code: '2000', country: 'AU' },
      },
    });
    expect((await send(harness, buyer, 'GET', `/2017-09-01/customer/${buyer.id}`)).body).toEqual(body);
  });

  it('leaves fields that are not sent alone, and clears fields sent as null or blank', async () => {
    const { body } = await send(harness, buyer, 'PATCH', `/2017-09-01/customer/${buyer.id}`, { display_name: null, phone_number: '' });
    expect(body).toMatchObject({ first_name: 'Bea', display_name: null, phone_number: null, address: { country: 'AU' } });
    const cleared = await send(harness, buyer, 'PATCH', '/2017-09-01/customer/me', { address: null });
    expect(cleared.body.address).toEqual(blankCustomer(buyer).address);
  });

  it('accepts back what GET answered: read-only fields are ignored, saved methods left as they are', async () => {
    await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', {
      first_name: 'Sam',
      tax_numbers: [{ type: 'ein', number: '12-3456789' }],
      disbursement_methods: [achMethod],
    });
    const read = await send(harness, seller, 'GET', '/2017-09-01/customer/me');
    const echoed = await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', { ...read.body, email: 'SELLER@example.com' });
    expect(echoed).toEqual({ status: 200, body: read.body });
  });

  it('answers 422 for an email change: the email is the login name', async () => {
    expect(await send(harness, buyer, 'PATCH', '/2017-09-01/customer/me', { email: 'new@example.com', first_name: 'Changed' })).toEqual({
      status: 422,
      body: { errors: { email: ['cannot be changed through the API'] } },
    });
    expect((await send(harness, buyer, 'GET', '/2017-09-01/customer/me')).body.first_name).toBe('Bea');
  });

  it('refuses fields only the service sets (no mass assignment), changing nothing', async () => {
    const message = ['is not a field that can be set'];
    expect(
      await send(harness, buyer, 'PATCH', '/2017-09-01/customer/me', {
        first_name: 'Changed',
        is_partner: true,
        is_operator: true,
        act_as_customer_approved: true,
        actAsCustomerApproved: true,
        password_hash: 'x',
        personal_verification_status: 'verified',
        created_by_id: 1,
      }),
    ).toEqual({
      status: 422,
      body: {
        errors: {
          is_partner: message,
          is_operator: message,
          act_as_customer_approved: message,
          actAsCustomerApproved: message,
          password_hash: message,
          personal_verification_status: message,
          created_by_id: message,
        },
      },
    });
    const stored = await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: buyer.id } });
    expect(stored).toMatchObject({
      firstName: 'Bea',
      isPartner: false,
      isOperator: false,
      actAsCustomerApproved: false,
      personalVerificationStatus: 'not_verified',
    });
  });

  it('answers 422 CustomerValidationResponse for bad fields', async () => {
    expect(
      await send(harness, buyer, 'PATCH', '/2017-09-01/customer/me', {
        middle_name: ['x'],
        date_of_birth: '1985-02-30',
        company: 'Acme',
        display_name: 'x'.repeat(101),
      }),
    ).toEqual({
      status: 422,
      body: {
        errors: {
          name_and_dob: ['middle_name: must be a string', 'date_of_birth: must be a date such as 1990-05-17 (an ISO 8601 timestamp is read as its date)'],
          display_name: ['must be at most 100 characters long'],
          company: ['must be an object with company_name and address'],
        },
      },
    });
  });

  it('sets and clears the company', async () => {
    const { body } = await send(harness, buyer, 'PATCH', '/2017-09-01/customer/me', { company: { company_name: 'Acme Pty Ltd' } });
    expect(body.company).toEqual({ company_name: 'Acme Pty Ltd', address: null });
    expect((await send(harness, buyer, 'PATCH', '/2017-09-01/customer/me', { company: null })).body.company).toBeNull();
  });

  it('answers 400 for a body that is not a JSON object, 200 unchanged for an empty one', async () => {
    expect(await send(harness, buyer, 'PATCH', '/2017-09-01/customer/me', ['first_name'])).toEqual({
      status: 400,
      body: { error: 'The request body must be a JSON object' },
    });
    const before = await send(harness, buyer, 'GET', '/2017-09-01/customer/me');
    expect(await send(harness, buyer, 'PATCH', '/2017-09-01/customer/me')).toEqual(before);
  });

  it('answers 403 for another customer and 404 for an unknown one', async () => {
    expect(await send(harness, buyer, 'PATCH', `/2017-09-01/customer/${seller.id}`, { first_name: 'Hacked' })).toEqual({
      status: 403,
      body: { error: customerForbiddenMessage },
    });
    expect(await send(harness, unapproved, 'PATCH', `/2017-09-01/customer/${seller.id}`, { first_name: 'Hacked' })).toEqual({
      status: 403,
      body: { error: customerForbiddenMessage },
    });
    expect(await send(harness, buyer, 'PATCH', '/2017-09-01/customer/999999', { first_name: 'X' })).toEqual({
      status: 404,
      body: { error: 'Customer not found' },
    });
    expect((await send(harness, seller, 'GET', '/2017-09-01/customer/me')).body.first_name).toBe('Sam');
  });

  it('lets an approved partner update the profile of a customer of its transaction (answered in its view)', async () => {
    const { status, body } = await send(harness, approved, 'PATCH', `/2017-09-01/customer/${seller.id}`, {
      last_name: 'Seller',
      tax_numbers: [{ type: 'vat', number: 'de 123456789' }],
    });
    expect(status).toBe(200);
    expect(body).toEqual(partnerViewOf({ ...(await send(harness, seller, 'GET', '/2017-09-01/customer/me')).body }));
    expect(body.last_name).toBe('Seller');
    const own = await send(harness, seller, 'GET', '/2017-09-01/customer/me');
    expect(own.body.tax_numbers.map((t: { type: string; number: string }) => [t.type, t.number])).toEqual([
      ['ein', '123456789'],
      ['vat', 'DE123456789'],
    ]);
  });

  it('answers 403 to an approved partner adding disbursement methods: only the account holder may', async () => {
    expect(await send(harness, approved, 'PATCH', `/2017-09-01/customer/${seller.id}`, { disbursement_methods: [wireMethod] })).toEqual({
      status: 403,
      body: { error: 'Only the account holder may add disbursement methods' },
    });
  });
});

describe('tax numbers (PATCH tax_numbers)', () => {
  it('adds new ones, ignores one already there, and updates one by id', async () => {
    const added = await send(harness, stranger, 'PATCH', '/2017-09-01/customer/me', {
      tax_numbers: [
        { type: 'abn', number: '51 824 753 556' },
        { type: 'ssn', number: '123-45-6789' },
      ],
    });
    expect(added.status).toBe(200);
    const [abn, ssn] = added.body.tax_numbers as { id: number }[];
    expect(added.body.tax_numbers).toEqual([
      { id: abn!.id, type: 'abn', number: '51824753556' },
      { id: ssn!.id, type: 'ssn', number: '123456789' },
    ]);
    const again = await send(harness, stranger, 'PATCH', '/2017-09-01/customer/me', {
      tax_numbers: [
        { type: 'abn', number: '51824753556' },
        { id: ssn!.id, type: 'itin', number: '912-34-5678' },
      ],
    });
    expect(again.body.tax_numbers).toEqual([
      { id: abn!.id, type: 'abn', number: '51824753556' },
      { id: ssn!.id, type: 'itin', number: '912345678' },
    ]);
  });

  it('answers 422 TaxNumberValidationResponse (type, number), naming the entry when there are several', async () => {
    expect(await send(harness, stranger, 'PATCH', '/2017-09-01/customer/me', { tax_numbers: [{ type: 'abn', number: '51 824 753 557' }] })).toEqual({
      status: 422,
      body: { errors: { number: ['must be an 11-digit Australian Business Number'] } },
    });
    expect(
      await send(harness, stranger, 'PATCH', '/2017-09-01/customer/me', {
        tax_numbers: [{ type: 'ein', number: '12-345' }, { number: '1' }, { id: 999999, type: 'tin', number: 'A1' }],
      }),
    ).toEqual({
      status: 422,
      body: {
        errors: {
          number: ['tax_numbers[0]: must be a 9-digit Employer Identification Number, such as 12-3456789'],
          type: ['tax_numbers[1]: is required'],
          id: ['tax_numbers[2]: does not identify a tax number of this customer'],
        },
      },
    });
    expect(await send(harness, stranger, 'PATCH', '/2017-09-01/customer/me', { tax_numbers: { type: 'ein' } })).toEqual({
      status: 422,
      body: { errors: { tax_numbers: ['must be a list of tax numbers, each with type and number'] } },
    });
  });

  it('cannot update another customer’s tax number by id', async () => {
    const sellerTaxNumber = (await send(harness, seller, 'GET', '/2017-09-01/customer/me')).body.tax_numbers[0];
    expect(
      await send(harness, stranger, 'PATCH', '/2017-09-01/customer/me', { tax_numbers: [{ id: sellerTaxNumber.id, type: 'ein', number: '98-7654321' }] }),
    ).toEqual({ status: 422, body: { errors: { id: ['does not identify a tax number of this customer'] } } });
    expect((await send(harness, seller, 'GET', '/2017-09-01/customer/me')).body.tax_numbers[0]).toEqual(sellerTaxNumber);
  });
});

describe('disbursement methods through PATCH /customer', () => {
  it('adds new methods to the saved ones', async () => {
    const { status, body } = await send(harness, stranger, 'PATCH', '/2017-09-01/customer/me', { disbursement_methods: [achMethod, wireMethod] });
    expect(status).toBe(200);
    const [ach, wire] = body.disbursement_methods as { id: number }[];
    expect(body.disbursement_methods).toEqual([savedAch(ach!.id), savedWire(wire!.id)]);
  });

  it('answers 422 with the problems of each entry, and for an id that is not a saved method of this customer', async () => {
    const sellerMethod = (await send(harness, seller, 'GET', '/2017-09-01/customer/me')).body.disbursement_methods[0];
    expect(
      await send(harness, stranger, 'PATCH', '/2017-09-01/customer/me', {
        disbursement_methods: [{ ...wireMethod, bank_iban: 'GB00WEST12345698765432' }, { id: sellerMethod.id }, 'ach'],
      }),
    ).toEqual({
      status: 422,
      body: {
        errors: {
          disbursement_methods: {
            0: { bank_iban: ['must be a valid IBAN, such as GB82WEST12345698765432'] },
            1: { id: ['does not identify a saved disbursement method of this customer'] },
            2: { all: ['must be an object describing a disbursement method'] },
          },
        },
      },
    });
  });
});

describe('PATCH /party/{party_id}', () => {
  it('lets the party update its own customer fields', async () => {
    const { status, body } = await send(harness, buyer, 'PATCH', `/2017-09-01/party/${partyId(parties, 'buyer')}`, { middle_name: 'Q' });
    expect(status).toBe(200);
    expect(body).toEqual((await send(harness, buyer, 'GET', '/2017-09-01/customer/me')).body);
    expect(body.middle_name).toBe('Q');
  });

  it('lets the approved partner of that transaction update it (answered in the partner’s view)', async () => {
    const { status, body } = await send(harness, approved, 'PATCH', `/2017-09-01/party/${partyId(parties, 'seller')}`, { username: 'sam_s' });
    expect(status).toBe(200);
    expect(body).toEqual(partnerViewOf((await send(harness, seller, 'GET', '/2017-09-01/customer/me')).body));
    expect(body.username).toBe('sam_s');
  });

  it('answers 403 to the other parties, to an unapproved partner, and to an approved partner of another transaction', async () => {
    for (const [caller, id] of [
      [buyer, partyId(parties, 'seller')],
      [stranger, partyId(parties, 'buyer')],
      [unapproved, partyId(otherParties, 'seller')],
      [approved, partyId(otherParties, 'seller')],
    ] as const) {
      expect(await send(harness, caller, 'PATCH', `/2017-09-01/party/${id}`, { first_name: 'Hacked' })).toEqual({
        status: 403,
        body: { error: partyForbiddenMessage },
      });
    }
    expect((await send(harness, seller, 'GET', '/2017-09-01/customer/me')).body.first_name).toBe('Sam');
  });

  it('answers 404 for an unknown party and 422 for bad fields', async () => {
    expect(await send(harness, buyer, 'PATCH', '/2017-09-01/party/999999', { first_name: 'X' })).toEqual({ status: 404, body: { error: 'Party not found' } });
    expect(await send(harness, buyer, 'PATCH', '/2017-09-01/party/x', { first_name: 'X' })).toEqual({ status: 404, body: { error: 'Party not found' } });
    expect(await send(harness, buyer, 'PATCH', `/2017-09-01/party/${partyId(parties, 'buyer')}`, { is_partner: true })).toEqual({
      status: 422,
      body: { errors: { is_partner: ['is not a field that can be set'] } },
    });
  });

  it('answers 403 to the approved partner adding disbursement methods through the party', async () => {
    expect(await send(harness, approved, 'PATCH', `/2017-09-01/party/${partyId(parties, 'seller')}`, { disbursement_methods: [achMethod] })).toEqual({
      status: 403,
      body: { error: 'Only the account holder may add disbursement methods' },
    });
  });
});
