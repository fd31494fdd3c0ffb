/**
 * CustomerValidationResponse (docs/decisions.md): the contract folds some fields into one list
 * of messages, each starting with the field it is about. From the problems under wire paths:
 *
 * - first_name, middle_name, last_name, date_of_birth → `name_and_dob: ["first_name: …"]`;
 * - company.company_name, company.address.country, … → `company: ["company_name: …",
 *   "address.country: …"]` (a problem of the company as a whole has no prefix);
 * - tax_numbers.N.type, .number, .id → TaxNumberValidationResponse's `type`, `number`, `id`,
 *   starting with `tax_numbers[N]: ` when the request sent several (an entry that is not an
 *   object is a problem of its `type`).
 *
 * Messages keep the order the contract lists them in, whichever report (the parser's or the
 * domain's) found them.
 */
import { ValidationError, flattenFieldErrors, type FieldErrors } from '../../domain/shared/errors.js';
import type { ParsedCustomer } from './customer.js';
import { rankIn, sortByOrder } from './field-order.js';
import { submit, type DomainStep } from './submit.js';

const nameAndDobFields = ['first_name', 'middle_name', 'last_name', 'date_of_birth'];
const addressOrder = ['all', '*', 'line1', 'line2', 'city', 'state', 'post_code', 'country'];
const companyOrder = ['all', '*', 'company_name', 'address'];
const taxNumberOrder = ['*', 'id', 'type', 'number'];
/** Top-level keys in the order the checks run; keys not listed (unknown fields) come first. */
const customerOrder = [
  '*',
  'email',
  'name_and_dob',
  'username',
  'display_name',
  'phone_number',
  'address',
  'shipping_address',
  'company',
  'tax_numbers',
  'disbursement_methods',
];

/** Runs a customer operation through submit(), answering its problems in the contract's shape. */
export async function submitCustomer<T, R>(body: ParsedCustomer<T>, step: Omit<DomainStep<T, R>, 'renames'>): Promise<R> {
  try {
    return await submit(body, { ...step, renames: body.renames });
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError(customerValidationResponse(error.errors, body.taxNumberCount), error.message);
    throw error;
  }
}

function customerValidationResponse(errors: FieldErrors, taxNumberCount: number): FieldErrors {
  const folded: Record<string, string[] | FieldErrors> = {};
  // Where each key goes: a tax number's problems go where tax_numbers is read, unless an
  // unknown field of the body had the same name.
  const ranks = new Map<string, number>();
  const append = (key: string, messages: string[], rankedAs = key) => {
    const existing = folded[key];
    folded[key] = Array.isArray(existing) ? [...existing, ...messages] : messages;
    if (!ranks.has(key)) ranks.set(key, rankIn(customerOrder, rankedAs));
  };
  const nameAndDob = nameAndDobFields.flatMap((name) => prefixed(`${name}: `, errors[name]));
  if (nameAndDob.length > 0) append('name_and_dob', nameAndDob);
  for (const [key, value] of Object.entries(errors)) {
    if (nameAndDobFields.includes(key)) continue;
    if (key === 'company' && !Array.isArray(value)) append('company', companyMessages(value));
    else if (key === 'tax_numbers' && !Array.isArray(value)) {
      for (const [field, messages] of taxNumberMessages(value, taxNumberCount)) append(field, messages, 'tax_numbers');
    } else if (Array.isArray(value)) append(key, value);
    else {
      folded[key] = value;
      ranks.set(key, rankIn(customerOrder, key));
    }
  }
  return Object.fromEntries(
    Object.entries(folded)
      .map((entry, index) => ({ entry, index, rank: ranks.get(entry[0]) ?? 0 }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ entry }) => entry),
  );
}

function prefixed(prefix: string, messages: string[] | FieldErrors | undefined): string[] {
  return Array.isArray(messages) ? messages.map((message) => prefix + message) : [];
}

function companyMessages(company: FieldErrors): string[] {
  const rank = ({ path }: { path: string[] }) => [rankIn(companyOrder, path[0]!), path[0] === 'address' ? rankIn(addressOrder, path[1]!) : 0] as const;
  return flattenFieldErrors(company)
    .map((problem, index) => ({ problem, index, rank: rank(problem) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .flatMap(({ problem: { path, messages } }) => (path.length === 1 && path[0] === 'all' ? messages : prefixed(`${path.join('.')}: `, messages)));
}

/** The entries of `tax_numbers` moved to the top level: [field, messages] in entry order. */
function taxNumberMessages(entries: FieldErrors, count: number): [string, string[]][] {
  const indices = Object.keys(entries).sort((a, b) => Number(a) - Number(b));
  return indices.flatMap((index) => {
    const entry = entries[index];
    if (entry === undefined || Array.isArray(entry)) return [];
    const prefix = count > 1 ? `tax_numbers[${index}]: ` : '';
    return sortByOrder(Object.entries(entry), taxNumberOrder, ([field]) => (field === 'all' ? 'type' : field)).map(([field, messages]): [string, string[]] => [
      field === 'all' ? 'type' : field,
      prefixed(prefix, messages),
    ]);
  });
}
