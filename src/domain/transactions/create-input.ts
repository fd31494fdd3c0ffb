/**
 * Validation and normalisation of `POST /transaction` bodies (spec 2.1-2.4 and 7). Pure: no
 * database, no HTTP. One call reports every problem of a request, in the spec's
 * TransactionValidationResponse shape. docs/validation.md lists each condition and message.
 */
import { isPlainObject } from '../shared/validation.js';
import { isCurrency, currencies, type Currency } from '../shared/money.js';
import { ErrorReport, type ErrorScope } from '../shared/field-errors.js';
import { readBoolean, readInteger, readText } from './create-input/primitives.js';
import { validateParties, type PartyDirectory, type PartyInput } from './create-input/parties.js';
import { validateItem, type CreateItemInput } from './create-input/items.js';
import { applyCrossItemRules } from './create-input/cross-item.js';

export type { PartyInput, ExplicitRole, PartyRole } from './create-input/parties.js';
export type { CreateItemInput } from './create-input/items.js';
export type { ScheduleInput } from './create-input/schedule.js';
export type { ExtraAttributes } from './create-input/extra-attributes.js';
export type { FeeEntry } from '../fees/compute.js';
export { ESCROW } from './create-input/primitives.js';
export { MAX_INSPECTION_PERIOD_SECONDS } from './create-input/items.js';

export const MAX_REFERENCE_LENGTH = 256;
/** Transaction.auctionId is a 32-bit integer column. */
const MAX_AUCTION_ID = 2_147_483_647;

export interface CreateTransactionInput {
  currency: Currency;
  description: string;
  reference: string | null;
  auctionId: number | null;
  /** An offer not yet accepted. */
  isDraft: boolean;
  /** Buyer, seller and maybe broker; the caller's partner entry is added by the caller. */
  parties: PartyInput[];
  items: CreateItemInput[];
}

export interface CreateTransactionContext {
  /** The authenticated caller: `me` stands for this email. */
  callerEmail: string;
  /** The clock for plausibility checks (vehicle model years); defaults to now. */
  now?: Date;
}

// ---------------------------------------------------------------- the errors object

type Messages = string[];
/** Entries of a list, keyed by zero-based position ("0", "1", ...). */
type Indexed<T> = { [index: `${number}`]: T };

export type PartyErrors = { all?: Messages; role?: Messages; customer?: Messages };
/** `all` holds errors about the list as a whole (a missing buyer or seller). */
export type PartiesErrors = { all?: Messages } & Indexed<PartyErrors>;

export type FeeErrors = { all?: Messages; type?: Messages; payer_customer?: Messages; split?: Messages; amount?: Messages };
export type FeesErrors = { all?: Messages } & Indexed<FeeErrors>;

export type ScheduleEntryErrors = {
  all?: Messages;
  amount?: Messages;
  payer_customer?: Messages;
  beneficiary_customer?: Messages;
  due_date?: Messages;
};
export type ScheduleErrors = { all?: Messages } & Indexed<ScheduleEntryErrors>;

export type ExtraAttributesErrors = {
  all?: Messages;
  with_content?: Messages;
  concierge?: Messages;
  image_url?: Messages;
  merchant_url?: Messages;
  make?: Messages;
  model?: Messages;
  year?: Messages;
  lien_holder_payoff?: Messages;
  title_collection?: Messages;
};

export type ItemErrors = {
  all?: Messages;
  title?: Messages;
  description?: Messages;
  type?: Messages;
  category?: Messages;
  quantity?: Messages;
  inspection_period?: Messages;
  extra_attributes?: ExtraAttributesErrors;
  fees?: FeesErrors;
  schedule?: ScheduleErrors;
};
/** `all` holds errors about the list as a whole (missing, empty, no transferable item). */
export type ItemsErrors = { all?: Messages } & Indexed<ItemErrors>;

export type TransactionValidationErrors = {
  /** The body itself is not a JSON object. */
  all?: Messages;
  parties?: PartiesErrors;
  items?: ItemsErrors;
  currency?: Messages;
  description?: Messages;
  reference?: Messages;
  auction_id?: Messages;
  is_draft?: Messages;
};

export type CreateTransactionValidation =
  | { ok: true; value: CreateTransactionInput }
  | { ok: false; errors: TransactionValidationErrors };

// ---------------------------------------------------------------- validation

/**
 * Validates a creation body. Unknown fields are ignored and never reach the result: the spec
 * lets later versions add fields, and integrators often send whole objects back.
 */
export function validateCreateTransaction(body: unknown, ctx: CreateTransactionContext): CreateTransactionValidation {
  const report = new ErrorReport();
  if (!isPlainObject(body)) {
    report.at().add('all', 'the request body must be a JSON object');
    return { ok: false, errors: report.toObject() as TransactionValidationErrors };
  }
  const root = report.at();
  const currency = readCurrency(body.currency, root);
  const description = readOrReport(readText(body.description), 'description', root);
  const reference = readReference(body.reference, root);
  const auctionIdRead = readInteger(body.auction_id, { min: 1, max: MAX_AUCTION_ID });
  const auctionId = isAbsent(body.auction_id) ? null : readOrReport(auctionIdRead, 'auction_id', root);
  const isDraft = isAbsent(body.is_draft) ? false : readOrReport(readBoolean(body.is_draft), 'is_draft', root);

  const directory = validateParties(body.parties, ctx.callerEmail, root.at('parties'));
  const items = validateItems(body.items, directory, ctx.now ?? new Date(), root.at('items'));

  // The shape is built by the validators above, key by key as the types describe.
  if (report.hasErrors || currency === null || description === null || isDraft === null || items === null) {
    return { ok: false, errors: report.toObject() as TransactionValidationErrors };
  }
  return {
    ok: true,
    value: { currency, description, reference: reference ?? null, auctionId, isDraft, parties: [...directory.parties], items },
  };
}

function validateItems(raw: unknown, directory: PartyDirectory, now: Date, errors: ErrorScope): CreateItemInput[] | null {
  if (isAbsent(raw)) {
    errors.add('all', 'is required: at least one item');
    return null;
  }
  if (!Array.isArray(raw)) {
    errors.add('all', 'must be a list of items');
    return null;
  }
  if (raw.length === 0) {
    errors.add('all', 'must have at least one item');
    return null;
  }
  const drafts = raw.map((item, index) => validateItem(item, index, directory, now, errors.at(index)));
  return applyCrossItemRules(drafts, directory, errors);
}

function isAbsent(value: unknown): value is undefined | null {
  return value === undefined || value === null;
}

function readOrReport<T>(read: { ok: true; value: T } | { ok: false; message: string }, field: string, errors: ErrorScope): T | null {
  if (read.ok) return read.value;
  errors.add(field, read.message);
  return null;
}

function readCurrency(value: unknown, errors: ErrorScope): Currency | null {
  if (isCurrency(value)) return value;
  errors.add('currency', isAbsent(value) ? 'is required' : `must be one of ${currencies.join(', ')}`);
  return null;
}

/** Kept exactly as sent (no trimming): it is an identifier the integrator looks up by. */
function readReference(value: unknown, errors: ErrorScope): string | null | undefined {
  if (isAbsent(value)) return null;
  if (typeof value !== 'string') errors.add('reference', 'must be a string');
  else if (value === '') errors.add('reference', 'must not be empty');
  // Counted in code points, as PostgreSQL's varchar(256) counts characters.
  else if ([...value].length > MAX_REFERENCE_LENGTH) errors.add('reference', `must be at most ${MAX_REFERENCE_LENGTH} characters long`);
  else return value;
  return undefined;
}
