import type { Config } from '../../config.js';
import type { PartyRole } from '../../db/generated/enums.js';
import { partyVerificationRequired, type VerificationRules } from '../verification/rules.js';
import { itemFlagsOf, type ItemFlags } from '../lifecycle/snapshot.js';
import { deepFreeze } from '../shared/freeze.js';
import { allocate } from '../shared/money.js';
import { commissionVisibleTo, privacyFromJson, type Privacy } from './privacy.js';
import type { FeeRecord, ItemRecord, PartyRecord, ScheduleRecord, TransactionRecord } from './record.js';

/**
 * What one caller sees of a transaction. Built once here from the stored record, so that the
 * REST serializer and the GraphQL types show exactly the same content to the same caller.
 * Money stays in bigint minor units; the faces format it.
 */
export interface TransactionView {
  id: number;
  currency: TransactionRecord['currency'];
  description: string;
  reference: string | null;
  auctionId: number | null;
  isDraft: boolean;
  isCancelled: boolean;
  cancellationReason: string | null;
  statusCode: number;
  creationDate: Date;
  closeDate: Date | null;
  parties: PartyView[];
  items: ItemView[];
  /** The privacy settings; shown to the broker and the partner, who set them. */
  privacy: Privacy | null;
  /** The caller's own roles in this transaction. */
  viewerRoles: PartyRole[];
}

export interface PartyView {
  id: number;
  role: PartyRole;
  /** The party's email; null when privacy hides this party from the caller. */
  customer: string | null;
  customerId: number | null;
  agreed: boolean;
  initiator: boolean;
  nextStep: string;
  verificationRequired: boolean;
  disbursementMethodSelected: boolean;
}

export interface ScheduleView {
  id: number;
  amount: bigint;
  payerCustomer: string | null;
  /** An email, `escrow` for the service, or null when hidden. */
  beneficiaryCustomer: string | null;
  dueDate: Date | null;
  secured: boolean;
  disbursedToBeneficiary: boolean;
}

export interface FeeView {
  id: number;
  type: FeeRecord['type'];
  payerCustomer: string | null;
  split: number | null;
  amountWithoutTaxes: bigint;
  taxes: { type: string; amount: bigint }[];
  amount: bigint;
}

export type ItemStatusView = ItemFlags;

export interface ItemView {
  id: number;
  title: string;
  description: string;
  type: ItemRecord['type'];
  category: string | null;
  quantity: number;
  inspectionPeriod: number;
  /** When the buyer's inspection ends (set when the buyer receives the item), else null. */
  inspectionEndsAt: Date | null;
  extraAttributes: Record<string, unknown>;
  fees: FeeView[];
  schedule: ScheduleView[];
  status: ItemStatusView;
}

type Perspective = 'full' | 'buyer' | 'seller';

function viewerRoles(record: Pick<TransactionRecord, 'parties'>, customerId: number): PartyRole[] {
  return record.parties.filter((party) => party.customerId === customerId).map((party) => party.role);
}

/** What a view needs of the configuration: links start with publicUrl; verification_required follows the rules. */
export type ViewSettings = Pick<Config, 'publicUrl'> & { verification: VerificationRules };

/**
 * The views built of frozen records (the record cache's, which every reader of a Database
 * shares until the database says the transaction changed), by settings and caller. Such a
 * record cannot change, so neither can its view: it is built once, frozen and shared, and goes
 * with the record when the cache lets it go. A record that is not frozen (read inside a
 * database transaction, or act's answer, patched in place) gets a view of its own each time.
 */
const sharedViews = new WeakMap<TransactionRecord, WeakMap<ViewSettings, Map<number, TransactionView>>>();

/**
 * The transaction as `customerId` sees it. Brokers and partners see everything. With
 * privacy, the buyer does not see the seller (nor what the seller is paid or pays) and the
 * seller does not see the buyer; a commission hidden from a party is folded into the amounts
 * that party sees, so totals stay true: the buyer sees what it pays, the seller what it gets.
 * The view of a frozen record is frozen and shared by every caller who asks it again.
 */
export function viewTransaction(record: TransactionRecord, customerId: number, settings: ViewSettings): TransactionView {
  if (!Object.isFrozen(record)) return buildView(record, customerId, settings);
  let bySettings = sharedViews.get(record);
  if (!bySettings) sharedViews.set(record, (bySettings = new WeakMap<ViewSettings, Map<number, TransactionView>>()));
  let byCustomer = bySettings.get(settings);
  if (!byCustomer) bySettings.set(settings, (byCustomer = new Map<number, TransactionView>()));
  let view = byCustomer.get(customerId);
  if (!view) byCustomer.set(customerId, (view = deepFreeze(buildView(record, customerId, settings))));
  return view;
}

