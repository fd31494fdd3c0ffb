import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { achMethod, blankCustomer, internationalWireMethod, savedAch, savedInternationalWire, send } from '../support/accounts.js';

let harness: Harness;
let partner: TestAccount;
let existing: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createTestAccount(harness, { email: 'partner@example.com', isPartner: true });
  existing = await createTestAccount(harness, { email: 'existing@example.com' });
});
afterAll(() => harness.close());

const prisma = () => harness.services.prisma;

describe('POST /customer', () => {
  it('creates a customer from an email alone (200, the Customer) and mails a set-password link', async () => {
    const { status, body } = await send(harness, partner, 'POST', '/2017-09-01/customer', { email: ' New.Person@Example.com ' });
    expect(status).toBe(200);
    expect(body).toEqual(blankCustomer({ id: body.id, email: 'new.person@example.com' }, { emailVerified: false }));
    const stored = await prisma().customer.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({ createdById: partner.id, passwordHash: null, isPartner: false, isOperator: false, actAsCustomerApproved: false });
    const mail = await prisma().mailMessage.findMany({ where: { to: 'new.person@example.com' } });
    expect(mail).toEqual([
      expect.objectContaining({
        kind: 'set_password',
        subject: 'Your held-funds account: set your password',
        body: expect.stringMatching(
          /^\S+@example\.com opened a held-funds account for new\.person@example\.com, [^\n]+\n\nSet your password:\nhttp:\/\/127\.0\.0\.1:4000\/set-password\?email=new\.person%40example\.com&token=[\w-]{43}\n\nThe link works once, for a week\./,
        ),
        html: expect.stringMatching(/^<!doctype html>/),
      }),
    ]);
  });

  it('stores every documented field, with tax numbers and disbursement methods', async () => {
    const { status, body } = await send(harness, partner, 'POST', '/2017-09-01/customer', {
      email: 'full@example.com',
      first_name: 'Sam',
      middle_name: 'J',
      last_name: 'Seller',
      username: 'sam.seller',
      display_name: 'Sam S.',
      date_of_birth: '1990-05-17',
      phone_number: '+1 555 010 0199',
      address: { line1: '1 Main St', line2: 'Suite 2', city: 'San Francisco', state: 'CA', post_code: '94105', country: 'us' },
      shipping_address: { line1: '9 Dock Road', city: 'Oakland', state: 'CA', post_code: '94607', country: 'us' },
      company: { company_name: 'Sam Sells LLC', address: { city: 'San Francisco', country: 'US' } },
      tax_numbers: [{ type: 'ein', number: '12-3456789' }],
      disbursement_methods: [achMethod, internationalWireMethod],
    });
    expect(status).toBe(200);
    const [ach, wire] = body.disbursement_methods as { id: number }[];
    expect(body).toEqual({
      ...blankCustomer({ id: body.id, email: 'full@example.com' }, { emailVerified: false }),
      account_type: 'company',
      shipping_address: { line1: '9 Dock Road', line2: null, city: 'Oakland', state: 'CA', post_code: '94607', country: 'US' },
      first_name: 'Sam',
      middle_name: 'J',
      last_name: 'Seller',
      username: 'sam.seller',
      display_name: 'Sam S.',
      date_of_birth: '1990-05-17T00:00:00.000Z',
      phone_number: '+1 555 010 0199',
      address: { line1: '1 Main St', line2: 'Suite 2', city: 'San Francisco', state: 'CA', post_code: '94105', country: 'US' },
      company: {
        company_name: 'Sam Sells LLC',
        address: { line1: null, line2: null, city: 'San Francisco', state: null, post_code: null, country: 'US' },
      },
      tax_numbers: [{ id: expect.any(Number), type: 'ein', number: '123456789' }],
      disbursement_methods: [savedAch(ach!.id), savedInternationalWire(wire!.id)],
    });
  });

  it('answers 403 for an email already in use, and leaves that account untouched', async () => {
    const { status, body } = await send(harness, partner, 'POST', '/2017-09-01/customer', {
      email: 'EXISTING@example.com',
      first_name: 'Mallory',
      disbursement_methods: [achMethod],
    });
    expect({ status, body }).toEqual({ status: 403, body: { error: 'A customer with this email address already exists' } });
    const stored = await prisma().customer.findUniqueOrThrow({ where: { id: existing.id }, include: { disbursementMethods: true } });
    expect(stored.firstName).toBeNull();
    expect(stored.disbursementMethods).toEqual([]);
  });

  it('answers 403 for a customer created earlier by a transaction invitation too', async () => {
    await send(harness, partner, 'POST', '/2017-09-01/customer', { email: 'invited@example.com' });
    const again = await send(harness, partner, 'POST', '/2017-09-01/customer', { email: 'invited@example.com', first_name: 'X' });
    expect(again).toEqual({ status: 403, body: { error: 'A customer with this email address already exists' } });
  });

  it('answers 422 CustomerValidationResponse for a missing or malformed email', async () => {
    for (const [request, errors] of [
      [{}, { email: ['is required'] }],
      [{ email: '  ' }, { email: ['is required'] }],
      [{ email: 'not-an-email' }, { email: ['must be a valid email address'] }],
      [{ email: 42 }, { email: ['must be a valid email address'] }],
      [{ email: null }, { email: ['is required'] }],
    ] as const) {
      expect(await send(harness, partner, 'POST', '/2017-09-01/customer', request)).toEqual({ status: 422, body: { errors } });
    }
    expect(await send(harness, partner, 'POST', '/2017-09-01/customer')).toEqual({ status: 422, body: { errors: { email: ['is required'] } } });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    for (const request of [[], 'x', 7, null]) {
      expect(await send(harness, partner, 'POST', '/2017-09-01/customer', request)).toEqual({
        status: 400,
        body: { error: 'The request body must be a JSON object' },
      });
    }
  });

  it('refuses fields only the service sets (no mass assignment), and creates nothing', async () => {
    const { status, body } = await send(harness, partner, 'POST', '/2017-09-01/customer', {
      email: 'sneaky@example.com',
      is_partner: true,
      isOperator: true,
      act_as_customer_approved: true,
      password_hash: 'scrypt$1$1$1$x$y',
      verification: { personal: { status: 'verified' } },
      id: 1,
    });
    const message = ['is not a field that can be set'];
    expect({ status, body }).toEqual({
      status: 422,
      body: { errors: { is_partner: message, isOperator: message, act_as_customer_approved: message, password_hash: message, verification: message, id: message } },
    });
    expect(await prisma().customer.count({ where: { email: 'sneaky@example.com' } })).toBe(0);
  });

  it('reports every bad field at once, under the keys of CustomerValidationResponse', async () => {
    const { status, body } = await send(harness, partner, 'POST', '/2017-09-01/customer', {
      email: 'bad@example.com',
      first_name: 'x'.repeat(101),
      last_name: 7,
      date_of_birth: '2999-01-01',
      username: 'a b',
      phone_number: 'call me',
      address: { line1: '1 Main St', country: 'XX', zip: '1' },
      company: { address: { country: 'Narnia' } },
      tax_numbers: [{ type: 'passport', number: '' }],
      disbursement_methods: [
        { type: 'ach', account_name: 'Sam' },
        { ...achMethod, id: 4 },
      ],
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      errors: {
        name_and_dob: ['first_name: must be at most 100 characters long', 'last_name: must be a string', 'date_of_birth: must be a date in the past, after 1900'],
        username: ['must be 3 to 64 letters, digits, dots, hyphens or underscores'],
        phone_number: ['must be a phone number of digits, spaces, dots, hyphens and parentheses, such as +1 555 010 0199'],
        address: { zip: ['is not a field of an address'], city: ['is required'], country: ['must be an ISO 3166-1 alpha-2 country code, such as US'] },
        company: ['company_name: is required', 'address.country: must be an ISO 3166-1 alpha-2 country code, such as US'],
        type: ['must be one of abn, acn, ein, gst, itin, ssn, tin, vat'],
        number: ['is required'],
        disbursement_methods: {
          0: { bank_aba_routing_number: ['is required for ach'], bank_account_number: ['is required for ach'] },
          1: { id: ['must not be sent: ids are assigned by the service'] },
        },
      },
    });
    expect(await prisma().customer.count({ where: { email: 'bad@example.com' } })).toBe(0);
  });

  it('requires authentication', async () => {
    const response = await harness.fetch('/2017-09-01/customer', { method: 'POST', body: '{"email":"x@example.com"}' });
    expect(response.status).toBe(401);
  });
});
