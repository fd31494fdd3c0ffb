import { describe, expect, it } from 'vitest';
import { countryMessage } from '../../../src/domain/shared/address.js';
import { ValidationError, type FieldErrors } from '../../../src/domain/shared/errors.js';
import { parseCustomerChanges } from '../../../src/rest/parse/customer.js';
import { submitCustomer } from '../../../src/rest/parse/customer-errors.js';

/** The answer of a PATCH body whose domain operation refuses with `domainErrors` (domain paths). */
async function answer(body: unknown, domainErrors: FieldErrors): Promise<FieldErrors> {
  const refuse = async () => {
    throw new ValidationError(domainErrors);
  };
  const error = await submitCustomer(parseCustomerChanges(body), { check: () => domainErrors, run: refuse }).catch((caught: unknown) => caught);
  if (!(error instanceof ValidationError)) throw new Error(`expected a ValidationError, got ${String(error)}`);
  return error.errors;
}

describe('CustomerValidationResponse from domain paths', () => {
  it('folds names and the date of birth into name_and_dob, each message starting with its wire field', async () => {
    expect(
      await answer(
        { first_name: 'x', date_of_birth: '2999-01-01' },
        {
          firstName: ['must be at most 100 characters long'],
          dateOfBirth: ['must be a date in the past, after 1900'],
          username: ['must be 3 to 64 letters, digits, dots, hyphens or underscores'],
        },
      ),
    ).toEqual({
      name_and_dob: ['first_name: must be at most 100 characters long', 'date_of_birth: must be a date in the past, after 1900'],
      username: ['must be 3 to 64 letters, digits, dots, hyphens or underscores'],
    });
  });

  it('lists name_and_dob in field order, whether the parser or the domain found the problem', async () => {
    expect(await answer({ first_name: 'x', last_name: 7 }, { firstName: ['must be at most 100 characters long'] })).toEqual({
      name_and_dob: ['first_name: must be at most 100 characters long', 'last_name: must be a string'],
    });
  });

  it('folds the company’s fields into company, prefixed by their path under it', async () => {
    expect(
      await answer(
        { company: {} },
        { company: { companyName: ['is required'], address: { line1: ['must be at most 200 characters long'], country: [countryMessage] } } },
      ),
    ).toEqual({
      company: ['company_name: is required', 'address.line1: must be at most 200 characters long', `address.country: ${countryMessage}`],
    });
  });

  it('puts the company’s unreadable fields first, as the contract reads them', async () => {
    expect(await answer({ company: { name: 'Acme', address: { line1: 5 } } }, { company: { companyName: ['is required'] } })).toEqual({
      company: ['name: is not a field of a company', 'company_name: is required', 'address.line1: must be a string'],
    });
  });

  it('moves tax numbers’ problems to type, number and id, naming the entry when several were sent', async () => {
    expect(await answer({ tax_numbers: [{}, {}] }, { taxNumbers: { 1: { number: ['is required'], type: ['is required'] } } })).toEqual({
      type: ['tax_numbers[1]: is required'],
      number: ['tax_numbers[1]: is required'],
    });
    expect(await answer({ tax_numbers: [{}] }, { taxNumbers: { 0: { id: ['does not identify a tax number of this customer'] } } })).toEqual({
      id: ['does not identify a tax number of this customer'],
    });
  });

  it('snake-cases every other domain path', async () => {
    expect(await answer({}, { disbursementMethods: { 0: { bankIban: ['must be a valid IBAN, such as GB82WEST12345698765432'] } }, phoneNumber: ['x'] })).toEqual({
      phone_number: ['x'],
      disbursement_methods: { 0: { bank_iban: ['must be a valid IBAN, such as GB82WEST12345698765432'] } },
    });
  });
});
