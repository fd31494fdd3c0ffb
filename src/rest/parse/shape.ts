/**
 * REST bodies and query parameters declared once, with zod (docs/decisions.md, "REST shapes
 * declared once"). A declaration is both the parser (types and syntax, under the wire's names,
 * read into the domain's input) and the JSON Schema of the OpenAPI document (`toJsonSchema`,
 * used by src/rest/openapi). Each declaration carries the 2017 contract's message for what it
 * cannot read; `readBody` turns zod's issues into the contract's error tree (wire-errors.ts).
 *
 * What a value must be beyond its type and syntax (present, not blank, a party of the
 * transaction) is the domain's to say, so every field here is optional: the document's
 * `required` lists are the domain's rules, written with `documentedRequired`.
 */
import * as z from 'zod';
import { BadRequestError } from '../../domain/shared/errors.js';
import { ErrorReport } from '../../domain/shared/field-errors.js';
import { fail, ok, readBoolean, type Read } from './json.js';
import { parsed, type Parsed } from './submit.js';
import { addIssues } from './wire-errors.js';

export type JsonSchema = Record<string, unknown>;

/** Schemas whose document entry is written by hand: a syntax zod has no type for, or a shared component. */
const documented = new WeakMap<z.core.$ZodType, JsonSchema>();

/** `schema` documented as `json` (a `$ref` to a component the document shares with the answers). */
export function documentedAs<T extends z.ZodType>(schema: T, json: JsonSchema): T {
  documented.set(schema, json);
  return schema;
}
/** Nullable only because null reads as absent: documented as the value alone. */
const nullAsAbsent = new WeakSet<z.core.$ZodType>();
/** Nullable only so that the domain may refuse null: documented as the value alone. */
const nullUndocumented = new WeakSet<z.core.$ZodType>();
/** Fields refused when sent: checked, documented as never valid, and not carried into the input. */
const refusedFields = new WeakSet<z.core.$ZodType>();
/** Fields accepted and ignored (read-only fields a client may send back): not carried into the input. */
const ignoredFields = new WeakSet<z.core.$ZodType>();

/** What a wire value's `null` means: left out (the default), a value of its own (a PATCH that clears a field), or something the reader judges. */
export type NullMeans = 'absent' | 'kept' | 'read';

interface Leaf {
  read: (value: unknown) => Read<unknown>;
  nulls: NullMeans;
  /** What the domain is given for a value this leaf cannot read (reported all the same); left out when unset. */
  unreadable?: (value: unknown) => unknown;
}

/** What a list or object that cannot be read is replaced by, on readBody's next pass (see keptWhenUnreadable). */
const substitutes = new WeakMap<z.core.$ZodType, (value: unknown) => unknown>();

/** A value that could not be read, standing in the body for what the domain is given instead (see keptWhenUnreadable). */
class Kept {
  constructor(readonly value: unknown) {}
}
/** The reader of each leaf schema, run by the object that holds it (see wireObject). */
const leaves = new WeakMap<z.core.$ZodType, Leaf>();

/**
 * A wire value (a string, a flag, an amount, a date, digits as an integer…) read by a reader of
 * json.ts into the domain's type, reported with the reader's own message when it cannot be;
 * `json` is how the document shows it. The object holding it runs the reader: one zod node per
 * object rather than three per value keeps the create body's parse as fast as the hand-written
 * reader it replaced (BENCHMARKS.md).
 */
export function wireValue<T, N extends NullMeans = 'absent'>(
  read: (value: unknown) => Read<T>,
  json: JsonSchema,
  nulls?: N,
): z.ZodType<T | (N extends 'kept' ? null : never) | undefined> {
  const schema = z.unknown().optional();
  documented.set(schema, json);
  leaves.set(schema, { read, nulls: nulls ?? 'absent' });
  return schema as unknown as z.ZodType<T | (N extends 'kept' ? null : never) | undefined>;
}