function buildView(record: TransactionRecord, customerId: number, settings: ViewSettings): TransactionView {
  const roles = viewerRoles(record, customerId);
  const privacy = privacyFromJson(record.privacy);
  const perspective: Perspective = roles.includes('broker') || roles.includes('partner') || !privacy ? 'full' : roles.includes('buyer') ? 'buyer' : 'seller';
  const roleOf = new Map(record.parties.map((party) => [party.customerId, party.role]));
  const emailOf = new Map(record.parties.map((party) => [party.customerId, party.customer.email]));
  const hiddenRole: PartyRole | null = perspective === 'full' || !privacy?.hideCounterparties ? null : perspective === 'buyer' ? 'seller' : 'buyer';
  // A customer is hidden when the only role it holds here is the hidden one.
  const hidden = (id: number | null) => id !== null && hiddenRole !== null && roleOf.get(id) === hiddenRole && id !== customerId;
  const email = (id: number | null) => (id === null ? 'escrow' : hidden(id) ? null : (emailOf.get(id) ?? null));

  let items = record.items.map((item) => viewItem(item, email, hidden));
  if (perspective !== 'full' && !commissionVisibleTo(privacy, perspective)) {
    items = foldCommission(record, items, perspective);
  }
  return {
    id: record.id,
    currency: record.currency,
    description: record.description,
    reference: record.reference,
    auctionId: record.auctionId,
    isDraft: record.isDraft,
    isCancelled: record.isCancelled,
    cancellationReason: record.cancellationReason,
    statusCode: record.statusCode,
    creationDate: record.createdAt,
    closeDate: record.closedAt,
    parties: record.parties.map((party) => viewParty(party, hidden(party.customerId), record, settings)),
    items,
    privacy: perspective === 'full' ? privacy : null,
    viewerRoles: roles,
  };
}

function viewParty(party: PartyRecord, hidden: boolean, record: TransactionRecord, settings: ViewSettings): PartyView {
  return {
    id: party.id,
    role: party.role,
    customer: hidden ? null : party.customer.email,
    customerId: hidden ? null : party.customerId,
    agreed: party.agreed,
    initiator: party.initiator,
    nextStep: `${settings.publicUrl}/transactions/${record.id}`,
    verificationRequired: partyVerificationRequired(settings.verification, party.role, record.totalAmount, party.customer),
    disbursementMethodSelected: party.disbursementMethodId !== null,
  };
}

function viewItem(item: ItemRecord, email: (id: number | null) => string | null, hidden: (id: number | null) => boolean): ItemView {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    type: item.type,
    category: item.category,
    quantity: item.quantity,
    inspectionPeriod: item.inspectionPeriod,
    inspectionEndsAt: item.inspectionEndsAt,
    extraAttributes: (item.extraAttributes ?? {}) as Record<string, unknown>,
    // What the hidden party pays is its own business.
    fees: item.fees.filter((fee) => !hidden(fee.payerCustomerId)).map((fee) => viewFee(fee, email)),
    schedule: item.schedules.map((schedule) => viewSchedule(schedule, email)),
    status: itemFlagsOf(item),
  };
}

function viewSchedule(schedule: ScheduleRecord, email: (id: number | null) => string | null): ScheduleView {
  return {
    id: schedule.id,
    amount: schedule.amount,
    payerCustomer: email(schedule.payerCustomerId),
    beneficiaryCustomer: email(schedule.beneficiaryCustomerId),
    dueDate: schedule.dueDate,
    secured: schedule.secured,
    disbursedToBeneficiary: schedule.disbursedToBeneficiary,
  };
}

function viewFee(fee: FeeRecord, email: (id: number | null) => string | null): FeeView {
  const taxes = fee.taxes.map((tax) => ({ type: tax.type, amount: tax.amount }));
  return {
    id: fee.id,
    type: fee.type,
    payerCustomer: email(fee.payerCustomerId),
    split: fee.splitBasisPoints === null ? null : fee.splitBasisPoints / 10_000,
    amountWithoutTaxes: fee.amountWithoutTaxes,
    taxes,
    amount: fee.amountWithoutTaxes + taxes.reduce((sum, tax) => sum + tax.amount, 0n),
  };
}

/**
 * Removes broker_fee items from a buyer's or seller's view and folds the part that party
 * pays into its transferable items: the buyer sees a higher price, the seller lower proceeds.
 */
function foldCommission(record: TransactionRecord, items: ItemView[], perspective: 'buyer' | 'seller'): ItemView[] {
  const partyId = record.parties.find((party) => party.role === perspective)?.customerId;
  const commission = record.items
    .filter((item) => item.type === 'broker_fee')
    .flatMap((item) => item.schedules)
    .filter((schedule) => schedule.payerCustomerId === partyId)
    .reduce((sum, schedule) => sum + schedule.amount, 0n);
  const kept = items.filter((item) => item.type !== 'broker_fee');
  const goods = kept.filter((item) => item.type !== 'shipping_fee' && item.type !== 'partner_fee');
  if (commission === 0n || goods.length === 0) return kept;
  const signed = perspective === 'buyer' ? commission : -commission;
  const entries = goods.flatMap((item) => item.schedule);
  const shares = allocate(
    signed,
    entries.map((entry) => (entry.amount > 0n ? entry.amount : 0n)),
  );
  const adjusted = new Map(entries.map((entry, index) => [entry, entry.amount + (shares[index] ?? 0n)]));
  return kept.map((item) => ({
    ...item,
    schedule: item.schedule.map((entry) => (adjusted.has(entry) ? { ...entry, amount: adjusted.get(entry)! } : entry)),
  }));
}
