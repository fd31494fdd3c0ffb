/**
 * The contract's DisbursementMethodInput (spec 2.6), declared once (shape.ts): read into the
 * domain's input and documented. Every field of the spec is accepted; `intermediary_bank` is
 * shorthand for the first entry of `intermediary_banks` (both may be sent, as a saved method
 * reads back, when they agree); a body with `id` selects a saved method.
 */
import * as z from 'zod';
import { maxIntermediaryBanks, type DisbursementMethodChoice, type DisbursementMethodInput } from '../../domain/disbursement-methods/input.js';
import { accountTypes, clearingSystemCodes } from '../../domain/disbursement-methods/types.js';
import { disbursementMethodTypes } from '../../domain/fees/fee-table.js';
import { flattenFieldErrors } from '../../domain/shared/errors.js';
import { ErrorReport, type ErrorScope } from '../../domain/shared/field-errors.js';
import { isRowId } from '../../domain/shared/ids.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { savedMethodIdMessage } from '../../domain/transactions/disbursement-method.js';
import { addressField } from './address.js';
import { has, readObjectBody } from './body.js';
import { fail, ok, type Read } from './json.js';
import { documentedAs, ignored, keptWhenUnreadable, optional, readBody, sentText, wireObject, wireValue } from './shape.js';
import { parsed, type Parsed } from './submit.js';
import type { PathRenames } from './wire-errors.js';

export const disbursementMethodWireFields = [
  'id',
  'type',
  'account_name',
  'account_type',
  'bank_aba_routing_number',
  'bank_account_number',
  'bank_address',
  'bank_branch_number',
  'bank_iban',
  'bank_name',
  'bank_swift_code',
  'bank_sort_code',
  'international_routing_code',
  'beneficiary_address',
  'currency',
  'intermediary_bank',
  'intermediary_banks',
  'additional_information',
  'clearing_system_code',
  'member_id',
] as const;

export const intermediaryBankWireFields = [
  'bank_aba_routing_number',
  'bank_name',
  'member_id',
  'clearing_system_code',
  'bank_address',
  'bank_swift_code',
  'bank_account_number',
] as const;

/**
 * Stands for an id the parser could not read (and has reported): it keeps the entry a saved
 * method's, so the domain's checks of the rest do not mistake it for new bank details.
 */
export const unreadableId = Number.NaN;

export interface ReadDisbursementMethod {
  input: DisbursementMethodInput;
  /** The bank came as `intermediary_bank`: the domain's `intermediaryBanks.0` is that field on the wire. */
  singleIntermediaryBank: boolean;
}

const bankMessage = 'must be an object describing a bank';

/** Documented as the IntermediaryBank component the answers share (its nulls read as absent here). */
const intermediaryBank = documentedAs(
  wireObject(
    {
      bank_aba_routing_number: sentText(),
      bank_name: sentText(),
      member_id: sentText(),
      clearing_system_code: sentText(undefined, { enum: [...clearingSystemCodes] }),
      bank_address: addressField,
      bank_swift_code: sentText(),
      bank_account_number: sentText(),
    },
    bankMessage,
    { unknownFields: 'is not a field of an intermediary bank' },
  ),
  { $ref: '#/components/schemas/IntermediaryBank' },
);

/**
 * `intermediary_bank` and `intermediary_banks` read together: a bank that disagrees with the
 * list's first entry, or a list that is not one, is reported and neither is read; a list longer
 * than the domain allows is refused whole by the domain, so its entries are not read.
 */
function intermediaryBanks(raw: unknown, context: z.core.$RefinementCtx): unknown {
  if (!isPlainObject(raw)) return raw;
  const single = raw.intermediary_bank ?? null;
  const list = raw.intermediary_banks ?? null;
  const refuse = (field: string, message: string, drop: string) => {
    context.issues.push({ code: 'custom', message, input: raw[field], path: [field], params: { drop: [drop] } });
    return raw;
  };
  if (list !== null && !Array.isArray(list)) return refuse('intermediary_banks', 'must be a list of intermediary banks', 'intermediary_bank');
  if (list !== null && list.length > maxIntermediaryBanks) return { ...raw, intermediary_bank: undefined, intermediary_banks: list.map(() => ({})) };
  if (single !== null && list !== null && list.length > 0) {
    if (JSON.stringify(single) !== JSON.stringify(list[0])) {
      return refuse('intermediary_bank', 'must be left out, or equal the first entry of intermediary_banks', 'intermediary_banks');
    }
    return { ...raw, intermediary_bank: undefined };
  }
  return raw;
}

