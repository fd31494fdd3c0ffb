import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { formatMoney } from '../money.js';
import type { Services } from '../services.js';
import { act, type Caller } from './act.js';
import type { TransactionRecord } from './record.js';

export interface IncomingPayment {
  /** Minor units; absent: exactly the outstanding balance. The core refuses any other amount. */
  amount?: bigint;
  method: string;
  externalReference?: string | null;
  /** Received but not cleared yet (cheque, direct debit): held in float until released. */
  float?: boolean;
}

/**
 * Funds arriving for a transaction: recorded by an operator (CLI, GraphQL) or simulated in
 * sandbox. Emits payment_sent, payment_received and payment_approved and secures the
 * schedules, with the Payment row, the ledger and the events in one database transaction.
 */
export async function recordPayment(services: Services, caller: Caller, transactionId: number, payment: IncomingPayment): Promise<TransactionRecord> {
  const recordedById = caller.kind === 'service' ? null : caller.viewer.customer.id;
  return act(
    services,
    caller,
    transactionId,
    { type: 'fund', amount: payment.amount, method: payment.method, float: payment.float ?? false },
    {
      alsoWrite: async (tx, record) => {
        const secured = payment.amount ?? securedTotal(record);
        await tx.payment.create({
          data: { transactionId, amount: secured, method: payment.method, externalReference: payment.externalReference ?? null, recordedById },
        });
        services.log.info({ transactionId, amount: formatMoney(secured), method: payment.method }, 'payment recorded');
      },
    },
  );
}

function securedTotal(record: TransactionRecord): bigint {
  return record.items.flatMap((item) => item.schedules).filter((s) => s.secured).reduce((sum, s) => sum + s.amount, 0n);
}

/** Sandbox: the buyer or the partner makes the whole outstanding balance arrive. */
export async function sandboxFund(services: Services, viewer: Viewer, transactionId: number): Promise<TransactionRecord> {
  await requireRole(services, viewer, transactionId, ['buyer', 'partner'], 'Only the buyer or the partner may simulate funds arriving');
  return recordPayment(services, { kind: 'service' }, transactionId, { method: 'sandbox' });
}

export async function requireRole(services: Services, viewer: Viewer, transactionId: number, roles: string[], message: string): Promise<void> {
  const parties = await services.prisma.party.findMany({ where: { transactionId }, select: { customerId: true, role: true } });
  if (parties.length === 0) throw new NotFoundError('Transaction not found');
  if (!parties.some((party) => party.customerId === viewer.customer.id)) throw new ForbiddenError('Only the parties of a transaction may act on it');
  if (!parties.some((party) => party.customerId === viewer.customer.id && roles.includes(party.role))) throw new ForbiddenError(message);
}
