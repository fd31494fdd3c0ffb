/**
 * Test helpers for the lifecycle core: snapshot builders, actors, and a small simulator that
 * applies accepted decisions to a snapshot and an in-memory ledger, checking the ledger
 * invariants after every step.
 */
import { expect } from 'vitest';
import { applyPostings, checkLedger, checkPostings } from '../../../src/domain/ledger/index.js';
import {
  applyToSnapshot,
  decide,
  type Accepted,
  type Actor,
  type Command,
  type CommandFacts,
  type Decision,
  type DisputeDirective,
  type DisputeFact,
  type FeeSnapshot,
  type ItemSnapshot,
  type ItemType,
  type LifecycleErrorCode,
  type PartyRole,
  type PartySnapshot,
  type Refused,
  type TransactionSnapshot,
} from '../../../src/domain/lifecycle/index.js';

export const BUYER = 1;
export const SELLER = 2;
export const BROKER = 3;
export const PARTNER = 10;
export const STRANGER = 99;
export const OPERATOR = 500;
export const DAY = 86_400;
export const T0 = new Date('2024-01-01T00:00:00.000Z');

export const buyer: Actor = { kind: 'customer', customerId: BUYER };
export const seller: Actor = { kind: 'customer', customerId: SELLER };
export const broker: Actor = { kind: 'customer', customerId: BROKER };
export const partner: Actor = { kind: 'customer', customerId: PARTNER };
export const stranger: Actor = { kind: 'customer', customerId: STRANGER };
export const operator: Actor = { kind: 'operator', customerId: OPERATOR };
export const service: Actor = { kind: 'service' };
export function asCustomer(customerId: number, approved = true): Actor {
  return { kind: 'customer', customerId: PARTNER, asCustomer: { customerId, approved, joined: true } };
}

export interface FeeSpec {
  payer: number;
  amount: bigint;
  gst?: bigint;
  type?: FeeSnapshot['type'];
}

export interface ItemSpec {
  type?: ItemType;
  /** One amount per schedule entry. */
  amounts?: bigint[];
  inspectionPeriod?: number;
  payer?: number;
  beneficiary?: number | null;
  fees?: FeeSpec[];
}

export interface TxnSpec {
  items?: ItemSpec[];
  broker?: boolean;
  /** buyer, seller (and broker) agreed; default true. */
  agreed?: boolean;
  draft?: boolean;
  /** Parties have disbursement methods; default true. */
  methods?: boolean;
  /** The partner is also the buyer (one customer, two roles). */
  partnerIsBuyer?: boolean;
  selectedPaymentMethod?: string | null;
}

let nextId = 1000;
const id = (): number => nextId++;

export function gm(amount = 100_000n, fees?: FeeSpec[]): ItemSpec {
  return { type: 'general_merchandise', amounts: [amount], fees: fees ?? [{ payer: BUYER, amount: 3_250n }] };
}
export function domain(amount = 100_000n): ItemSpec {
  return { type: 'domain_name', amounts: [amount], fees: [{ payer: BUYER, amount: 3_250n }] };
}
export function milestone(amount: bigint, fees: FeeSpec[] = []): ItemSpec {
  return { type: 'milestone', amounts: [amount], fees };
}
export function brokerFee(amount: bigint, payer = BUYER): ItemSpec {
  return { type: 'broker_fee', amounts: [amount], payer, beneficiary: BROKER, fees: [] };
}