/** A method's declaration, whose `id` (a saved method's) is read by `id`. */
function methodDeclaration(id: z.ZodType<number | undefined>, notAnObject = 'must be an object describing a disbursement method') {
  const fields = wireObject(
    {
      id,
      type: sentText(undefined, { enum: [...disbursementMethodTypes] }),
      account_name: sentText(),
      account_type: sentText(undefined, { enum: [...accountTypes] }),
      bank_aba_routing_number: sentText(),
      bank_account_number: sentText(),
      bank_address: addressField,
      bank_branch_number: sentText(),
      bank_iban: sentText(),
      bank_name: sentText(),
      bank_swift_code: sentText(),
      bank_sort_code: sentText(),
      international_routing_code: sentText(),
      beneficiary_address: addressField,
      currency: sentText(),
      intermediary_bank: optional(intermediaryBank),
      intermediary_banks: optional(z.array(intermediaryBank, { error: 'must be a list of intermediary banks' })),
      additional_information: sentText(),
      clearing_system_code: sentText(undefined, { enum: [...clearingSystemCodes] }),
      member_id: sentText(),
    },
    notAnObject,
    { unknownFields: 'is not a field of a disbursement method' },
  ).transform((read): DisbursementMethodChoice => {
    const { id, intermediaryBank, intermediaryBanks, ...rest } = read as typeof read & { id?: number };
    if (id !== undefined) return { id };
    return { ...rest, intermediaryBanks: intermediaryBank ? [intermediaryBank] : (intermediaryBanks ?? undefined) };
  });
  return z.preprocess(intermediaryBanks, fields);
}

/**
 * The body of POST /transaction/{id}/disbursement_methods (DisbursementMethodInput in the OpenAPI
 * document), as a new method: a body with `id` selects that saved method instead (see
 * parseDisbursementMethodChoice), its other fields ignored, so a saved method may be sent back as read.
 */
export const disbursementMethodBody = methodDeclaration(
  // Read by the caller: a body with `id` is a saved method's (see parseDisbursementMethodChoice).
  documentedAs(ignored(), { type: 'integer', description: 'Alone: selects a saved method' }),
);

/**
 * An entry of a list of methods (a customer body's): with an `id`, that saved method (its other
 * fields ignored; an id that cannot be one is reported with `idMessage` and still names a saved
 * method, `unreadableId`); without, a new method. Documented as DisbursementMethodInput.
 */
export function savedOrNewDisbursementMethod(idMessage: string) {
  const id = keptWhenUnreadable(
    wireValue((value): Read<number> => (isRowId(value) ? ok(value) : fail(idMessage)), { type: 'integer' }),
    () => unreadableId,
  );
  return documentedAs(
    z.preprocess((entry) => (isPlainObject(entry) && entry.id !== undefined && entry.id !== null ? { id: entry.id } : entry), methodDeclaration(id)),
    { $ref: '#/components/schemas/DisbursementMethodInput' },
  );
}

/** The bank came as `intermediary_bank` alone (see disbursementMethodRenames). */
export function singleBank(raw: Record<string, unknown>): boolean {
  const list = raw.intermediary_banks ?? null;
  return (raw.intermediary_bank ?? null) !== null && (list === null || (Array.isArray(list) && list.length === 0));
}

/** A new method's fields (`id`, which selects a saved method, is the caller's to read); problems go to `errors`. */
export function readDisbursementMethod(raw: Record<string, unknown>, errors: ErrorScope): ReadDisbursementMethod {
  const read = readBody<DisbursementMethodInput>(disbursementMethodBody as z.ZodType<DisbursementMethodInput>, raw);
  for (const { path, messages } of flattenFieldErrors(read.errors.toObject())) {
    for (const message of messages) errors.at(...path.slice(0, -1)).add(path[path.length - 1]!, message);
  }
  return { input: read.input, singleIntermediaryBank: singleBank(raw) };
}

/** Domain path → wire path for a method read at `domainPath` / `wirePath` (the shorthand bank). */
export function disbursementMethodRenames(read: ReadDisbursementMethod, domainPath: string, wirePath: string): Record<string, string> {
  const at = (path: string, name: string) => (path === '' ? name : `${path}.${name}`);
  return read.singleIntermediaryBank ? { [at(domainPath, 'intermediaryBanks.0')]: at(wirePath, 'intermediary_bank') } : {};
}

/** POST /transaction/{id}/disbursement_methods: a saved method's `id`, or a new method (disbursementMethodBody). */
export function parseDisbursementMethodChoice(body: unknown): Parsed<DisbursementMethodChoice> & { renames: PathRenames } {
  const object = readObjectBody(body);
  if (has(object, 'id')) {
    const report = new ErrorReport();
    if (isRowId(object.id)) return { ...parsed({ id: object.id }, report), renames: {} };
    report.at().add('id', savedMethodIdMessage);
    return { ...parsed({ id: unreadableId }, report), renames: {} };
  }
  const read = readBody<DisbursementMethodChoice>(disbursementMethodBody, object);
  return { ...read, renames: disbursementMethodRenames({ input: {}, singleIntermediaryBank: singleBank(object) }, '', '') };
}
