import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError, NotFoundError } from '../shared/errors.js';
import type { Command } from '../lifecycle/commands.js';
import { fundingMethod, outstandingFor } from '../lifecycle/queries.js';
import { formatMoney } from '../shared/money.js';
import { requireSandbox } from '../access/sandbox.js';
import { loadPaymentFacts } from './payment-facts.js';
import { depositFeeOfPayment } from '../lifecycle/payment-options.js';
import type { Services } from '../services.js';
import { act, type Caller } from './act.js';
import type { TransactionRecord } from './record.js';

export interface IncomingPayment {
  /** Minor units; absent: exactly the outstanding balance. The core refuses any other amount. */
  amount?: bigint;
  /** wire_transfer, credit_card, sandbox, ...; absent: the buyer's selected payment method, else wire_transfer. */
  method?: string | null;
  externalReference?: string | null;
  /** Received but not cleared yet (cheque, direct debit): held in float until released. */
  float?: boolean;
  /** Milestone transactions: the milestones this payment is for; absent: everything outstanding. */
  itemIds?: number[];
}

/**
 * Funds arriving for a transaction: recorded by an operator (CLI, GraphQL) or simulated in
 * sandbox. Emits payment_sent, payment_received and payment_approved and secures the
 * schedules, with the Payment row, the ledger and the events in one database transaction.
 */
export async function recordPayment(services: Services, caller: Caller, transactionId: number, payment: IncomingPayment): Promise<TransactionRecord> {
  const recordedById = caller.kind === 'service' ? null : caller.viewer.customer.id;
  // The core defaults the method to the buyer's choice, else a wire transfer (see fund).
  const command: Command = { type: 'fund', amount: payment.amount, float: payment.float ?? false, ...(payment.method != null ? { method: payment.method } : {}) };
  if (payment.itemIds !== undefined) Object.assign(command, { itemIds: payment.itemIds });
  return act(services, caller, transactionId, command, {
    alsoWrite: async (tx, record, before) => {
      const method = fundingMethod(before, payment.method);
      const chosen = payment.itemIds && before.items.filter((item) => payment.itemIds!.includes(item.id));
      // The core checked the amount; recorded is what arrived (when absent: what it secured).
      const outstanding = outstandingFor(before, chosen);
      const depositFee = depositFeeOfPayment(before, await loadPaymentFacts(tx, services, record), payment.method, outstanding);
      const received = payment.amount ?? outstanding.total + (depositFee?.amount ?? 0n);
      await tx.payment.create({
        data: { transactionId, amount: received, method, externalReference: payment.externalReference ?? null, recordedById },
      });
      services.log.info({ transactionId, amount: formatMoney(received), method }, 'payment recorded');
    },
  });
}

/** Sandbox: the buyer or the partner makes the whole outstanding balance arrive. */
export async function sandboxFund(services: Services, viewer: Viewer, transactionId: number): Promise<TransactionRecord> {
  requireSandbox(services.config);
  await requirePartyRole(services, viewer, transactionId, ['buyer', 'partner'], 'Only the buyer or the partner may simulate funds arriving');
  return recordPayment(services, { kind: 'service' }, transactionId, { method: 'sandbox' });
}

/** The caller must hold one of `roles` in the transaction (checked before the service acts for it). */
export async function requirePartyRole(services: Services, viewer: Viewer, transactionId: number, roles: string[], message: string): Promise<void> {
  const parties = await services.prisma.party.findMany({ where: { transactionId }, select: { customerId: true, role: true } });
  if (parties.length === 0) throw new NotFoundError('Transaction not found');
  if (!parties.some((party) => party.customerId === viewer.customer.id)) throw new ForbiddenError('Only the parties of a transaction may act on it');
  if (!parties.some((party) => party.customerId === viewer.customer.id && roles.includes(party.role))) throw new ForbiddenError(message);
}
