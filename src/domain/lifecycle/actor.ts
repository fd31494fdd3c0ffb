/**
 * Who is acting. The caller's ROLES are never taken on trust: they are read from the snapshot's
 * parties by customer id, so a customer holding two parties (buyer and partner) has both roles.
 *
 * - customer: an authenticated customer. With `asCustomer`, the caller is the transaction's
 *   partner acting for one of its parties (header As-Customer); `approved` is the caller's
 *   Customer.actAsCustomerApproved, `joined` whether the represented customer joined the
 *   partner (src/domain/access/customers.ts). The effective roles are then the represented party's.
 * - operator: a staff member of the service (Customer.isOperator): funds, disputes, floats.
 *   An operator never acts as a party (roles are empty); to act as a party, be a customer.
 * - service: the service itself (jobs, the sandbox helpers after their own authorization).
 */
import { refuse, type Refused } from './decision.js';
import type { CommandType } from './commands.js';
import { rolesOf } from './queries.js';
import type { PartyRole, TransactionSnapshot } from './snapshot.js';

export type Actor =
  | { kind: 'customer'; customerId: number; asCustomer?: { customerId: number; approved: boolean; joined: boolean } }
  | { kind: 'operator'; customerId: number }
  | { kind: 'service' };

export const notJoinedMessage =
  'As-Customer may name only a customer who joined this partner (created through it, or agreed to one of its transactions); naming a customer in a transaction is not joining';

export interface ResolvedActor {
  kind: Actor['kind'];
  /** The customer making the request (the partner when acting As-Customer); null for the service. */
  customerId: number | null;
  /** The roles the actor acts with in this transaction (the represented party's, As-Customer). */
  roles: PartyRole[];
  /** As-Customer: the represented customer; null otherwise. */
  onBehalfOf: number | null;
}

/** The actions an approved partner may take for a party (spec 5.4); never accept. */
export const asCustomerActions: readonly CommandType[] = [
  'agree',
  'ship',
  'receive',
  'reject',
  'ship_return',
  'receive_return',
  'reject_return',
  'batch',
  'select_payment_method',
  // The seller's (or broker's) payout, among its saved methods (docs/decisions.md, "Payout method").
  'select_payout_method',
  // Disputes: opening, proposing and withdrawing; accepting a settlement is the party's own, as accept is.
  'open_dispute',
  'propose_settlement',
  'withdraw_dispute',
];

export function resolveActor(s: TransactionSnapshot, actor: Actor): ResolvedActor | Refused {
  if (actor.kind === 'service') return { kind: 'service', customerId: null, roles: [], onBehalfOf: null };
  if (actor.kind === 'operator') return { kind: 'operator', customerId: actor.customerId, roles: [], onBehalfOf: null };
  const own = rolesOf(s, actor.customerId);
  if (!actor.asCustomer) return { kind: 'customer', customerId: actor.customerId, roles: own, onBehalfOf: null };
  if (!own.includes('partner')) return refuse('forbidden', 'Only the partner of this transaction may act on behalf of a party (As-Customer)');
  if (!actor.asCustomer.approved) return refuse('forbidden', 'This partner is not approved to act on behalf of customers (As-Customer)');
  if (!actor.asCustomer.joined) return refuse('forbidden', notJoinedMessage);
  const represented = rolesOf(s, actor.asCustomer.customerId).filter((role) => role !== 'partner');
  if (represented.length === 0) return refuse('forbidden', 'As-Customer must name a buyer, seller or broker of this transaction');
  return { kind: 'customer', customerId: actor.customerId, roles: represented, onBehalfOf: actor.asCustomer.customerId };
}

export function hasRole(actor: ResolvedActor, ...roles: PartyRole[]): boolean {
  return actor.roles.some((role) => roles.includes(role));
}

/** The customer whose party acts: the represented one As-Customer, else the caller. */
export function actingCustomerId(actor: ResolvedActor): number | null {
  return actor.onBehalfOf ?? actor.customerId;
}