/**
 * `schema` (a `wireValue`) whose unreadable value is reported and still given to the domain, as
 * `substitute` makes it: the domain's rules that depend on whether a field was given (`is
 * required unless bank_iban is given`) then see it, and its messages about the value itself are
 * dropped in favour of the parser's (mergeWireErrors).
 */
export function keptWhenUnreadable<T extends z.ZodType>(schema: T, substitute: (value: unknown) => unknown): T {
  const leaf = leaves.get(schema);
  // A list or object: its substitute replaces it in the body (so it must be one the declaration reads).
  if (leaf) leaf.unreadable = substitute;
  else substitutes.set(schema, substitute);
  return schema;
}

/** A string whose value of another type is reported and passed on as its JSON text (see keptWhenUnreadable). */
export const sentText = (error = 'must be a string', json: JsonSchema = {}) => keptWhenUnreadable(text(error, json), (value) => JSON.stringify(value));

/** A string; `error` when it is something else. */
export const text = <N extends NullMeans = 'absent'>(error = 'must be a string', json: JsonSchema = {}, nulls?: N) =>
  wireValue((value): Read<string> => (typeof value === 'string' ? ok(value) : fail(error)), { type: 'string', ...json }, nulls);

export const flag = <N extends NullMeans = 'absent'>(nulls?: N) => wireValue(readBoolean, { type: 'boolean' }, nulls);

/** One of a closed list of wire values (the list comes from the domain). */
export const oneOf = <const T extends string, N extends NullMeans = 'absent'>(values: readonly T[], error = `must be one of ${values.join(', ')}`, nulls?: N) =>
  wireValue(
    (value): Read<T> => (typeof value === 'string' && (values as readonly string[]).includes(value) ? ok(value as T) : fail(error)),
    { type: 'string', enum: [...values] },
    nulls,
  );

/**
 * A list or object that may be left out; `null` reads as absent too (a client may send back an
 * object it read). The document shows the value only.
 */
export function optional<T extends z.ZodType>(schema: T) {
  const nullable = schema.nullable();
  nullAsAbsent.add(nullable);
  const absent = nullable.optional();
  nullAsAbsent.add(absent);
  return absent;
}

/**
 * A list or object whose `null` is passed on to the domain, which refuses it (`must be a list`):
 * documented as the value only, since null is never valid.
 */
export function nullRefusedByDomain<T extends z.ZodType>(schema: T) {
  const nullable = schema.nullable();
  nullUndocumented.add(nullable);
  return nullable.optional();
}

/** A field whose presence is refused with `message` (even as null); never part of the input. */
export function refused(message: string) {
  const schema = z.never({ error: message }).optional();
  refusedFields.add(schema);
  return schema;
}

/**
 * A field accepted with any value and ignored (a read-only field of the resource, so a client may
 * send back what it read); documented by `description` alone, never part of the input.
 */
export function ignored(description = 'Read-only; ignored') {
  const schema = z.unknown().optional();
  documented.set(schema, { description });
  ignoredFields.add(schema);
  return schema as unknown as z.ZodType<undefined>;
}

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
/** The domain's names for a wire object: keys camelCased, null read as absent, refused fields left out. */
export type DomainNames<T> = { [K in keyof T as T[K] extends undefined ? never : CamelCase<K & string>]: Exclude<T[K], null> };

function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * An object as the wire names its fields, read into the domain's names (`auction_id` →
 * `auctionId`); unknown fields are dropped. `error` is the message when the value is not an
 * object (reported under `all`).
 */
