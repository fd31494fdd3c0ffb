/**
 * POST /transaction: the 2017 JSON declared once (shape.ts), read into the domain's
 * CreateTransactionInput checking types and syntax only, and documented in the OpenAPI
 * document as TransactionInput; every rule is the domain's
 * (src/domain/transactions/create-input.ts). Unknown fields are ignored at every level: the
 * spec lets later versions add fields, and integrators often send whole objects back.
 * docs/validation.md lists every message.
 */
import * as z from 'zod';
import { feeTypes } from '../../domain/fees/compute.js';
import { itemTypes } from '../../domain/shared/item-types.js';
import { currencies } from '../../domain/shared/money.js';
import { explicitRoles, type CreateTransactionInput } from '../../domain/transactions/create-input.js';
import { commissionAudiences } from '../../domain/transactions/privacy.js';
import { fail, ok, readInteger, readMoney, readTimestamp, type Read } from './json.js';
import { documentedRequired, flag, oneOf, optional, readBody, refused, text, wireObject, wireValue } from './shape.js';
import type { Parsed } from './submit.js';

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

const wholeNumber = wireValue(readWholeNumber, { type: ['integer', 'string'], description: 'An integer, or a string of digits' });

const seconds = wireValue(
  (value): Read<number> => {
    const read = readWholeNumber(value);
    return read.ok ? read : fail(`${read.message} (seconds)`);
  },
  { type: ['integer', 'string'], description: 'Seconds' },
);

/** Left out, a quantity is 1; `null` is not left out and has always been refused. */
const quantity = wireValue((value): Read<number> => (value === null ? fail('is required') : readWholeNumber(value)), { type: ['integer', 'string'] }, 'read');

const amount = wireValue(readMoney, {
  oneOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' }],
  examples: [1000.0, '1000.00'],
  description: 'Decimal amount: a number or a decimal string',
});

const dueDate = wireValue(readTimestamp, { type: 'string', format: 'date-time' });

/** A share of the escrow fee: a number, or a string of one ("0.5"); which shares are allowed, the domain says. */
const split = wireValue(
  (value): Read<number> => {
    if (typeof value === 'number') return ok(value);
    if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return ok(Number(value));
    return fail('must be 0.5 or 1');
  },
  { type: ['number', 'string'], enum: [0.5, 1, '0.5', '1'] },
);

/** An email address or `me`, as text; which of them it is, the domain says. */
const customer = text('must be an email address or me', { description: 'An email address, or `me` for the caller', examples: ['me', 'seller@example.com'] });

const url = text('must be a URL', { format: 'uri' });

/** `partner` reads as a role, for the domain to say why it may not be sent. */
const role = oneOf([...explicitRoles, 'partner'], `must be one of ${explicitRoles.join(', ')}`);

const party = documentedRequired(wireObject({ role: role, customer: customer }, 'must be an object with role and customer'), ['role', 'customer']);

const extraAttributes = wireObject({
  with_content: flag(),
  concierge: flag(),
  image_url: url,
  merchant_url: url,
  make: text(),
  model: text(),
  year: wholeNumber,
  lien_holder_payoff: flag(),
  title_collection: flag(),
});

const scheduleEntry = documentedRequired(
  wireObject(
    { amount: amount, payer_customer: customer, beneficiary_customer: customer, due_date: dueDate },
    'must be an object with amount, payer_customer and beneficiary_customer',
  ),
  ['amount', 'payer_customer'],
);

const fee = wireObject(
  {
    // Refused rather than ignored: an integrator sending an amount expects to set the price.
    amount: refused('must not be sent: fee amounts are computed by the service'),
    type: oneOf(feeTypes),
    split: split,
    payer_customer: customer,
  },
  'must be an object with type and payer_customer',
);

const item = documentedRequired(
  wireObject({
    title: text(),
    description: text(),
    type: oneOf(itemTypes),
    category: text(),
    quantity,
    inspection_period: seconds,
    extra_attributes: optional(extraAttributes),
    schedule: optional(z.array(scheduleEntry, { error: 'must be a list of schedule entries' })),
    fees: optional(z.array(fee, { error: 'must be a list of fees' })),
  }),
  ['title', 'type', 'schedule'],
);

const privacy = wireObject({ hide_counterparties: flag(), broker_commission_visible_to: oneOf(commissionAudiences) });

/** The body of POST /transaction (TransactionInput in the OpenAPI document). */
export const createTransactionBody = documentedRequired(
  wireObject(
    {
      currency: oneOf(currencies),
      description: text(),
      reference: text('must be a string', { maxLength: 256 }),
      auction_id: wholeNumber,
      is_draft: flag(),
      parties: optional(z.array(party, { error: 'must be a list of parties' })),
      items: optional(z.array(item, { error: 'must be a list of items' })),
      privacy: optional(privacy),
    },
    'the request body must be a JSON object',
  ),
  ['parties', 'currency', 'description', 'items'],
  'Unknown fields are ignored (a client may send back a Transaction it read).',
);

export function parseCreateTransaction(body: unknown): Parsed<CreateTransactionInput> {
  return readBody<CreateTransactionInput>(createTransactionBody, body);
}
// ---------------------------------------------------------------- the contract's error shape

type Messages = string[];
/** Entries of a list, keyed by zero-based position ("0", "1", ...). */
type Indexed<T> = { [index: `${number}`]: T };

/** The errors of a TransactionValidationResponse (spec 2.3), under the wire's names. */
export type TransactionValidationErrors = {
  /** The body itself is not a JSON object. */
  all?: Messages;
  currency?: Messages;
  description?: Messages;
  reference?: Messages;
  auction_id?: Messages;
  is_draft?: Messages;
  /** `all` holds errors about the list as a whole (a missing buyer or seller). */
  parties?: { all?: Messages } & Indexed<{ all?: Messages; role?: Messages; customer?: Messages }>;
  /** `all` holds errors about the list as a whole (missing, empty, no transferable item). */
  items?: { all?: Messages } & Indexed<ItemErrors>;
  privacy?: { all?: Messages; hide_counterparties?: Messages; broker_commission_visible_to?: Messages };
};

type ItemErrors = {
  all?: Messages;
  title?: Messages;
  description?: Messages;
  type?: Messages;
  category?: Messages;
  quantity?: Messages;
  inspection_period?: Messages;
  extra_attributes?: { [attribute: string]: Messages };
  schedule?: { all?: Messages } & Indexed<{
    all?: Messages;
    amount?: Messages;
    payer_customer?: Messages;
    beneficiary_customer?: Messages;
    due_date?: Messages;
  }>;
  fees?: { all?: Messages } & Indexed<{ all?: Messages; type?: Messages; payer_customer?: Messages; split?: Messages; amount?: Messages }>;
};
