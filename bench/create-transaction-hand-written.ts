/**
 * The hand-written reader of the create-transaction body that src/rest/parse/create-transaction.ts
 * replaced with a zod declaration, kept as bench/shapes.ts's yardstick ("not slower than
 * before"). Not used by the service.
 */
import { feeTypes } from '../src/domain/fees/compute.js';
import { ErrorReport, type ErrorScope } from '../src/domain/shared/field-errors.js';
import { itemTypes } from '../src/domain/shared/item-types.js';
import { currencies } from '../src/domain/shared/money.js';
import { isPlainObject } from '../src/domain/shared/validation.js';
import {
  explicitRoles,
  type CreateTransactionInput,
  type ExtraAttributesInput,
  type FeeInput,
  type ItemInput,
  type PartyInput,
  type PartyRole,
  type PrivacyInput,
  type ScheduleInput,
} from '../src/domain/transactions/create-input.js';
import { commissionAudiences } from '../src/domain/transactions/privacy.js';
import {
  fail,
  field,
  isAbsent,
  ok,
  readBoolean,
  readInteger,
  readList,
  readMoney,
  readObject,
  readOneOf,
  readString,
  readTimestamp,
  type Read,
} from '../src/rest/parse/json.js';
import { parsed, type Parsed } from '../src/rest/parse/submit.js';

export function parseCreateTransactionByHand(body: unknown): Parsed<CreateTransactionInput> {
  const report = new ErrorReport();
  const root = report.at();
  if (!isPlainObject(body)) {
    root.add('all', 'the request body must be a JSON object');
    return parsed({}, report);
  }
  const input: CreateTransactionInput = {
    currency: field(body, 'currency', (value) => readOneOf(value, currencies), root),
    description: field(body, 'description', readString, root),
    reference: field(body, 'reference', readString, root),
    auctionId: field(body, 'auction_id', readWholeNumber, root),
    isDraft: field(body, 'is_draft', readBoolean, root),
    parties: readEntries(body.parties, 'must be a list of parties', root.at('parties'), readParty),
    items: readEntries(body.items, 'must be a list of items', root.at('items'), readItem),
    privacy: readPrivacy(body.privacy, root.at('privacy')),
  };
  return parsed(input, report);
}

/**
 * A list read entry by entry. An entry that is not an object stays in the list as an empty
 * one, so that positions in the domain's messages are the request's.
 */
function readEntries<T>(value: unknown, message: string, errors: ErrorScope, readEntry: (entry: unknown, errors: ErrorScope) => T): T[] | undefined {
  if (isAbsent(value)) return undefined;
  return readList(value, errors, message)?.map((entry, index) => readEntry(entry, errors.at(index)));
}

function readParty(value: unknown, errors: ErrorScope): PartyInput {
  const party = readObject(value, errors, 'must be an object with role and customer');
  if (!party) return {};
  return { role: field(party, 'role', readRole, errors), customer: field(party, 'customer', readCustomer, errors) };
}

function readItem(value: unknown, errors: ErrorScope): ItemInput {
  const item = readObject(value, errors);
  if (!item) return {};
  return {
    title: field(item, 'title', readString, errors),
    description: field(item, 'description', readString, errors),
    type: field(item, 'type', (type) => readOneOf(type, itemTypes), errors),
    category: field(item, 'category', readString, errors),
    quantity: readQuantity(item, errors),
    inspectionPeriod: field(item, 'inspection_period', readSeconds, errors),
    extraAttributes: readExtraAttributes(item.extra_attributes, errors.at('extra_attributes')),
    schedule: readEntries(item.schedule, 'must be a list of schedule entries', errors.at('schedule'), readScheduleEntry),
    fees: readEntries(item.fees, 'must be a list of fees', errors.at('fees'), readFee),
  };
}