export function wireObject<Shape extends z.ZodRawShape>(shape: Shape, error = 'must be an object', options: { unknownFields?: string } = {}) {
  const fields = Object.entries(shape)
    .filter(([, schema]) => !refusedFields.has(schema) && !ignoredFields.has(schema))
    .map(([wireName, schema]) => ({ wireName, name: camelCase(wireName), leaf: leaves.get(schema), nullIsAbsent: nullAsAbsent.has(schema) }));
  // Parallel arrays and a template with every name in order: the hot loop of every request,
  // kept free of destructuring and of objects that change shape as they are filled.
  const wireNames = fields.map((field) => field.wireName);
  const readers = fields.map((field) => field.leaf);
  const absentWhenNull = fields.map((field) => field.nullIsAbsent || field.leaf?.nulls === 'absent');
  const template: Record<string, undefined> = Object.fromEntries(fields.map((field) => [field.name, undefined]));
  const names = fields.map((field) => field.name);
  // With `unknownFields`, a field not declared is refused with that message (no mass assignment).
  const { unknownFields } = options;
  const object = unknownFields
    ? z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFields : error) })
    : z.object(shape, { error });
  return object.transform((wire, context) => {
    const input: Record<string, unknown> = { ...template };
    const values = wire as Record<string, unknown>;
    for (let index = 0; index < names.length; index += 1) {
      const value = values[wireNames[index]!];
      if (value === undefined || (value === null && absentWhenNull[index])) continue;
      if (value instanceof Kept) {
        input[names[index]!] = value.value;
        continue;
      }
      const leaf = readers[index];
      if (!leaf || value === null) {
        input[names[index]!] = value;
        continue;
      }
      const result = leaf.read(value);
      if (result.ok) input[names[index]!] = result.value;
      else context.issues.push({ code: 'custom', message: result.message, input: value, path: [wireNames[index]!] });
    }
    return input as DomainNames<z.output<z.ZodObject<Shape>>>;
  });
}

/** The fields the domain requires of `schema`, for the document only (the parser leaves them to the domain). */
export function documentedRequired<T extends z.ZodType>(schema: T, required: readonly string[], description?: string): T {
  return schema.meta({ required: [...required], ...(description ? { description } : {}) });
}

/**
 * Reads `body` with `schema`. A value that cannot be read is reported at its wire path and left
 * out (an entry of a list that is not an object stays as an empty one, so that positions in the
 * domain's messages are the request's), and the rest is read as usual: the domain then checks
 * what could be read, and submit() answers both reports at once.
 */
export function readBody<T>(schema: z.ZodType<T>, body: unknown): Parsed<T> {
  let result = schema.safeParse(body);
  if (result.success) return parsed(result.data);
  const issues = [...result.error.issues];
  // An object whose parts cannot all be read is not read itself (zod does not run its
  // transform), so the values it holds are judged on the next pass, once the unreadable parts
  // are left out: each pass reports only what the earlier ones could not see.
  let readable = body;
  for (let attempt = 0; attempt < 8 && !result.success; attempt += 1) {
    readable = withoutUnreadable(schema, readable, result.error.issues);
    result = schema.safeParse(readable);
    if (!result.success) issues.push(...result.error.issues);
  }
  // In the order the fields are declared, as the contract lists a body's problems.
  const ranked = issues.map((issue) => ({ issue, rank: rankPath(schema, issue.path) }));
  ranked.sort((a, b) => compareRanks(a.rank, b.rank));
  const report = new ErrorReport();
  addIssues(
    report,
    ranked.map(({ issue }) => issue),
  );
  // Unreachable with the declarations here (an empty object always reads), kept total anyway.
  return parsed(result.success ? result.data : schema.parse({}), report);
}

/** Where each segment of `path` stands among its siblings: declaration order for fields, position in lists. */
function rankPath(schema: z.core.$ZodType, path: readonly PropertyKey[]): number[] {
  const rank: number[] = [];
  let node: z.core.$ZodType | undefined = schema;
  for (const segment of path) {
    node = node && unwrap(node);
    if (node instanceof z.ZodObject) {
      const keys = Object.keys(node.shape);
      rank.push(keys.indexOf(String(segment)));
      node = node.shape[String(segment)] as z.core.$ZodType | undefined;
    } else if (node instanceof z.ZodArray) {
      rank.push(Number(segment));
      node = node.element;
    } else rank.push(0);
  }
  return rank;
}

