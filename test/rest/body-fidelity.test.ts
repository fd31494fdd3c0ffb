/**
 * Bodies as third-party integrations of the 2017-09-01 API send and read them: fee items
 * without a title, schedule ids for modify_terms, batch entries naming an item, floats
 * resolved by an operator over REST, the Transaction's status_code and cancellation_reason,
 * and the Customer's fields with a GET → edit → PATCH round trip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act } from '../../src/domain/transactions/act.js';
import { send } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { action, sandboxFund } from '../support/lifecycle.js';
import { cameraSaleBody, getJson, postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let broker: TestAccount;
let operator: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, broker, operator },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    broker: { email: 'broker@example.com' },
    operator: { email: 'ops@heldfunds.test', isOperator: true },
  }));
});
afterAll(() => harness.close());

async function agreedCamera(): Promise<number> {
  const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect((await action(harness, seller, id, { action: 'agree' })).status).toBe(200);
  return id;
}

describe('transaction bodies', () => {
  it('accepts fee items without a title and names them by their type', async () => {
    const body = {
      parties: [
        { role: 'buyer', customer: 'me' },
        { role: 'seller', customer: 'seller@example.com' },
        { role: 'broker', customer: 'broker@example.com' },
      ],
      currency: 'usd',
      description: 'A camera, brokered and shipped',
      items: [
        {
          title: 'Camera',
          type: 'general_merchandise',
          inspection_period: 259200,
          quantity: 1,
          schedule: [{ amount: 1000, payer_customer: 'me', beneficiary_customer: 'seller@example.com' }],
        },
        { type: 'broker_fee', schedule: [{ amount: 50, payer_customer: 'me', beneficiary_customer: 'broker@example.com' }] },
        { type: 'shipping_fee', schedule: [{ amount: 20, payer_customer: 'me', beneficiary_customer: 'seller@example.com' }] },
      ],
    };
    const created = await postJson(harness, buyer, '/2017-09-01/transaction', body);
    expect(created.status).toBe(201);
    expect(created.body.items.map((item: { title: string; type: string }) => [item.type, item.title])).toEqual([
      ['general_merchandise', 'Camera'],
      ['broker_fee', 'Broker fee'],
      ['shipping_fee', 'Shipping fee'],
    ]);
  });

  it('still requires a title on goods, and refuses a blank one on a fee item', async () => {
    const body = cameraSaleBody('me');
    const { title: _title, ...untitled } = body.items[0]!;
    const refused = await postJson(harness, buyer, '/2017-09-01/transaction', {
      ...body,
      items: [untitled, { type: 'shipping_fee', title: '  ', schedule: [{ amount: 20, payer_customer: 'me', beneficiary_customer: 'seller@example.com' }] }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.items).toEqual({ '0': { title: ['is required'] }, '1': { title: ['must not be empty'] } });
    expect(await harness.services.prisma.transaction.count({ where: { description: body.description, items: { some: { type: 'shipping_fee' } } } })).toBe(0);
  });

  it('shows status_code and cancellation_reason, and schedule ids that modify_terms addresses', async () => {
    const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
    const id = created.body.id as number;
    expect(created.body).toMatchObject({ status_code: 5, cancellation_reason: null });
    const item = created.body.items[0];
    const scheduleId = item.schedule[0].id as number;
    expect(scheduleId).toEqual(expect.any(Number));

    const modified = await action(harness, buyer, id, {
      action: 'modify_terms',
      modify_terms_information: { items: [{ id: item.id, schedule: [{ id: scheduleId, amount: 900 }] }] },
    });
    expect(modified.status).toBe(200);
    expect(modified.body.items[0].schedule[0]).toMatchObject({ id: scheduleId, amount: '900.00' });

    const unknown = await action(harness, buyer, id, {
      action: 'modify_terms',
      modify_terms_information: { items: [{ id: item.id, schedule: [{ id: 'first', amount: 800 }] }] },
    });
    expect(unknown).toEqual({
      status: 422,
      body: { errors: { modify_terms_information: { items: { '0': { schedule: { '0': { id: ['must be a positive integer'] } } } } } } },
    });

    const cancelled = await action(harness, buyer, id, { action: 'cancel', cancel_information: { cancellation_reason: 'Found it cheaper' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ is_cancelled: true, status_code: 0, cancellation_reason: 'Found it cheaper' });
    expect((await getJson(harness, seller, `/2017-09-01/transaction/${id}`)).body).toMatchObject({ status_code: 0, cancellation_reason: 'Found it cheaper' });
  });
});

describe('batch entries naming an item', () => {
  it('ships the item an entry names with item_id', async () => {
    const id = await agreedCamera();
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    const itemId = (await getJson(harness, seller, `/2017-09-01/transaction/${id}`)).body.items[0].id as number;
    const shipped = await action(harness, seller, id, {
      action: 'batch',
      batch_information: {
        actions: [{ action: 'ship', item_id: itemId, shipping_information: { tracking_information: { carrier: 'UPS', tracking_id: '1Z1' } } }],
      },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.items[0].status.shipped).toBe(true);
  });

  it('answers 422 for an item_id on an action of the whole transaction or that is no id, changing nothing', async () => {
    const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
    const id = created.body.id as number;
    const refused = await action(harness, seller, id, {
      action: 'batch',
      batch_information: {
        actions: [
          { action: 'agree', item_id: created.body.items[0].id },
          { action: 'ship', item_id: 'camera' },
        ],
      },
    });
    expect(refused).toEqual({
      status: 422,
      body: {
        errors: {
          batch_information: {
            actions: { '0': { item_id: ['agree applies to the whole transaction and names no item'] }, '1': { item_id: ['must be a positive integer'] } },
          },
        },
      },
    });
    expect((await getJson(harness, seller, `/2017-09-01/transaction/${id}`)).body.parties.find((p: { role: string }) => p.role === 'seller').agreed).toBe(false);
  });
});

describe('floats over REST', () => {
  async function floating(): Promise<number> {
    const id = await agreedCamera();
    const customer = await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: operator.id } });
    await act(harness.services, { kind: 'operator', viewer: { customer, method: 'api_key', apiKeyId: null } }, id, { type: 'fund', float: true, method: 'check' });
    return id;
  }

  it('lets an operator release a payment in float with PATCH /transaction/{id}', async () => {
    const id = await floating();
    expect((await getJson(harness, buyer, `/2017-09-01/transaction/${id}`)).body.items[0].schedule[0].status.secured).toBe(false);
    const released = await action(harness, operator, id, { action: 'float_release' });
    expect(released.status).toBe(200);
    expect(released.body.items[0].schedule[0].status.secured).toBe(true);
    // The operator is no party: it is answered the partner's full view.
    expect(released.body.parties.map((p: { customer: string }) => p.customer)).toEqual(['buyer@example.com', 'seller@example.com', 'buyer@example.com']);
  });

  it('lets an operator cancel a float with a reason; parties are refused', async () => {
    const id = await floating();
    expect(await action(harness, buyer, id, { action: 'float_cancel' })).toEqual({
      status: 403,
      body: { error: 'Only an operator or the service may float_cancel' },
    });
    const refused = await action(harness, operator, id, { action: 'float_cancel', float_cancel_information: { reason: 42 } });
    expect(refused).toEqual({ status: 422, body: { errors: { float_cancel_information: { reason: ['must be a string'] } } } });
    const cancelled = await action(harness, operator, id, { action: 'float_cancel', float_cancel_information: { reason: 'The check bounced' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.items[0].schedule[0].status.secured).toBe(false);
  });

  it('answers 403 to an operator sending a party action: operators act as operators only', async () => {
    const id = await agreedCamera();
    expect(await action(harness, operator, id, { action: 'agree' })).toEqual({ status: 403, body: { error: 'Only the parties of a transaction may act on it' } });
  });
});

describe('the Customer as integrations read and send it', () => {
  it('carries customer_email_verification, shipping_address, verification.not_required and account_type', async () => {
    const { status, body } = await send(harness, broker, 'GET', '/2017-09-01/customer/me');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      shipping_address: null,
      account_type: 'individual',
      customer_email_verification: { verified: true },
      verification: { personal: { status: 'not_verified' }, company: { status: 'not_verified' }, not_required: true },
    });
    const invited = await send(harness, broker, 'POST', '/2017-09-01/customer', { email: 'invited-fidelity@example.com' });
    expect(invited.status).toBe(200);
    expect(invited.body.customer_email_verification).toEqual({ verified: false });
  });

  it('accepts back what GET answered with one change, ignoring the read-only fields', async () => {
    await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', {
      first_name: 'Sam',
      company: { company_name: 'Sam Sells LLC', address: { country: 'US' } },
      tax_numbers: [{ type: 'ein', number: '12-3456789' }],
    });
    const read = await send(harness, seller, 'GET', '/2017-09-01/customer/me');
    expect(read.body.account_type).toBe('company');
    const edited = { ...read.body, shipping_address: { line1: '9 Dock Road', city: 'Oakland', state: 'CA', post_code: '94607', country: 'US' } };
    const patched = await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', edited);
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      ...read.body,
      shipping_address: { line1: '9 Dock Road', line2: null, city: 'Oakland', state: 'CA', post_code: '94607', country: 'US' },
    });
    // Sent back once more, unchanged: still accepted, still the same.
    expect(await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', patched.body)).toEqual({ status: 200, body: patched.body });
  });

  it('checks shipping_address as an address and clears it with null', async () => {
    const bad = await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', { shipping_address: { line1: '9 Dock Road', country: 'Atlantis' } });
    expect(bad).toEqual({
      status: 422,
      body: { errors: { shipping_address: { city: ['is required'], country: ['must be an ISO 3166-1 alpha-2 country code, such as US'] } } },
    });
    const cleared = await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', { shipping_address: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.shipping_address).toBeNull();
  });
});