export function makeTxn(spec: TxnSpec = {}): TransactionSnapshot {
  const agreed = spec.agreed ?? true;
  const methods = spec.methods ?? true;
  const buyerCustomer = spec.partnerIsBuyer ? PARTNER : BUYER;
  const party = (role: PartyRole, customerId: number, agrees: boolean): PartySnapshot => ({
    id: id(),
    role,
    customerId,
    agreed: agrees,
    agreedAt: agrees ? T0 : null,
    initiator: role === 'buyer',
    disbursementMethodId: methods && role !== 'buyer' ? id() : null,
  });
  const parties = [party('buyer', buyerCustomer, agreed), party('seller', SELLER, agreed)];
  if (spec.broker) parties.push(party('broker', BROKER, agreed));
  parties.push(party('partner', PARTNER, false));
  const items: ItemSnapshot[] = (spec.items ?? [gm()]).map((itemSpec) => {
    const type = itemSpec.type ?? 'general_merchandise';
    return {
      id: id(),
      title: `${type} item`,
      description: '',
      type,
      inspectionPeriod: itemSpec.inspectionPeriod ?? 3 * DAY,
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
      schedules: (itemSpec.amounts ?? [100_000n]).map((amount) => ({
        id: id(),
        amount,
        payerCustomerId: itemSpec.payer === BUYER || itemSpec.payer === undefined ? buyerCustomer : itemSpec.payer,
        beneficiaryCustomerId: itemSpec.beneficiary === undefined ? SELLER : itemSpec.beneficiary,
        secured: false,
        securedAt: null,
        disbursedToBeneficiary: false,
        disbursedAt: null,
        refunded: false,
      })),
      fees: (itemSpec.fees ?? []).map((fee) => ({
        id: id(),
        type: fee.type ?? 'escrow',
        payerCustomerId: fee.payer === BUYER ? buyerCustomer : fee.payer,
        amountWithoutTaxes: fee.amount,
        taxes: fee.gst ? [{ type: 'gst', amount: fee.gst }] : [],
      })),
    };
  });
  const total = items
    .filter((item) => !['broker_fee', 'partner_fee', 'shipping_fee'].includes(item.type))
    .flatMap((item) => item.schedules)
    .reduce((sum, schedule) => sum + schedule.amount, 0n);
  return {
    id: id(),
    currency: 'usd',
    description: 'A test transaction',
    creatorId: PARTNER,
    isDraft: spec.draft ?? false,
    isCancelled: false,
    cancellationReason: null,
    closedAt: null,
    statusCode: 3,
    totalAmount: total,
    selectedPaymentMethod: spec.selectedPaymentMethod ?? null,
    wireReference: null,
    paymentReturnUrl: null,
    clockOffsetSeconds: 0,
    floatAmount: 0n,
    parties,
    items,
  };
}

/** The email of the customer with this id, as modify_party names customers. */
export function customerEmail(id: number): string {
  return `customer${id}@example.test`;
}

/** What the database layer would look up for a command: the customer a modify_party email names. */
export function factsFor(command: Command): CommandFacts {
  if (command.type !== 'modify_party' || command.customer === undefined) return {};
  const match = /^customer(\d+)@example\.test$/.exec(command.customer);
  if (!match) throw new Error(`no test customer has the email ${command.customer}`);
  return { partyCustomerId: Number(match[1]) };
}

export function expectOk(decision: Decision): Accepted {
  if (!decision.ok) throw new Error(`expected success, got ${decision.error.code}: ${decision.error.message}`);
  return decision;
}

export function expectRefused(decision: Decision, code: LifecycleErrorCode, state?: string): Refused {
  if (decision.ok) throw new Error(`expected ${code}, but the command succeeded`);
  expect(decision.error.code, decision.error.message).toBe(code);
  if (state !== undefined) expect(decision.error.details?.state, decision.error.message).toBe(state);
  return decision;
}

/**
 * The dispute records as the store keeps them (Dispute, SettlementProposal), in memory: the
 * decisions' dispute directives applied, and the facts prepareCommand would look up.
 */
export class DisputeBook {
  readonly open = new Map<number, DisputeFact & { pending: { id: number; proposedByRole: 'buyer' | 'seller'; sellerAmount: bigint }[] }>();
  readonly closed: (DisputeFact & { status: string; sellerAmount: bigint | null; buyerAmount: bigint | null })[] = [];
  private nextId = 1;