/** The object or list inside a declaration's wrappers (optional, nullable, a transform's input). */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let node = schema;
  for (;;) {
    if (node instanceof z.ZodOptional || node instanceof z.ZodNullable) node = node.unwrap();
    // A preprocessed declaration (its input a transform) is its output's schema; a read one its input's.
    else if (node instanceof z.ZodPipe) node = node.in instanceof z.ZodTransform ? node.out : node.in;
    else return node;
  }
}

/** Shorter paths first where one is a prefix of the other: an object's own problem before its fields'. */
function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) if (a[index] !== b[index]) return a[index]! - b[index]!;
  return a.length - b.length;
}

/**
 * `value` with each issue's value left out (or emptied, inside a list; or kept as its leaf says,
 * see keptWhenUnreadable). An issue may name sibling fields that go with it (`params.drop`).
 * Copies only the objects and lists on each path: the body itself is never cloned whole, so a
 * value nested thousands deep under an unknown field costs nothing (a deep clone overflowed the
 * stack).
 */
function withoutUnreadable(schema: z.core.$ZodType, value: unknown, issues: readonly z.core.$ZodIssue[]): unknown {
  const paths = issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [...issue.path, key]);
    const drop = issue.code === 'custom' ? (issue.params?.drop as readonly string[] | undefined) : undefined;
    return [issue.path, ...(drop ?? []).map((key) => [...issue.path.slice(0, -1), key])];
  });
  let readable = value;
  for (const path of paths) {
    if (path.length === 0) return {};
    const node = nodeAt(schema, path);
    const unreadable = node && leaves.get(node)?.unreadable;
    const substitute = node && substitutes.get(node);
    readable = withoutPath(readable, path, 0, (object, last) => {
      if (unreadable && !(object[last] instanceof Kept) && object[last] !== undefined) object[last] = new Kept(unreadable(object[last]));
      else if (substitute && object[last] !== undefined) object[last] = substitute(object[last]);
      else delete object[last];
    });
  }
  return readable;
}

/**
 * `node` with `leave` applied to the object holding the last key of `path` (an entry of a list
 * becomes an empty object instead), copying the objects and lists on the path.
 */
function withoutPath(node: unknown, path: readonly PropertyKey[], index: number, leave: (object: Record<PropertyKey, unknown>, key: PropertyKey) => void): unknown {
  if (node === null || typeof node !== 'object') return node;
  const key = path[index]!;
  if (Array.isArray(node)) {
    const list = [...(node as unknown[])];
    const position = Number(key);
    list[position] = index === path.length - 1 ? {} : withoutPath(list[position], path, index + 1, leave);
    return list;
  }
  const object = { ...(node as Record<PropertyKey, unknown>) };
  if (index === path.length - 1) leave(object, key);
  else object[key] = withoutPath(object[key], path, index + 1, leave);
  return object;
}

/** The declaration of the value at `path`, if any. */
function nodeAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): z.core.$ZodType | undefined {
  let node: z.core.$ZodType | undefined = schema;
  for (const segment of path) {
    node = node && unwrap(node);
    if (node instanceof z.ZodObject) node = node.shape[String(segment)] as z.core.$ZodType | undefined;
    else if (node instanceof z.ZodArray) node = node.element;
    else return undefined;
  }
  return node;
}

/**
 * The JSON Schema (2020-12, as OpenAPI 3.1 reads it) of what a declaration accepts: the wire's
 * side of it, with the hand-written entries of `wireValue`s.
 */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'throw',
    override: (context) => {
      const target = context.jsonSchema as JsonSchema;
      const byHand = documented.get(context.zodSchema);
      if (byHand) {
        for (const key of Object.keys(target)) if (key !== 'description') delete target[key];
        Object.assign(target, byHand);
      }
      if (nullAsAbsent.has(context.zodSchema) || nullUndocumented.has(context.zodSchema)) target[nullAsAbsentMark] = true;
    },
  }) as JsonSchema;
  delete json.$schema;
  return withoutAbsentNulls(json) as JsonSchema;
}

