import { describe, expect, it } from 'vitest';
import { idAssignedByServiceMessage, unknownSavedMethodMessage } from '../../../src/domain/customers/customer-input.js';
import { parseCustomerChanges, parseNewCustomer } from '../../../src/rest/parse/customer.js';
import { unreadableId } from '../../../src/rest/parse/disbursement-method.js';

const read = (parse: typeof parseNewCustomer | typeof parseCustomerChanges, body: unknown) => {
  const result = parse(body);
  return { input: result.input as Record<string, unknown>, errors: result.errors.toObject(), renames: result.renames, taxNumberCount: result.taxNumberCount };
};

describe('customer bodies', () => {
  it('passes disbursement_methods that is not a list on as null (the domain answers who may send it), reported under all', () => {
    const { input, errors } = read(parseCustomerChanges, { disbursement_methods: 'many' });
    expect(input.disbursementMethods).toBeNull();
    expect(errors).toEqual({ disbursement_methods: { all: ['must be a list of disbursement methods'] } });
  });

  it('reports tax_numbers that is not a list on the field and leaves it out; counts the tax numbers sent', () => {
    const notAList = read(parseNewCustomer, { email: 'a@example.com', tax_numbers: 'x' });
    expect(notAList.input.taxNumbers).toBeUndefined();
    expect(notAList.errors).toEqual({ tax_numbers: ['must be a list of tax numbers, each with type and number'] });
    const two = read(parseNewCustomer, { tax_numbers: [1, { type: 'vat', number: '1', colour: 'red' }] });
    expect(two.taxNumberCount).toBe(2);
    expect(two.input.taxNumbers).toEqual([{}, { type: 'vat', number: '1' }]);
    expect(two.errors).toEqual({ tax_numbers: { 0: { all: ['must be an object with type and number'] }, 1: { colour: ['is not a field of a tax number'] } } });
  });

  it('reads an entry with an id as a saved method, with the message its purpose gives for one that cannot be', () => {
    const body = { disbursement_methods: [{ id: 4, type: 9 }, { id: 'x' }, { type: 'ach', intermediary_bank: { bank_name: 'B' } }] };
    const created = read(parseNewCustomer, body);
    expect(created.input.disbursementMethods).toEqual([
      { id: 4 },
      { id: unreadableId },
      expect.objectContaining({ type: 'ach', intermediaryBanks: [{ bankName: 'B' }] }),
    ]);
    expect(created.errors).toEqual({ disbursement_methods: { 1: { id: [idAssignedByServiceMessage] } } });
    expect(created.renames).toEqual({ 'disbursementMethods.2.intermediaryBanks.0': 'disbursement_methods.2.intermediary_bank' });
    expect(read(parseCustomerChanges, body).errors).toEqual({ disbursement_methods: { 1: { id: [unknownSavedMethodMessage] } } });
  });

  it('keeps null as a clearing in a PATCH, ignores read-only fields there and refuses them in a POST', () => {
    const changes = read(parseCustomerChanges, { first_name: null, address: null, company: null, email: null, id: 3, verification: {} });
    expect(changes.input).toMatchObject({ firstName: null, address: null, company: null, email: null });
    expect(changes.errors).toEqual({});
    const created = read(parseNewCustomer, { email: null, id: 3 });
    expect(created.input.email).toBeUndefined();
    expect(created.errors).toEqual({ id: ['is not a field that can be set'] });
  });
});