  apply(directives: readonly DisputeDirective[]): void {
    for (const directive of directives) {
      const open = this.open.get(directive.itemId);
      if (directive.op === 'open') {
        expect(open, `item ${directive.itemId} already has an open dispute`).toBeUndefined();
        this.open.set(directive.itemId, { id: this.nextId++, itemId: directive.itemId, openedByRole: directive.openedByRole, openedAt: directive.at, pending: [] });
      } else if (directive.op === 'propose') {
        expect(open, `item ${directive.itemId} has no open dispute`).toBeDefined();
        open!.pending = [{ id: this.nextId++, proposedByRole: directive.proposedByRole, sellerAmount: directive.sellerAmount }];
      } else {
        if (!open) continue; // resolved by an operator: an item in dispute from before the records
        this.open.delete(directive.itemId);
        this.closed.push({ ...open, status: directive.status, sellerAmount: directive.sellerAmount, buyerAmount: directive.buyerAmount });
      }
    }
  }

  facts(command: Command): CommandFacts {
    if (command.type !== 'propose_settlement' && command.type !== 'accept_settlement' && command.type !== 'withdraw_dispute') return {};
    return { dispute: (command.itemId === undefined ? undefined : this.open.get(command.itemId)) ?? null };
  }

  /** A copy to walk on apart (the model's drive without the buyer). */
  clone(): DisputeBook {
    const copy = new DisputeBook();
    for (const [itemId, open] of this.open) copy.open.set(itemId, { ...open, pending: [...open.pending] });
    copy.closed.push(...this.closed);
    copy.nextId = this.nextId;
    return copy;
  }

  /** The pending proposal of an item's open dispute. */
  pending(itemId: number): { id: number; proposedByRole: 'buyer' | 'seller'; sellerAmount: bigint } | undefined {
    return this.open.get(itemId)?.pending[0];
  }
}

/** Runs commands against a snapshot and an in-memory ledger, checking invariants each step. */
export class Sim {
  s: TransactionSnapshot;
  balances = new Map<string, bigint>();
  now: Date;
  events: string[] = [];
  last: Accepted | null = null;
  readonly book = new DisputeBook();

  constructor(snapshot: TransactionSnapshot, now: Date = T0) {
    this.s = snapshot;
    this.now = now;
  }

  try(command: Command, actor: Actor, facts: CommandFacts = {}): Decision {
    const decision = decide(this.s, command, actor, this.now, { ...factsFor(command), ...this.book.facts(command), ...facts });
    if (decision.ok) this.apply(decision);
    return decision;
  }

  do(command: Command, actor: Actor, facts: CommandFacts = {}): Accepted {
    const decision = expectOk(this.try(command, actor, facts));
    this.last = decision;
    return decision;
  }

  refuse(command: Command, actor: Actor, code: LifecycleErrorCode, state?: string): Refused {
    const before = this.s;
    const refused = expectRefused(decide(this.s, command, actor, this.now, { ...factsFor(command), ...this.book.facts(command) }), code, state);
    expect(this.s).toBe(before);
    return refused;
  }

  apply(decision: Accepted): void {
    expect(checkPostings(decision.postings)).toEqual([]);
    this.s = applyToSnapshot(this.s, decision);
    this.balances = applyPostings(this.balances, decision.postings);
    this.book.apply(decision.disputes);
    this.events.push(...decision.events.map((event) => event.name));
    expect(checkLedger(this.s, this.balances)).toEqual([]);
  }

  advance(seconds: number): void {
    this.now = new Date(this.now.getTime() + seconds * 1000);
  }

  item(index = 0): ItemSnapshot {
    const item = this.s.items[index];
    if (!item) throw new Error(`no item ${index}`);
    return item;
  }

  balance(key: string): bigint {
    return this.balances.get(key) ?? 0n;
  }

  /** Events since the last call. */
  takeEvents(): string[] {
    const events = this.events;
    this.events = [];
    return events;
  }
}