const nullAsAbsentMark = 'x-null-as-absent';

/**
 * The finished document with null left out where it reads as absent: `{ anyOf: [X, { type:
 * 'null' }] }` as X, `{ type: [t, 'null'] }` as `{ type: t }` (done on the finished tree: zod
 * fills a reused schema's entry after the override has run).
 */
function withoutAbsentNulls(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutAbsentNulls);
  if (node === null || typeof node !== 'object') return node;
  let schema: JsonSchema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withoutAbsentNulls(value)]));
  if (Array.isArray(schema.required) && schema.properties) {
    // The domain's required fields after the properties they name, as the document writes them elsewhere.
    const { required, ...rest } = schema;
    schema = { ...rest, required };
  }
  if (schema[nullAsAbsentMark] !== true) return schema;
  delete schema[nullAsAbsentMark];
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (options) {
    const { anyOf: _, ...rest } = schema;
    schema = { ...rest, ...options.find((option) => option.type !== 'null') };
  }
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((type) => type !== 'null');
    schema.type = types.length === 1 ? types[0] : types;
  }
  return schema;
}

/** How a set of query parameters is documented and checked: descriptions beside the schemas, the order problems are checked in. */
export interface QueryOptions<Shape extends z.ZodRawShape> {
  descriptions?: Partial<Record<keyof Shape & string, string>>;
  checkOrder?: readonly (keyof Shape & string)[];
}

/**
 * What every declaration of query parameters shares: the schema of the whole set, the route's
 * `query` list for the document, and a sort of a parse's problems into the check order
 * (declaration order by default).
 */
export function queryDeclaration<Shape extends z.ZodRawShape>(shape: Shape, options: QueryOptions<Shape>) {
  const schema = wireObject(shape);
  const names = Object.keys(shape);
  const checkOrder: readonly string[] = options.checkOrder ?? names;
  const descriptions: Partial<Record<string, string>> = options.descriptions ?? {};
  const properties = (toJsonSchema(schema).properties ?? {}) as Record<string, JsonSchema>;
  const doc: QueryParameterDoc[] = names.map((name) => ({
    name,
    schema: properties[name] ?? {},
    ...(descriptions[name] ? { description: descriptions[name] } : {}),
  }));
  const inCheckOrder = (issues: readonly z.core.$ZodIssue[]) =>
    [...issues].sort((a, b) => checkOrder.indexOf(String(a.path[0])) - checkOrder.indexOf(String(b.path[0])));
  return { schema, names, inCheckOrder, doc };
}

/** One query parameter as the OpenAPI document lists it. */
interface QueryParameterDoc {
  name: string;
  schema: JsonSchema;
  description?: string;
}

/**
 * Query parameters declared once: each a `wireValue` reading the parameter's text (whether an
 * empty one reads as absent is the reader's to say). `read` answers the first problem as the contract always has, a 400 saying
 * `<name> <message>; got "<text>"`, checking the parameters in `checkOrder` (declaration order by
 * default); `doc` is the route's `query` list, with `descriptions` beside the schemas.
 */
export function queryParameters<Shape extends z.ZodRawShape>(shape: Shape, options: QueryOptions<Shape> = {}) {
  const { schema, names, inCheckOrder, doc } = queryDeclaration(shape, options);
  const read = (query: { get(name: string): string | null }) => {
    const texts: Record<string, string | undefined> = {};
    for (const name of names) {
      const text = query.get(name);
      if (text !== null) texts[name] = text;
    }
    const result = schema.safeParse(texts);
    if (result.success) return result.data;
    const [first] = inCheckOrder(result.error.issues);
    const name = String(first!.path[0]);
    throw new BadRequestError(`${name} ${first!.message}; got "${texts[name]}"`);
  };
  return { schema, doc, read };
}