function readExtraAttributes(value: unknown, errors: ErrorScope): ExtraAttributesInput | undefined {
  if (isAbsent(value)) return undefined;
  const attributes = readObject(value, errors);
  if (!attributes) return undefined;
  return {
    withContent: field(attributes, 'with_content', readBoolean, errors),
    concierge: field(attributes, 'concierge', readBoolean, errors),
    imageUrl: field(attributes, 'image_url', readUrl, errors),
    merchantUrl: field(attributes, 'merchant_url', readUrl, errors),
    make: field(attributes, 'make', readString, errors),
    model: field(attributes, 'model', readString, errors),
    year: field(attributes, 'year', readWholeNumber, errors),
    lienHolderPayoff: field(attributes, 'lien_holder_payoff', readBoolean, errors),
    titleCollection: field(attributes, 'title_collection', readBoolean, errors),
  };
}

function readScheduleEntry(value: unknown, errors: ErrorScope): ScheduleInput {
  const entry = readObject(value, errors, 'must be an object with amount, payer_customer and beneficiary_customer');
  if (!entry) return {};
  return {
    amount: field(entry, 'amount', readMoney, errors),
    payerCustomer: field(entry, 'payer_customer', readCustomer, errors),
    beneficiaryCustomer: field(entry, 'beneficiary_customer', readCustomer, errors),
    dueDate: field(entry, 'due_date', readTimestamp, errors),
  };
}

function readFee(value: unknown, errors: ErrorScope): FeeInput {
  const fee = readObject(value, errors, 'must be an object with type and payer_customer');
  if (!fee) return {};
  // Refused rather than ignored: an integrator sending an amount expects to set the price.
  if (fee.amount !== undefined) errors.add('amount', 'must not be sent: fee amounts are computed by the service');
  return {
    type: field(fee, 'type', (type) => readOneOf(type, feeTypes), errors),
    split: field(fee, 'split', readSplit, errors),
    payerCustomer: field(fee, 'payer_customer', readCustomer, errors),
  };
}

function readPrivacy(value: unknown, errors: ErrorScope): PrivacyInput | undefined {
  if (isAbsent(value)) return undefined;
  const privacy = readObject(value, errors);
  if (!privacy) return undefined;
  return {
    hideCounterparties: field(privacy, 'hide_counterparties', readBoolean, errors),
    brokerCommissionVisibleTo: field(privacy, 'broker_commission_visible_to', (audience) => readOneOf(audience, commissionAudiences), errors),
  };
}

/** `partner` reads as a role, for the domain to say why it may not be sent. */
function readRole(value: unknown): Read<PartyRole> {
  return value === 'partner' ? ok('partner') : readOneOf(value, explicitRoles);
}

/** An email address or `me`, as text; which of them it is, the domain says. */
function readCustomer(value: unknown): Read<string> {
  return typeof value === 'string' ? ok(value) : fail('must be an email address or me');
}

function readUrl(value: unknown): Read<string> {
  return typeof value === 'string' ? ok(value) : fail('must be a URL');
}

/**
 * readInteger, also for integers beyond 2^53 (read inexactly): the domain then says how large
 * the value may be ("must be at most 2147483647"), as the API always has, rather than calling
 * a whole number not an integer.
 */
function readWholeNumber(value: unknown): Read<number> {
  const read = readInteger(value);
  if (read.ok) return read;
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isInteger(number) ? ok(number) : read;
}

function readSeconds(value: unknown): Read<number> {
  const read = readWholeNumber(value);
  return read.ok ? read : fail(`${read.message} (seconds)`);
}

/** Left out, a quantity is 1; `null` is not left out and has always been refused. */
function readQuantity(item: Record<string, unknown>, errors: ErrorScope): number | undefined {
  if (item.quantity !== null) return field(item, 'quantity', readWholeNumber, errors) ?? undefined;
  errors.add('quantity', 'is required');
  return undefined;
}

/** A share of the escrow fee: a number, or a string of one ("0.5"); which shares are allowed, the domain says. */
function readSplit(value: unknown): Read<number> {
  if (typeof value === 'number') return ok(value);
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return ok(Number(value));
  return fail('must be 0.5 or 1');
}
