/**
 * The rules of creating a transaction (spec 2.1-2.4 and 7), checked on the typed input of
 * either face. Pure: no database, no wire format. One call reports every problem of a request,
 * by domain field path (`items.0.schedule.1.payerCustomer`). docs/validation.md lists each
 * condition and message.
 */
import type { FieldErrors } from '../shared/errors.js';
import { ErrorReport, type ErrorScope } from '../shared/field-errors.js';
import { addUnreportedLimits, inputLimitProblems } from '../shared/limits.js';
import { currencies, isCurrency, type Currency } from '../shared/money.js';
import { validateParties, type PartyDirectory, type PartyInput, type ValidatedParty } from './create-input/parties.js';
import { validateItem, type ItemInput, type ValidatedItem } from './create-input/items.js';
import { applyCrossItemRules } from './create-input/cross-item.js';
import { checkInteger, checkText, isAbsent, type Check } from './create-input/values.js';
import { validatePrivacy, type Privacy, type PrivacyInput } from './privacy.js';

export type { PartyInput, PartyRole } from './create-input/parties.js';
export { explicitRoles } from './create-input/parties.js';
export type { ItemInput } from './create-input/items.js';
export type { ScheduleInput } from './create-input/schedule.js';
export type { FeeInput } from './create-input/fees.js';
export type { ExtraAttributesInput } from './create-input/extra-attributes.js';
export type { PrivacyInput } from './privacy.js';

const MAX_REFERENCE_LENGTH = 256;
/** Transaction.auctionId is a 32-bit integer column. */
const MAX_AUCTION_ID = 2_147_483_647;

/**
 * A transaction to create, as asked. Every field may be missing: the rules say which are
 * required, so that a request missing several hears about all of them.
 */
export interface CreateTransactionInput {
  currency?: Currency | null;
  description?: string | null;
  /** Your own reference, kept exactly as sent. */
  reference?: string | null;
  auctionId?: number | null;
  /** An offer not yet accepted; absent: false. */
  isDraft?: boolean | null;
  /** Buyer, seller and maybe broker; the caller is the partner and is never listed. */
  parties?: PartyInput[] | null;
  items?: ItemInput[] | null;
  /** Only with a broker. */
  privacy?: PrivacyInput | null;
}

/** A creation request that passed every rule, normalised: what is stored. */
export interface ValidatedTransaction {
  currency: Currency;
  description: string;
  reference: string | null;
  auctionId: number | null;
  isDraft: boolean;
  /** Buyer, seller and maybe broker; the caller's partner entry is added when storing. */
  parties: ValidatedParty[];
  items: ValidatedItem[];
  /** Absent: everyone sees everything. */
  privacy?: Privacy;
}

export interface CreateTransactionContext {
  /** The authenticated caller: `me` stands for this email. */
  callerEmail: string;
  /** The clock for plausibility checks (vehicle model years); defaults to now. */
  now?: Date;
}

export type CreateTransactionValidation = { ok: true; value: ValidatedTransaction } | { ok: false; errors: FieldErrors };

/** Checks every rule of a creation request; unknown fields never reach the input. */
export function validateCreateTransaction(input: CreateTransactionInput, ctx: CreateTransactionContext): CreateTransactionValidation {
  const report = new ErrorReport();
  const root = report.at();
  const currency = checkCurrency(input.currency, root);
  const description = orReport(checkText(input.description), 'description', root);
  const reference = checkReference(input.reference, root);
  const auctionId = isAbsent(input.auctionId) ? null : orReport(checkInteger(input.auctionId, { min: 1, max: MAX_AUCTION_ID }), 'auctionId', root);
  const isDraft = input.isDraft ?? false;

  const directory = validateParties(input.parties, ctx.callerEmail, root.at('parties'));
  const items = validateItems(input.items, directory, ctx.now ?? new Date(), root.at('items'));
  const hasBroker = input.parties?.some((party) => party.role === 'broker') ?? false;
  const privacy = validatePrivacy(input.privacy, hasBroker, root.at('privacy'));

  // Sizes, where no rule above said anything of the field: its own rule says more.
  const limits = inputLimitProblems(input);
  if (limits) addUnreportedLimits(report, limits);
  if (report.hasErrors || currency === null || description === undefined || reference === undefined || auctionId === undefined || items === null) {
    return { ok: false, errors: report.toObject() };
  }
  return {
    ok: true,
    value: { currency, description, reference, auctionId, isDraft, parties: [...directory.parties], items, ...(privacy ? { privacy } : {}) },
  };
}

/**
 * The problems of a creation request, or null when it may be created: for a face that reports
 * them alongside its own (the REST parser's), without creating anything.
 */
export function createTransactionProblems(input: CreateTransactionInput, ctx: CreateTransactionContext): FieldErrors | null {
  const validation = validateCreateTransaction(input, ctx);
  return validation.ok ? null : validation.errors;
}

function validateItems(items: readonly ItemInput[] | null | undefined, directory: PartyDirectory, now: Date, errors: ErrorScope): ValidatedItem[] | null {
  if (isAbsent(items)) {
    errors.add('all', 'is required: at least one item');
    return null;
  }
  if (items.length === 0) {
    errors.add('all', 'must have at least one item');
    return null;
  }
  const drafts = items.map((item, index) => validateItem(item, index, directory, now, errors.at(index)));
  return applyCrossItemRules(drafts, directory, errors);
}

function orReport<T>(checked: Check<T>, field: string, errors: ErrorScope): T | undefined {
  if (checked.ok) return checked.value;
  errors.add(field, checked.message);
  return undefined;
}

function checkCurrency(currency: Currency | null | undefined, errors: ErrorScope): Currency | null {
  if (isCurrency(currency)) return currency;
  errors.add('currency', isAbsent(currency) ? 'is required' : `must be one of ${currencies.join(', ')}`);
  return null;
}

/** Kept exactly as sent (no trimming): it is an identifier the integrator looks up by. */
function checkReference(reference: string | null | undefined, errors: ErrorScope): string | null | undefined {
  if (isAbsent(reference)) return null;
  if (reference === '') errors.add('reference', 'must not be empty');
  // Counted in code points, as PostgreSQL's varchar(256) counts characters.
  else if ([...reference].length > MAX_REFERENCE_LENGTH) errors.add('reference', `must be at most ${MAX_REFERENCE_LENGTH} characters long`);
  else return reference;
  return undefined;
}
