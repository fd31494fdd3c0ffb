import type { Command } from '../lifecycle/commands.js';
import { decide } from '../lifecycle/machine.js';
import { loadPaymentFacts } from './payment-facts.js';
import { paymentMethodTypes, type PaymentMethodType } from '../payment-methods/catalog.js';
import type { Services } from '../services.js';
import { NotFoundError } from '../shared/errors.js';
import { resolveCaller, type CustomerCaller } from './caller.js';
import { transactionStore } from './store/index.js';
import { toSnapshot } from './snapshot.js';

/** An action the lifecycle allows the caller now; itemId for an action on one item. */
export interface AvailableAction {
  action:
    | 'agree'
    | 'cancel'
    | 'pay'
    | 'select_disbursement_method'
    | 'open_dispute'
    | Extract<Command['type'], 'ship' | 'receive' | 'accept' | 'reject' | 'ship_return' | 'receive_return' | 'accept_return' | 'reject_return'>;
  itemId: number | null;
  /** pay: the methods the buyer may choose now. */
  paymentMethods?: PaymentMethodType[];
}

const itemActions = ['ship', 'receive', 'accept', 'reject', 'ship_return', 'receive_return', 'accept_return', 'reject_return'] as const;

/**
 * What the caller (a party, or an approved partner As-Customer) may do on a transaction now:
 * each candidate command is decided by the core on the current snapshot, with a complete
 * payload, and nothing is written. The party page offers exactly these.
 */
export async function availableActions(services: Services, caller: CustomerCaller, transactionId: number): Promise<AvailableAction[]> {
  const record = await transactionStore.loadForDecision(services.db, transactionId);
  if (!record) throw new NotFoundError('Transaction not found');
  const actor = await resolveCaller(services.prisma, caller, record);
  const snapshot = toSnapshot(record, record.floatBalance);
  const now = new Date(services.clock.now().getTime() + record.clockOffsetSeconds * 1000);
  const allows = (command: Command, facts = {}) => decide(snapshot, command, actor, now, facts).ok;
  const found: AvailableAction[] = [];

  if (allows({ type: 'agree' })) found.push({ action: 'agree', itemId: null });
  const payment = await loadPaymentFacts(services.prisma, services, record);
  const methods = paymentMethodTypes.filter((method) => allows({ type: 'select_payment_method', method, returnUrl: null }, { payment, httpsOnly: false }));
  if (methods.length > 0) found.push({ action: 'pay', itemId: null, paymentMethods: methods });
  for (const action of itemActions) {
    for (const item of record.items) {
      const shipping = {
        trackingInformation: { carrier: 'carrier', trackingId: 'tracking' },
        authorizationType: item.type === 'domain_name' ? ('push' as const) : null,
      };
      const command: Command =
        action === 'ship' || action === 'ship_return'
          ? { type: action, itemId: item.id, shippingInformation: shipping }
          : action === 'reject' || action === 'reject_return'
            ? { type: action, itemId: item.id, rejectionReason: 'reason' }
            : { type: action, itemId: item.id };
      if (allows(command)) found.push({ action, itemId: item.id });
    }
  }
  // A dispute is opened on one item whose money is held (its case then offers the rest: Item.dispute).
  for (const item of record.items)
    if (allows({ type: 'open_dispute', itemId: item.id, reason: 'reason', message: null })) found.push({ action: 'open_dispute', itemId: item.id });
  if (allows({ type: 'select_payout_method', method: { id: 0 } }, { payoutMethod: { ok: true, id: 0, type: 'wire_transfer' } })) {
    found.push({ action: 'select_disbursement_method', itemId: null });
  }
  if (allows({ type: 'cancel', cancellationReason: 'reason' })) found.push({ action: 'cancel', itemId: null });
  return found;
}
