import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { ValidationError, type FieldErrors } from '../shared/errors.js';
import { computeTransactionFees } from '../fees/compute.js';
import type { FeeTable } from '../fees/fee-table.js';
import { invitationMail } from '../customers/find-or-invite.js';
import type { Services } from '../services.js';
import { validateCreateTransaction, ESCROW, type CreateTransactionInput } from './create-input.js';
import { isTransferable } from '../shared/item-types.js';
import { parsePrivacy } from './privacy.js';
import { deriveStatusCode } from '../lifecycle/status-code.js';
import { transactionInclude, type TransactionRecord } from './record.js';
import { toSnapshot } from './snapshot.js';

type Tx = Prisma.TransactionClient;

/**
 * POST /transaction and the createTransaction mutation: validates every rule (all problems at
 * once), creates accounts (with an invitation) for people named who have none, prices the
 * fees, and stores the transaction, its `create` event and its first timeline entry in one
 * database transaction.
 */
export async function createTransaction(services: Services, viewer: Viewer, body: unknown): Promise<TransactionRecord> {
  const input = validate(services, viewer, body);
  const privacy = parsePrivacy(body, input.parties.some((p) => p.role === 'broker')).privacy;
  const now = services.clock.now();
  const caller = viewer.customer;

  const record = await services.prisma.$transaction(async (tx) => {
    const customers = await resolveCustomers(tx, services, caller, input);
    const idOf = (email: string) => customers.get(email)!.id;
    const countries = new Map([...customers.values()].map((c) => [c.email, c.addressCountry]));
    const pricedItems = computeTransactionFees(input, feeTable(services), countries);

    const parties = [...input.parties.map((p) => ({ role: p.role, email: p.email })), { role: 'partner' as const, email: caller.email }];
    const created = await tx.transaction.create({
      data: {
        currency: input.currency,
        description: input.description,
        reference: input.reference,
        auctionId: input.auctionId,
        isDraft: input.isDraft,
        creatorId: caller.id,
        privacy: privacy ? { ...privacy } : undefined,
        totalAmount: input.items
          .filter((item) => isTransferable(item.type))
          .flatMap((item) => item.schedule)
          .reduce((sum, entry) => sum + entry.amountMinor, 0n),
        createdAt: now,
        parties: {
          create: parties.map((party) => ({
            role: party.role,
            customerId: idOf(party.email),
            // The caller agrees by creating; everyone else agrees later.
            agreed: party.email === caller.email,
            agreedAt: party.email === caller.email ? now : null,
            initiator: party.email === caller.email,
          })),
        },
        items: {
          create: input.items.map((item, position) => ({
            position,
            title: item.title,
            description: item.description,
            type: item.type,
            category: item.category,
            quantity: item.quantity,
            inspectionPeriod: item.inspectionPeriod,
            // Only JSON values survive validation (booleans, numbers, strings).
            extraAttributes: item.extraAttributes as unknown as Prisma.InputJsonObject,
            schedules: {
              create: item.schedule.map((entry, index) => ({
                position: index,
                amount: entry.amountMinor,
                payerCustomerId: idOf(entry.payerEmail),
                beneficiaryCustomerId: entry.beneficiaryEmail === ESCROW ? null : idOf(entry.beneficiaryEmail),
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
    const statusCode = deriveStatusCode(toSnapshot(created, 0n));
    if (statusCode !== created.statusCode) await tx.transaction.update({ where: { id: created.id }, data: { statusCode } });
    return { ...created, statusCode };
  });
  services.outbox.changed();
  return record;
}

function validate(services: Services, viewer: Viewer, body: unknown): CreateTransactionInput {
  const result = validateCreateTransaction(body, { callerEmail: viewer.customer.email, now: services.clock.now() });
  const hasBroker = result.ok
    ? result.value.parties.some((party) => party.role === 'broker')
    : Array.isArray((body as { parties?: unknown })?.parties) &&
      ((body as { parties: unknown[] }).parties).some((party) => (party as { role?: unknown })?.role === 'broker');
  const privacyErrors = parsePrivacy(body, hasBroker).errors;
  if (!result.ok || privacyErrors) {
    const errors: FieldErrors = result.ok ? {} : (result.errors as FieldErrors);
    if (privacyErrors) errors.privacy = privacyErrors;
    throw new ValidationError(errors);
  }
  return result.value;
}

function feeTable(services: Services): FeeTable {
  return services.feeTable;
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
async function resolveCustomers(
  tx: Tx,
  services: Services,
  caller: PartyCustomer,
  input: CreateTransactionInput,
): Promise<Map<string, PartyCustomer>> {
  const callerId = caller.id;
  // The caller is always a party (the partner), also when it names two other people.
  const emails = [...new Set([caller.email, ...input.parties.map((party) => party.email)])];
  const select = { id: true, email: true, addressCountry: true } as const;
  const existing = await tx.customer.findMany({ where: { email: { in: emails } }, select });
  const known = new Set(existing.map((customer) => customer.email));
  const missing = emails.filter((email) => !known.has(email));
  if (missing.length === 0) return new Map(existing.map((customer) => [customer.email, customer]));

  await tx.customer.createMany({ data: missing.map((email) => ({ email, createdById: callerId })), skipDuplicates: true });
  const all = await tx.customer.findMany({ where: { email: { in: emails } }, select });
  await services.mailer.send(tx, missing.map((email) => invitationMail(services, email)));
  return new Map(all.map((customer) => [customer.email, customer]));
}
