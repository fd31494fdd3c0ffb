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

export interface CustomerView {
  customer: Customer;
  relation: Relation;
  /** Whether an open transaction of the customer asks it to verify its identity (Party.verificationRequired). */
  verificationRequired: boolean;
  /** The account holder's own details; null for anyone else. */
  private: { taxNumbers: TaxNumber[]; disbursementMethods: DisbursementMethod[]; webhooks: WebhookSummary[] } | null;
}

const privateInclude = {
  taxNumbers: { orderBy: { id: 'asc' } },
  disbursementMethods: { where: { deletedAt: null }, orderBy: { id: 'asc' } },
  // Never the secret: it is shown once, when the webhook is registered.
  webhooks: { where: { deletedAt: null }, orderBy: { id: 'asc' }, select: { id: true, url: true, createdAt: true } },
} satisfies Prisma.CustomerInclude;

type Reader = Pick<Prisma.TransactionClient, 'customer'>;

/** A party of the customer in an open (neither cancelled nor closed) transaction that must verify: loaded with the customer. */
const verificationRequiredInclude = {
  parties: { where: { verificationRequired: true, transaction: { isCancelled: false, closedAt: null } }, select: { id: true }, take: 1 },
} satisfies Prisma.CustomerInclude;

/** One statement: the customer with what `relation` may see. */
export async function loadCustomerView(db: Reader, customerId: number, relation: Relation): Promise<CustomerView> {
  if (relation === 'acting_partner') {
    const record = await db.customer.findUnique({ where: { id: customerId }, include: verificationRequiredInclude });
    if (!record) throw new NotFoundError(customerNotFoundMessage);
    const { parties, ...customer } = record;
    return { customer, relation, verificationRequired: parties.length > 0, private: null };
  }
  const record = await db.customer.findUnique({ where: { id: customerId }, include: { ...privateInclude, ...verificationRequiredInclude } });
  if (!record) throw new NotFoundError(customerNotFoundMessage);
  const { taxNumbers, disbursementMethods, webhooks, parties, ...customer } = record;
  return { customer, relation, verificationRequired: parties.length > 0, private: { taxNumbers, disbursementMethods, webhooks } };
}

/** GET /customer/me and /customer/{customer_id}. */
export async function getCustomer(services: Services, viewer: Viewer, ref: CustomerRef): Promise<CustomerView> {
  const access = await customerAccess(services.prisma, viewer, ref);
  return loadCustomerView(services.prisma, access.customerId, access.relation);
}

/** GET /customer/{customer_id}/identification-documents: the same access as the customer. */
export async function listIdentificationDocuments(services: Services, viewer: Viewer, ref: CustomerRef): Promise<IdentificationDocument[]> {
  const access = await customerAccess(services.prisma, viewer, ref);
  return services.prisma.identificationDocument.findMany({ where: { customerId: access.customerId }, orderBy: { id: 'asc' } });
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

export interface ElectronicVerification {
  available: boolean;
  documentsSupported: string[];
}

/**
 * Whether the customer may verify its identity electronically, and with which documents
 * (the Customer's `electronic_verification`). No electronic verification provider is
 * configured here, so none is available to anyone; both faces read it from here.
 */
export function electronicVerificationOf(_customer: Pick<Customer, 'id'>): ElectronicVerification {
  return { available: false, documentsSupported: [] };
}
