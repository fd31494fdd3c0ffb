import * as z from 'zod';

// How a setting is read from its environment variable. A setting's schema takes the variable's
// trimmed text (unset and blank are both absent) and gives its value. Messages name the variable
// as `$NAME`; loadConfig puts the variable's name in (a schema does not know its key).

/** Hides the password of a connection string in messages. */
export function redact(connectionString: string): string {
  return connectionString.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

const got = (input: unknown) => `; got "${String(input)}"`;

/** An integer from `min` to `max`, written in digits only. */
export function integer(min: number, max: number) {
  const message = (issue: { input?: unknown }) => `$NAME must be an integer from ${min} to ${max}${got(issue.input)}`;
  return z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));
}

/** true/false, yes/no or 1/0, in any case. */
export function flag() {
  const truthy = ['1', 'true', 'yes'];
  const falsy = ['0', 'false', 'no'];
  // Not z.stringbool: its failure stops the rules between settings from being checked.
  return z
    .string()
    .refine((value) => [...truthy, ...falsy].includes(value.toLowerCase()), { error: (issue) => `$NAME must be true or false${got(issue.input)}` })
    .transform((value) => truthy.includes(value.toLowerCase()));
}

/** One of the listed words. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: (issue) => `$NAME must be one of ${values.join(', ')}${got(issue.input)}` });
}

/** A URL of one of the protocols (postgres:, https:, ...); a password in it is never printed. */
export function url(protocols: readonly string[]) {
  const names = protocols.map((protocol) => protocol.replace(':', '://')).join(' or ');
  return z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
    error: (issue) => `$NAME must be a ${names} URL${got(redact(String(issue.input)))}`,
  });
}

/** Free text. */
export function text() {
  return z.string();
}

/** A BIC (SWIFT code) of 8 or 11 characters, kept in upper case. */
export function bic() {
  return z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { error: (issue) => `$NAME must be a BIC of 8 or 11 characters${got(issue.input)}` }));
}

/** Exactly `length` digits; separators such as 12-34-56 are allowed and dropped. */
export function digits(length: number) {
  return z
    .string()
    .refine((value) => new RegExp(`^\\d{${length}}$`).test(value.replace(/[\s-]/g, '')), {
      error: (issue) => `$NAME must be ${length} digits${got(issue.input)}`,
    })
    .transform((value) => value.replace(/[\s-]/g, ''));
}

/** A comma-separated list: entries trimmed, blanks dropped. */
export function commaList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** A JSON postal address: {"line1", "line2", "city", "state", "post_code", "country"}; country required. */
export function address() {
  const error = '$NAME must be a JSON object with line1, line2, city, state, post_code and an ISO 3166-1 alpha-2 country';
  const part = z
    .string({ error })
    .nullish()
    .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null));
  return z
    .string()
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .strictObject({ line1: part, line2: part, city: part, state: part, post_code: part, country: part }, { error })
        .transform(({ post_code: postCode, country, ...rest }) => ({ ...rest, postCode, country: country?.toUpperCase() ?? null }))
        .refine((parsed) => parsed.country !== null && /^[A-Z]{2}$/.test(parsed.country), { error }),
    );
}

/** Seen by a rule: the values read so far, and the text of a variable whose value could not be read. */
type RuleInput = Record<string, unknown>;

/** A condition between settings: the problem's message, or undefined. Rules run even when a value is bad. */
export type Rule = (values: RuleInput) => string | undefined;

type Camel<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Lowercase<Head>}${Capitalize<Camel<Tail>>}` : Lowercase<Name>;

/** The config fields of settings: each variable's name in camelCase, the group's prefix (WIRE_, ...) dropped. */
type Fields<Settings extends z.ZodRawShape, Prefix extends string = ''> = {
  [Name in keyof Settings & string as Camel<Name extends `${Prefix}${infer Rest}` ? Rest : Name>]: z.output<Settings[Name]>;
};

export type Values<Settings extends z.ZodRawShape> = z.output<z.ZodObject<Settings>>;

function camel(name: string): string {
  return name.toLowerCase().replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** The values of `settings` under their config names. */
export function fields<Settings extends z.ZodRawShape, Prefix extends string = ''>(
  settings: Settings,
  values: Values<Settings>,
  prefix?: Prefix,
): Fields<Settings, Prefix> {
  const named = values as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(settings).map((name) => [camel(prefix && name.startsWith(prefix) ? name.slice(prefix.length) : name), named[name]]),
  ) as Fields<Settings, Prefix>;
}
