import type { Customer, TaxNumber } from '../../db/generated/client.js';

export type CustomerWithRelations = Customer & { taxNumbers?: TaxNumber[] };

function address(c: Customer) {
  return {
    line1: c.addressLine1,
    line2: c.addressLine2,
    city: c.addressCity,
    state: c.addressState,
    post_code: c.addressPostCode,
    country: c.addressCountry,
  };
}

/** The spec's Customer object (section 2.6), snake_case, as the account holder sees it. */
export function serializeCustomer(c: CustomerWithRelations) {
  return {
    id: c.id,
    email: c.email,
    first_name: c.firstName,
    middle_name: c.middleName,
    last_name: c.lastName,
    username: c.username,
    display_name: c.displayName,
    date_of_birth: c.dateOfBirth?.toISOString() ?? null,
    phone_number: c.phoneNumber,
    address: address(c),
    company: c.companyName === null && c.companyAddress === null ? null : { company_name: c.companyName, address: c.companyAddress },
    tax_numbers: (c.taxNumbers ?? []).map((t) => ({ id: t.id, type: t.type, number: t.number })),
    verification: {
      personal: { status: c.personalVerificationStatus },
      company: { status: c.companyVerificationStatus },
    },
    electronic_verification: { available: false, documents_supported: [] as string[] },
  };
}
