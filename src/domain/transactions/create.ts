import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { ValidationError } from '../shared/errors.js';
import { computeTransactionFees } from '../fees/compute.js';
import { invitationMail } from '../customers/find-or-invite.js';
import { customerName, type TransactionSummary } from '../mail.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { validateCreateTransaction, type CreateTransactionContext, type CreateTransactionInput, type ValidatedTransaction } from './create-input.js';
import { isTransferable } from '../shared/item-types.js';
import { initialStatusCode } from '../lifecycle/status-code.js';
import type { TransactionRecord } from './record.js';
import { transactionStore as store, type CreationNotes, type NewTransaction } from './store/index.js';
import { inSpan } from '../../tracing.js';

type Tx = Prisma.TransactionClient;

/** What the rules of creation are checked against: the caller (`me`) and the service's clock. */
export function creationContext(services: Services, viewer: Viewer): CreateTransactionContext {
  return { callerEmail: viewer.customer.email, now: services.clock.now() };
}

/**
 * POST /transaction and the createTransaction mutation: checks every rule (all problems at
 * once, by domain field path), creates accounts (with an invitation) for people named who have
 * none, prices the fees, and stores the transaction with its status code, its `create` event
 * and its first timeline entry in one database transaction.
 */
export function createTransaction(services: Services, viewer: Viewer, input: CreateTransactionInput): Promise<TransactionRecord> {
  return inSpan('create transaction', {}, () => createOnce(services, viewer, input));
}

async function createOnce(services: Services, viewer: Viewer, input: CreateTransactionInput): Promise<TransactionRecord> {
  const validation = validateCreateTransaction(input, creationContext(services, viewer));
  if (!validation.ok) throw new ValidationError(validation.errors);
  const transaction = validation.value;
  const now = services.clock.now();
  const caller = viewer.customer;

  // The accounts of everyone named: when all exist (the usual case), the transaction is stored
  // by one statement with no interactive transaction around it (two round trips in all: this
  // read and that statement). Otherwise the accounts are created, with their invitations, and
  // the transaction stored by the same statement, in one database transaction.
  const emails = [...new Set([caller.email, ...transaction.parties.map((party) => party.email)])];
  const existing = await store.partyCustomers(services.db, emails);
  let record: TransactionRecord;
  if (existing.length === emails.length) {
    const row = newTransactionRow(services, caller, transaction, now, new Map(existing.map((customer) => [customer.email, customer])));
    record = await store.insert(services, row, creationNotes(caller));
  } else {
    record = await writeTransaction(services, async (tx) => {
      const customers = await resolveCustomers(tx, services, caller.id, emails, invitationSummary(caller, transaction));
      const row = newTransactionRow(services, caller, transaction, now, customers);
      return store.insertIn(tx, row, creationNotes(caller));
    });
  }
  services.outbox.changed(record);
  return record;
}

/** What an invitation says of the transaction being created: its creator, its items and their amounts. */
function invitationSummary(caller: Viewer['customer'], transaction: ValidatedTransaction): TransactionSummary {
  return {
    inviter: customerName(caller),
    description: transaction.description,
    currency: transaction.currency,
    items: transaction.items.map((item) => ({ title: item.title, amount: item.schedule.reduce((sum, entry) => sum + entry.amountMinor, 0n) })),
  };
}

function creationNotes(caller: Viewer['customer']): CreationNotes {
  return {
    timeline: { event: 'create', actorId: caller.id, notes: `Transaction created by ${caller.email}` },
    event: { name: 'create', partnerId: caller.id, actorId: caller.id },
  };
}

