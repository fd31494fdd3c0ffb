import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { ValidationError } from '../shared/errors.js';
import { computeTransactionFees } from '../fees/compute.js';
import { invitationMail } from '../customers/find-or-invite.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { validateCreateTransaction, type CreateTransactionContext, type CreateTransactionInput, type ValidatedTransaction } from './create-input.js';
import { isTransferable } from '../shared/item-types.js';
import { initialStatusCode } from '../lifecycle/status-code.js';
import { transactionInclude, type TransactionRecord } from './record.js';

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
export async function createTransaction(services: Services, viewer: Viewer, input: CreateTransactionInput): Promise<TransactionRecord> {
  const validation = validateCreateTransaction(input, creationContext(services, viewer));
  if (!validation.ok) throw new ValidationError(validation.errors);
  const transaction = validation.value;
  const now = services.clock.now();
  const caller = viewer.customer;

  const record = await writeTransaction(services, async (tx) => {
    const customers = await resolveCustomers(tx, services, caller, transaction);
    const idOf = (email: string) => customers.get(email)!.id;
    const countries = new Map([...customers.values()].map((c) => [c.email, c.addressCountry]));
    const pricedItems = computeTransactionFees(transaction, services.feeTable, countries);

    // The caller agrees by creating; everyone else agrees later.
    const parties = [...transaction.parties, { role: 'partner' as const, email: caller.email }].map((party) => {
      const isCaller = party.email === caller.email;
      return { role: party.role, customerId: idOf(party.email), agreed: isCaller, agreedAt: isCaller ? now : null, initiator: isCaller };
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
    return tx.transaction.create({
      data: {
        currency: transaction.currency,
        description: transaction.description,
        reference: transaction.reference,
        auctionId: transaction.auctionId,
        isDraft: transaction.isDraft,
        statusCode,
        creatorId: caller.id,
        privacy: transaction.privacy ? { ...transaction.privacy } : undefined,
        totalAmount: transaction.items
          .filter((item) => isTransferable(item.type))
          .flatMap((item) => item.schedule)
          .reduce((sum, entry) => sum + entry.amountMinor, 0n),
        createdAt: now,
        parties: { create: parties },
        items: {
          create: transaction.items.map((item, position) => ({
            position,
            title: item.title,
            description: item.description,
            type: item.type,
            category: item.category,
            quantity: item.quantity,
            inspectionPeriod: item.inspectionPeriod,
            extraAttributes: { ...item.extraAttributes },
            schedules: {
              create: item.schedule.map((entry, index) => ({
                position: index,
                amount: entry.amountMinor,
                payerCustomerId: idOf(entry.payerEmail),
                beneficiaryCustomerId: idOf(entry.beneficiaryEmail),
                dueDate: entry.dueDate,
              })),
            },
            fees: {
              create: (pricedItems[position]?.fees ?? []).map((fee, index) => ({
                position: index,
                type: fee.type,
                payerCustomerId: idOf(fee.payerEmail),
                splitBasisPoints: fee.splitBasisPoints,
                amountWithoutTaxes: fee.amountWithoutTaxes,
                taxes: { create: fee.taxes.map((tax) => ({ type: tax.type, amount: tax.amount })) },
              })),
            },
          })),
        },
        timelineEntries: { create: { event: 'create', actorId: caller.id, notes: `Transaction created by ${caller.email}`, createdAt: now } },
        events: { create: { name: 'create', partnerId: caller.id, actorId: caller.id, createdAt: now } },
      },
      include: transactionInclude,
    });
  });
  services.outbox.changed();
  return record;
}

interface PartyCustomer {
  id: number;
  email: string;
  addressCountry: string | null;
}

/**
 * The accounts of everyone named, creating those who have none (spec 4.1 rule 4) and
 * recording their invitations. Two requests naming the same new person at once both succeed:
 * the insert skips duplicates and the read that follows sees the one row.
 */
async function resolveCustomers(tx: Tx, services: Services, caller: PartyCustomer, transaction: ValidatedTransaction): Promise<Map<string, PartyCustomer>> {
  const callerId = caller.id;
  // The caller is always a party (the partner), also when it names two other people.
  const emails = [...new Set([caller.email, ...transaction.parties.map((party) => party.email)])];
  const select = { id: true, email: true, addressCountry: true } as const;
  const existing = await tx.customer.findMany({ where: { email: { in: emails } }, select });
  const known = new Set(existing.map((customer) => customer.email));
  const missing = emails.filter((email) => !known.has(email));
  if (missing.length === 0) return new Map(existing.map((customer) => [customer.email, customer]));

  await tx.customer.createMany({ data: missing.map((email) => ({ email, createdById: callerId })), skipDuplicates: true });
  const all = await tx.customer.findMany({ where: { email: { in: emails } }, select });
  const invited = all.filter((customer) => missing.includes(customer.email));
  const mails = [];
  for (const customer of invited) mails.push(await invitationMail(tx, services, customer));
  await services.mailer.send(tx, mails);
  return new Map(all.map((customer) => [customer.email, customer]));
}
