import { describe, expect, it } from 'vitest';
import { checkCustomerChanges, checkNewCustomer, type CustomerChangesInput } from '../../../src/domain/customers/customer-input.js';
import { ErrorReport } from '../../../src/domain/shared/field-errors.js';

const now = new Date('2026-06-01T00:00:00Z');
const existing = { email: 'sam@example.com', taxNumberIds: new Set([7]), disbursementMethodIds: new Set([3]) };

function problems(input: CustomerChangesInput) {
  const report = new ErrorReport();
  checkCustomerChanges(input, now, existing, report.at());
  return report.toObject();
}

describe('customer changes, checked in domain terms', () => {
  it('reports each problem at the input’s own field path', () => {
    expect(
      problems({
        email: 'other@example.com',
        firstName: 'x'.repeat(101),
        dateOfBirth: '1985-02-30',
        address: { line1: '1 Main St', country: 'USA' },
        company: { companyName: ' ', address: { country: 'Narnia' } },
        taxNumbers: [{ id: 8, type: 'ein', number: '12-345' }],
        disbursementMethods: [{ id: 4 }, { type: 'wire', accountName: 'Sam', bankIban: 'GB00WEST12345698765432', bankSwiftCode: 'NWBKGB2L' }],
      }),
    ).toEqual({
      email: ['cannot be changed through the API'],
      firstName: ['must be at most 100 characters long'],
      dateOfBirth: ['must be a date such as 1990-05-17 (an ISO 8601 timestamp is read as its date)'],
      address: { city: ['is required'], country: ['must be an ISO 3166-1 alpha-2 country code, such as US'] },
      company: { companyName: ['is required'], address: { country: ['must be an ISO 3166-1 alpha-2 country code, such as US'] } },
      taxNumbers: {
        0: { id: ['does not identify a tax number of this customer'], number: ['must be a 9-digit Employer Identification Number, such as 12-3456789'] },
      },
      disbursementMethods: {
        0: { id: ['does not identify a saved disbursement method of this customer'] },
        1: { bankIban: ['must be a valid IBAN, such as GB82WEST12345698765432'] },
      },
    });
  });

  it('accepts the email unchanged, clears fields given as null or blank, and leaves out a saved method', () => {
    const report = new ErrorReport();
    const changes = checkCustomerChanges(
      { email: ' SAM@example.com ', firstName: '  ', phoneNumber: null, address: { line1: null, city: '' }, disbursementMethods: [{ id: 3 }] },
      now,
      existing,
      report.at(),
    );
    expect(report.hasErrors).toBe(false);
    expect(changes).toEqual({ profile: { firstName: null, phoneNumber: null, address: null }, taxNumbers: [], disbursementMethods: [] });
  });

  it('requires an email on creation and refuses ids there', () => {
    const report = new ErrorReport();
    checkNewCustomer({ email: ' ', disbursementMethods: [{ id: 3 }] }, now, report.at());
    expect(report.toObject()).toEqual({ email: ['is required'], disbursementMethods: { 0: { id: ['must not be sent: ids are assigned by the service'] } } });
  });
});
