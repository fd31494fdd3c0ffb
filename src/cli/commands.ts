import { canonicalEmail } from '../domain/shared/email.js';
import type { Database } from '../db/database.js';
import { createApiKey } from '../domain/api-keys.js';
import { createAccount } from '../domain/customers/create-account.js';
import { setPartnerApproval } from '../domain/customers/partner-approval.js';
import type { Services } from '../domain/services.js';
import { auditLedger, trialBalance, type LedgerAudit } from '../domain/audit/ledger.js';
import { ValidationError } from '../domain/shared/errors.js';
import { recordPayment } from '../domain/transactions/funding.js';
import { paymentOverview } from '../domain/payments/buyer-payment.js';
import { formatMoney } from '../domain/shared/money.js';
import { serializeBuyerPayment } from '../rest/serializers/buyer-payment.js';
import { viewTransaction } from '../domain/transactions/view.js';
import { serializeApiKey } from '../rest/serializers/api-key.js';
import { serializeCustomer } from '../rest/serializers/customer.js';
import { serializeTransaction } from '../rest/serializers/transaction.js';
import type { ApiKeyCreateOptions, CustomerCreateOptions, LedgerAuditOptions, PartnerApproveOptions, PaymentRecordOptions } from './command-line.js';

// The CLI's commands: each takes what it works on and its parsed options and returns the JSON
// the CLI prints, or throws the domain error the CLI reports.

/** Opening the database applied what was pending: report it. */
export function migrated(db: Database) {
  return { database: db.kind, applied: db.appliedMigrations };
}

export async function customerCreate(services: Services, options: CustomerCreateOptions) {
  const customer = await createAccount(services, {
    email: options.email,
    password: options.password,
    isPartner: options.partner,
    isOperator: options.operator,
  });
  return serializeCustomer(customer);
}

export async function apiKeyCreate(services: Services, options: ApiKeyCreateOptions) {
  const customer = await services.prisma.customer.findUnique({ where: { email: canonicalEmail(options.email) } });
  if (!customer) throw new ValidationError({ email: [`no customer with email ${options.email}`] });
  const created = await createApiKey(services, customer.id, options.name);
  return serializeApiKey(created.apiKey, created.key);
}

export async function partnerApprove(services: Services, options: PartnerApproveOptions) {
  const customer = await setPartnerApproval(services, { email: options.email }, !options.revoke);
  return { id: customer.id, email: customer.email, is_partner: customer.isPartner, act_as_customer_approved: customer.actAsCustomerApproved };
}

/**
 * An operator records money that arrived (a wire seen on the bank statement): the outstanding
 * balance is secured, or held in float with --float until it clears. Answers the transaction
 * as the REST API shows it to its partner.
 */
export async function paymentRecord(services: Services, options: PaymentRecordOptions) {
  const record = await recordPayment(services, { kind: 'service' }, options.transactionId, {
    amount: options.amount,
    method: options.method,
    externalReference: options.reference,
    float: options.float,
  });
  return serializeTransaction(viewTransaction(record, record.creatorId, services.config));
}

/** The ledger audit (docs/ledger.md, "Audit"), amounts as decimal strings; `ok: false` makes the CLI exit 1. */
export async function ledgerAudit(services: Services, options: LedgerAuditOptions) {
  const audit: LedgerAudit = await auditLedger(services.prisma, { pageSize: options.pageSize, maxViolations: options.maxViolations, now: services.clock.now() });
  return {
    ...audit,
    violations: audit.violations.map((violation) => ({
      ...violation,
      postings: violation.postings.map((posting) => ({
        ...posting,
        entries: posting.entries.map((entry) => ({ ...entry, amount: formatMoney(entry.amount) })),
      })),
    })),
  };
}

/** The trial balance per currency and account kind, amounts as decimal strings. */
export async function ledgerBalance(services: Services) {
  const balance = await trialBalance(services.prisma);
  return {
    currencies: balance.currencies.map((currency) => ({
      ...currency,
      total: formatMoney(currency.total),
      kinds: currency.kinds.map((kind) => ({ ...kind, balance: formatMoney(kind.balance) })),
    })),
  };
}

/** Before recording: how the buyer said it pays (the chosen method, buyer_payment) and what was recorded. */
export async function paymentShow(services: Services, transactionId: number) {
  const overview = await paymentOverview(services, transactionId);
  return {
    transaction_id: overview.id,
    currency: overview.currency,
    selected_payment_method: overview.selectedPaymentMethod,
    wire_reference: overview.wireReference,
    buyer_payment: overview.buyerPayment ? serializeBuyerPayment(overview.buyerPayment) : null,
    payments: overview.payments.map((payment) => ({
      amount: formatMoney(payment.amount),
      method: payment.method,
      reference: payment.externalReference,
      date_recorded: payment.createdAt.toISOString(),
    })),
  };
}
