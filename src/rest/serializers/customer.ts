import type { Customer } from '../../db/generated/client.js';
import { customerAddress, storedAddress } from '../../domain/shared/address.js';
import { accountTypeOf, emailVerified, type CustomerView } from '../../domain/customers/read.js';
import { electronicVerificationOff, type ElectronicVerification } from '../../domain/verification/electronic.js';
import { serializeAddress, serializeOptionalAddress } from './address.js';
import { serializeDisbursementMethod } from './disbursement-method.js';
import { serializeWebhook } from './webhook.js';

type HolderDetails = NonNullable<CustomerView['private']>;

const noDetails: HolderDetails = { taxNumbers: [], disbursementMethods: [], webhooks: [] };

/**
 * The spec's Customer object (section 2.6), snake_case. With `details` (the account holder's
 * view) it carries tax_numbers, disbursement_methods and webhooks; with null (an approved
 * partner acting for the customer) those keys are left out: absent, not empty.
 */
export function serializeCustomer(
  c: Customer,
  details: HolderDetails | null = noDetails,
  verificationRequired = false,
  electronic: ElectronicVerification = electronicVerificationOff,
) {
  const companyAddress = storedAddress(c.companyAddress);
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
    address: serializeAddress(customerAddress(c)),
    shipping_address: serializeOptionalAddress(storedAddress(c.shippingAddress)),
    account_type: accountTypeOf(c),
    customer_email_verification: { verified: emailVerified(c) },
    company: c.companyName === null && companyAddress === null ? null : { company_name: c.companyName, address: serializeOptionalAddress(companyAddress) },
    ...(details === null ? {} : { tax_numbers: details.taxNumbers.map((t) => ({ id: t.id, type: t.type, number: t.number })) }),
    verification: {
      personal: { status: c.personalVerificationStatus },
      company: { status: c.companyVerificationStatus },
      not_required: !verificationRequired,
    },
    electronic_verification: { available: electronic.available, documents_supported: electronic.documentsSupported },
    ...(details === null
      ? {}
      : {
          disbursement_methods: details.disbursementMethods.map(serializeDisbursementMethod),
          webhooks: details.webhooks.map((webhook) => serializeWebhook(webhook)),
        }),
  };
}

export function serializeCustomerView(view: CustomerView) {
  return serializeCustomer(view.customer, view.private, view.verificationRequired, view.electronicVerification);
}
