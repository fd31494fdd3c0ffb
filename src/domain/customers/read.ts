/**
 * Reading a customer account. What is loaded depends on who asks (docs/decisions.md): the
 * account holder sees everything, including tax numbers, saved disbursement methods and
 * webhooks; an approved partner acting for the customer sees the profile only.
 */
import type { Customer, DisbursementMethod, IdentificationDocument, Prisma, TaxNumber } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { NotFoundError } from '../shared/errors.js';
import type { Services } from '../services.js';
import type { WebhookSummary } from '../webhooks/webhooks.js';
import { customerAccess, customerNotFoundMessage, type CustomerRef, type Relation } from '../access/customers.js';
import { electronicVerification, type ElectronicVerification } from '../verification/electronic.js';
import { customerVerified, partiesRequiringVerificationWhere, type VerificationRules } from '../verification/rules.js';

export interface CustomerView {
  customer: Customer;
  relation: Relation;
  /** Whether an open transaction of the customer asks it to verify and it has not (Party verification_required). */
  verificationRequired: boolean;
  /** electronic_verification: what the operator configured. */
  electronicVerification: ElectronicVerification;
  /** The account holder's own details; null for anyone else. */
  private: { taxNumbers: TaxNumber[]; disbursementMethods: DisbursementMethod[]; webhooks: WebhookSummary[] } | null;
}

const privateInclude = {
  taxNumbers: { orderBy: { id: 'asc' } },
  disbursementMethods: { where: { deletedAt: null }, orderBy: { id: 'asc' } },
  // Never the secret: it is shown once, when the webhook is registered.
  webhooks: { where: { deletedAt: null }, orderBy: { id: 'asc' }, select: { id: true, url: true, events: true, isActive: true, createdAt: true } },
} satisfies Prisma.CustomerInclude;

type Reader = Pick<Prisma.TransactionClient, 'customer'>;

/**
 * A party of the customer in an open (neither cancelled nor closed) transaction that the
 * verification rules apply to: loaded with the customer (src/domain/verification/rules.ts).
 */
function verificationRequiredInclude(rules: VerificationRules) {
  const where = partiesRequiringVerificationWhere(rules);
  // No rule: a filter that matches nothing keeps one statement shape.
  return { parties: { where: where ?? { id: { lt: 0 } }, select: { id: true }, take: 1 } } satisfies Prisma.CustomerInclude;
}

/** One statement: the customer with what `relation` may see. */
export async function loadCustomerView(
  db: Reader,
  customerId: number,
  relation: Relation,
  rules: VerificationRules & Parameters<typeof electronicVerification>[0],
): Promise<CustomerView> {
  const electronic = electronicVerification(rules);
  const required = (parties: unknown[], customer: Customer) => parties.length > 0 && !customerVerified(customer);
  if (relation === 'acting_partner') {
    const record = await db.customer.findUnique({ where: { id: customerId }, include: verificationRequiredInclude(rules) });
    if (!record) throw new NotFoundError(customerNotFoundMessage);
    const { parties, ...customer } = record;
    return { customer, relation, verificationRequired: required(parties, customer), electronicVerification: electronic, private: null };
  }
  const record = await db.customer.findUnique({ where: { id: customerId }, include: { ...privateInclude, ...verificationRequiredInclude(rules) } });
  if (!record) throw new NotFoundError(customerNotFoundMessage);
  const { taxNumbers, disbursementMethods, webhooks, parties, ...customer } = record;
  return {
    customer,
    relation,
    verificationRequired: required(parties, customer),
    electronicVerification: electronic,
    private: { taxNumbers, disbursementMethods, webhooks },
  };
}

/** GET /customer/me and /customer/{customer_id}. */
export async function getCustomer(services: Services, viewer: Viewer, ref: CustomerRef): Promise<CustomerView> {
  const access = await customerAccess(services.prisma, viewer, ref);
  return loadCustomerView(services.prisma, access.customerId, access.relation, services.config.verification);
}

/** GET /customer/{customer_id}/identification-documents: the same access as the customer. */
export async function listIdentificationDocuments(services: Services, viewer: Viewer, ref: CustomerRef): Promise<Omit<IdentificationDocument, 'content'>[]> {
  // The records only: a listing never reads the files.
  const access = await customerAccess(services.prisma, viewer, ref);
  return services.prisma.identificationDocument.findMany({ where: { customerId: access.customerId }, orderBy: { id: 'asc' }, omit: { content: true } });
}

/** `company` once company details are on file, `individual` otherwise (docs/decisions.md). */
export function accountTypeOf(customer: Pick<Customer, 'companyName'>): 'individual' | 'company' {
  return customer.companyName === null ? 'individual' : 'company';
}

/**
 * The holder has shown control of the address: a password is only ever set through the link
 * mailed to it (or by an operator opening the account), and an account without one cannot sign in.
 */
export function emailVerified(customer: Pick<Customer, 'passwordHash'>): boolean {
  return customer.passwordHash !== null;
}