/** The new transaction as it will be stored: parties, priced fees and status code from the accounts of everyone named. */
function newTransactionRow(
  services: Services,
  caller: Viewer['customer'],
  transaction: ValidatedTransaction,
  now: Date,
  customers: Map<string, PartyCustomer>,
): NewTransaction {
  const idOf = (email: string) => customers.get(email)!.id;
  const countries = new Map([...customers.values()].map((c) => [c.email, c.addressCountry]));
  const pricedItems = computeTransactionFees(transaction, services.feeTable, countries);
  if (transaction.items.length === 0) throw new Error('a transaction to store has no item');

  // The caller agrees by creating; everyone else agrees later.
  const parties = [...transaction.parties, { role: 'partner' as const, email: caller.email }].map((party) => {
    const isCaller = party.email === caller.email;
    const customer = customers.get(party.email)!;
    return {
      role: party.role,
      customerId: customer.id,
      agreed: isCaller,
      agreedAt: isCaller ? now : null,
      initiator: isCaller,
      verificationRequired: false,
      disbursementMethodId: null,
      customer,
    };
  });
  const statusCode = initialStatusCode({
    isDraft: transaction.isDraft,
    parties,
    items: transaction.items.map((item) => ({
      type: item.type,
      schedules: item.schedule.map((entry) => ({
        amount: entry.amountMinor,
        payerCustomerId: idOf(entry.payerEmail),
        beneficiaryCustomerId: idOf(entry.beneficiaryEmail),
      })),
    })),
  });
  return {
    currency: transaction.currency,
    description: transaction.description,
    reference: transaction.reference,
    creatorId: caller.id,
    auctionId: transaction.auctionId,
    isDraft: transaction.isDraft,
    isCancelled: false,
    cancellationReason: null,
    statusCode,
    totalAmount: transaction.items
      .filter((item) => isTransferable(item.type))
      .flatMap((item) => item.schedule)
      .reduce((sum, entry) => sum + entry.amountMinor, 0n),
    privacy: transaction.privacy ? { ...transaction.privacy } : null,
    selectedPaymentMethod: null,
    wireReference: null,
    paymentReturnUrl: null,
    clockOffsetSeconds: 0,
    version: 0,
    createdAt: now,
    closedAt: null,
    updatedAt: now,
    parties,
    items: transaction.items.map((item, position) => ({
      position,
      title: item.title,
      description: item.description,
      type: item.type,
      category: item.category,
      quantity: item.quantity,
      inspectionPeriod: item.inspectionPeriod,
      extraAttributes: { ...item.extraAttributes },
      accepted: false,
      acceptedReturned: false,
      canceled: false,
      inDispute: false,
      received: false,
      receivedReturned: false,
      rejected: false,
      rejectedReturned: false,
      shipped: false,
      shippedReturned: false,
      inspectionEndsAt: null,
      rejectionReason: null,
      returnRejectionReason: null,
      schedules: item.schedule.map((entry, index) => ({
        position: index,
        amount: entry.amountMinor,
        payerCustomerId: idOf(entry.payerEmail),
        beneficiaryCustomerId: idOf(entry.beneficiaryEmail),
        dueDate: entry.dueDate,
        secured: false,
        securedAt: null,
        disbursedToBeneficiary: false,
        disbursedAt: null,
        refunded: false,
      })),
      fees: (pricedItems[position]?.fees ?? []).map((fee, index) => ({
        position: index,
        type: fee.type,
        payerCustomerId: idOf(fee.payerEmail),
        splitBasisPoints: fee.splitBasisPoints,
        amountWithoutTaxes: fee.amountWithoutTaxes,
        taxes: fee.taxes.map((tax) => ({ type: tax.type, amount: tax.amount })),
      })),
    })),
  };
}

/** What a party record shows of its customer (transactionInclude), and the country fees are priced by. */
type PartyCustomer = NewTransaction['parties'][number]['customer'];

/**
 * The accounts of everyone named, creating those who have none (spec 4.1 rule 4) and
 * recording their invitations. Two requests naming the same new person at once both succeed:
 * the insert skips duplicates and the read that follows sees the one row.
 */
async function resolveCustomers(tx: Tx, services: Services, callerId: number, emails: string[], summary: TransactionSummary): Promise<Map<string, PartyCustomer>> {
  const existing = await store.partyCustomers(tx, emails);
  const known = new Set(existing.map((customer) => customer.email));
  const missing = emails.filter((email) => !known.has(email));
  if (missing.length === 0) return new Map(existing.map((customer) => [customer.email, customer]));

  await tx.customer.createMany({ data: missing.map((email) => ({ email, createdById: callerId })), skipDuplicates: true });
  const all = await store.partyCustomers(tx, emails);
  const invited = all.filter((customer) => missing.includes(customer.email));
  const mails = [];
  for (const customer of invited) mails.push(await invitationMail(tx, services, customer, summary));
  await services.mailer.send(tx, mails);
  return new Map(all.map((customer) => [customer.email, customer]));
}
