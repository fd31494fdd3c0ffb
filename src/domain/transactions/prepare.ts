import type { Prisma } from '../../db/generated/client.js';
import { findOrInviteCustomer } from '../customers/find-or-invite.js';
import { customerName, type TransactionSummary } from '../mail.js';
import { payoutFeeFacts, payoutMethodFact } from './disbursement-method.js';
import type { Actor } from '../lifecycle/actor.js';
import type { Command } from '../lifecycle/commands.js';
import type { CommandFacts, DisputeFact } from '../lifecycle/facts.js';
import { loadLiveness } from './held-money.js';
import { loadPaymentFacts } from './payment-facts.js';
import type { Services } from '../services.js';
import type { Caller } from './caller.js';
import type { TransactionRecord } from './record.js';

/**
 * Whether prepareCommand reads or writes anything for this command; when not, its facts are
 * `{}` and the command may run the at-once way (act).
 */
export function commandNeedsPreparation(command: Command): boolean {
  switch (command.type) {
    case 'modify_party':
    case 'select_payment_method':
    case 'fund':
    case 'float_release':
    case 'disburse':
    case 'release_funds':
    case 'select_payout_method':
    case 'release_stranded':
    case 'propose_settlement':
    case 'accept_settlement':
    case 'withdraw_dispute':
      return true;
    default:
      return false;
  }
}

/**
 * The one step between locking a transaction and deciding a command on it: what the command
 * needs from the database beyond the transaction itself (CommandFacts), looked up, or written
 * where the command creates something (a customer invited by modify_party, a new payout
 * method), in the command's own database transaction: a refused command leaves nothing behind.
 */
export async function prepareCommand(
  tx: Prisma.TransactionClient,
  services: Services,
  caller: Caller,
  record: TransactionRecord,
  command: Command,
  actor: Actor,
): Promise<CommandFacts> {
  // The one list of commands that are prepared: the at-once way of act() skips this step for the others.
  if (!commandNeedsPreparation(command)) return {};
  switch (command.type) {
    case 'modify_party': {
      if (typeof command.customer !== 'string' || command.customer.trim() === '') return {};
      const invitedBy = caller.kind === 'service' ? null : caller.viewer.customer.id;
      const summary: TransactionSummary = {
        inviter: caller.kind === 'service' ? 'The held-funds service' : customerName(caller.viewer.customer),
        description: record.description,
        currency: record.currency,
        items: record.items.map((item) => ({ title: item.title, amount: item.schedules.reduce((sum, entry) => sum + entry.amount, 0n) })),
      };
      return { partyCustomerId: await findOrInviteCustomer(tx, services, command.customer, invitedBy, 'customer', summary) };
    }
    case 'select_payment_method':
      return { httpsOnly: services.config.environment === 'production', payment: await loadPaymentFacts(tx, services, record) };
    case 'fund':
    case 'float_release':
      return { payment: await loadPaymentFacts(tx, services, record) };
    case 'disburse':
    case 'release_funds':
      return { payoutFees: await payoutFeeFacts(tx, services, record) };
    case 'release_stranded': {
      const liveness = await loadLiveness(tx, [record], services.clock.now());
      const stranded = liveness.get(record.id)?.stranded ?? [];
      return {
        strandedItemIds: stranded.flatMap((entry) => (entry.itemId === null ? [] : [entry.itemId])),
        payoutFees: await payoutFeeFacts(tx, services, record),
      };
    }
    case 'select_payout_method': {
      if (caller.kind === 'service' || typeof command.method !== 'object' || command.method === null) return {};
      // As-Customer: the represented seller's (or broker's) methods.
      const customerId = actor.kind === 'customer' ? (actor.asCustomer?.customerId ?? actor.customerId) : caller.viewer.customer.id;
      return { payoutMethod: await payoutMethodFact(tx, services, record, customerId, command.method) };
    }
    case 'propose_settlement':
    case 'accept_settlement':
    case 'withdraw_dispute':
      return { dispute: await loadOpenDispute(tx, record, command.itemId) };
    default:
      return {};
  }
}

/** The item's open dispute with its pending proposals, as the core decides on it (DisputeFact). */
async function loadOpenDispute(tx: Prisma.TransactionClient, record: TransactionRecord, itemId: number | undefined): Promise<DisputeFact | null> {
  if (itemId === undefined || !record.items.some((item) => item.id === itemId)) return null;
  const open = await tx.dispute.findFirst({
    where: { itemId, status: 'OPEN' },
    include: { proposals: { where: { status: 'PENDING' }, orderBy: { id: 'asc' } } },
  });
  if (!open || (open.openedByRole !== 'buyer' && open.openedByRole !== 'seller')) return null;
  const side = (role: string): 'buyer' | 'seller' => (role === 'buyer' ? 'buyer' : 'seller');
  return {
    id: open.id,
    itemId,
    openedByRole: open.openedByRole,
    openedAt: open.openedAt,
    pending: open.proposals.map((proposal) => ({ id: proposal.id, proposedByRole: side(proposal.proposedByRole), sellerAmount: proposal.sellerAmount })),
  };
}
