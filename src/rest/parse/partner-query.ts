/**
 * Query parameters of the partner endpoints, read into domain terms. Type and syntax only: a
 * value that cannot be read (not an integer, an unknown status, a bad date) answers 400 with
 * every such problem named; what readable values must satisfy together (min below max, a
 * start before its end) is the domain's to say, answered 422 under the parameter's name. Each
 * endpoint's parameters are declared once (`partnerQuery`, with zod as in shape.ts): the reader
 * and the route's `query` list of the OpenAPI document.
 */
import type * as z from 'zod';
import { BadRequestError } from '../../domain/shared/errors.js';
import { parseMoney } from '../../domain/shared/money.js';
import { fail, ok, readTimestamp, type Read } from './json.js';
import { queryDeclaration, wireValue, type JsonSchema, type QueryOptions } from './shape.js';
import { unsupportedDateMessage } from '../../domain/shared/dates.js';
import { isRowId } from '../../domain/shared/ids.js';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

/** Every value a parameter was given: `name=…` and `name[]=…` (only lists read the second). */
interface ParameterTexts {
  plain: string[];
  bracketed: string[];
}

/** Why a value cannot be read, in the words of the 400: `must be <expected>; got "<value>"`. */
const refused = <T>(expected: string, value: string): Read<T> => fail(`must be ${expected}; got "${value}"`);

/** A parameter given once at most; absent or empty reads as absent, the trimmed text is read by `read`. */
function single<T>(read: (value: string) => Read<T>, json: JsonSchema) {
  return wireValue((texts): Read<T | undefined> => {
    const { plain } = texts as ParameterTexts;
    if (plain.length > 1) return fail(`must be given once; got ${plain.length} values`);
    const value = plain[0]?.trim();
    return value === undefined || value === '' ? ok(undefined) : read(value);
  }, json);
}

/** Values as `ids=1,2`, `ids=1&ids=2` or `ids[]=1&ids[]=2`; none (or only empty ones) is no filter. */
function list<T>(read: (values: string[]) => Read<T[]>, json: JsonSchema) {
  return wireValue((texts): Read<T[] | undefined> => {
    const { plain, bracketed } = texts as ParameterTexts;
    const values = [...plain, ...bracketed]
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
    return values.length === 0 ? ok(undefined) : read(values);
  }, json);
}

/** The kinds of partner query parameters, each with its reader and its document entry. */
export const parameter = {
  /** A positive integer (ids, limits, cursors). */
  positiveInteger: (json: JsonSchema = {}) =>
    single((value) => (/^\d{1,10}$/.test(value) && isRowId(Number(value)) ? ok(Number(value)) : refused<number>('a positive integer', value)), {
      type: 'integer',
      minimum: 1,
      ...json,
    }),
  /** A whole number, 0 or more. */
  count: () =>
    single((value) => (/^\d{1,9}$/.test(value) ? ok(Number(value)) : refused<number>('a whole number, 0 or more', value)), { type: 'integer', minimum: 0 }),
  /** Any integer (status codes; the domain says which). */
  integer: () => single((value) => (/^-?\d{1,9}$/.test(value) ? ok(Number(value)) : refused<number>('an integer', value)), { type: 'integer' }),
  oneOf: <const T extends string>(allowed: readonly T[], json: JsonSchema = {}) =>
    single((value) => ((allowed as readonly string[]).includes(value) ? ok(value as T) : refused<T>(`one of ${allowed.join(', ')}`, value)), {
      enum: [...allowed],
      ...json,
    }),
  /** true/false, also 1/0. */
  boolean: () =>
    single(
      (text) => {
        const value = text.toLowerCase();
        if (value === 'true' || value === '1') return ok(true);
        if (value === 'false' || value === '0') return ok(false);
        return refused<boolean>('true or false', value);
      },
      { type: 'boolean' },
    ),
  string: (json: JsonSchema = {}) => single((value) => ok(value), { type: 'string', ...json }),
  /** An amount such as 1000 or 1000.50, in minor units. */
  money: () =>
    single(
      (value) => {
        const parsed = parseMoney(value);
        return parsed.ok ? ok(parsed.minor) : refused<bigint>('an amount such as 1000.00', value);
      },
      { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' },
    ),
  /**
   * An ISO 8601 date or date-time with a zone. As the end of an inclusive range (`endOfDay`),
   * a plain date covers that whole day (UTC).
   */
  date: (options: { endOfDay?: boolean } = {}) =>
    single(
      (value): Read<Date> => {
        const read = readTimestamp(value);
        if (!read.ok && read.message === unsupportedDateMessage) return refused('a date between 1900-01-01 and 2999-12-31 (UTC)', value);
        if (!read.ok) return refused('an ISO 8601 date or date-time with a time zone, such as 2026-05-01 or 2026-05-01T12:00:00Z', value);
        return ok(options.endOfDay && datePattern.test(value) ? new Date(read.value.getTime() + dayMs - 1) : read.value);
      },
      { type: 'string', description: 'A date (YYYY-MM-DD, the whole day, UTC) or an ISO 8601 timestamp' },
    ),
  positiveIntegerList: () =>
    list(
      (values) => {
        const bad = values.find((value) => !/^\d{1,10}$/.test(value) || !isRowId(Number(value)));
        return bad === undefined ? ok(values.map(Number)) : refused<number[]>('a list of positive integers, such as 1,2,3', bad);
      },
      { type: 'string', pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$', description: 'Comma-separated, or the parameter repeated (`ids=1&ids=2`)' },
    ),
  stringList: (json: JsonSchema = {}) => list((values) => ok(values), { type: 'string', ...json }),
};

/**
 * A partner endpoint's query parameters declared once: `read` answers every parameter that
 * cannot be read in one 400 (in `checkOrder`, declaration order by default), `doc` is the
 * route's `query` list, with `descriptions` beside the schemas.
 */
export function partnerQuery<Shape extends z.ZodRawShape>(shape: Shape, options: QueryOptions<Shape> = {}) {
  const { schema, names, inCheckOrder, doc } = queryDeclaration(shape, options);
  const read = (query: URLSearchParams) => {
    const texts = Object.fromEntries(names.map((name): [string, ParameterTexts] => [name, { plain: query.getAll(name), bracketed: query.getAll(`${name}[]`) }]));
    const result = schema.safeParse(texts);
    if (result.success) return result.data;
    const issues = inCheckOrder(result.error.issues);
    throw new BadRequestError(issues.map((issue) => `${String(issue.path[0])} ${issue.message}`).join('. '));
  };
  return { doc, read };
}

/** `limit` and `next_cursor` of the cursored listings. */
export const cursorParameters = {
  limit: parameter.positiveInteger({ default: 10, maximum: 100 }),
  next_cursor: parameter.positiveInteger(),
};
export const cursorDescriptions = { limit: 'At most 100', next_cursor: 'The `next_cursor` of the previous page' };

/** `sort_by` is id, the only order; `sort_direction` asc or desc. */
export const sortParameters = {
  sort_by: parameter.oneOf(['id']),
  sort_direction: parameter.oneOf(['asc', 'desc'], { default: 'desc' }),
};
