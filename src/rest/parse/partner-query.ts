/**
 * Query parameters of the partner endpoints, read into domain terms. Type and syntax only: a
 * value that cannot be read (not an integer, an unknown status, a bad date) answers 400 with
 * every such problem named; what readable values must satisfy together (min below max, a
 * start before its end) is the domain's to say, answered 422 under the parameter's name.
 */
import { BadRequestError } from '../../domain/shared/errors.js';
import { parseMoney } from '../../domain/shared/money.js';
import { readTimestamp } from './json.js';
import { unsupportedDateMessage } from '../../domain/shared/dates.js';
import { isRowId } from '../../domain/shared/ids.js';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

export class QueryReader {
  private readonly problems: string[] = [];

  constructor(private readonly query: URLSearchParams) {}

  /** The single value of a parameter; absent or empty reads as absent. */
  private value(name: string): string | undefined {
    const values = this.query.getAll(name);
    if (values.length > 1) {
      this.problems.push(`${name} must be given once; got ${values.length} values`);
      return undefined;
    }
    const value = values[0]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  private refuse<T>(name: string, expected: string, value: string): T | undefined {
    this.problems.push(`${name} must be ${expected}; got "${value}"`);
    return undefined;
  }

  /** A positive integer (ids, limits, cursors). */
  positiveInteger(name: string): number | undefined {
    const value = this.value(name);
    if (value === undefined) return undefined;
    if (!/^\d{1,10}$/.test(value) || !isRowId(Number(value))) return this.refuse(name, 'a positive integer', value);
    return Number(value);
  }

  /** A whole number, 0 or more. */
  count(name: string): number | undefined {
    const value = this.value(name);
    if (value === undefined) return undefined;
    if (!/^\d{1,9}$/.test(value)) return this.refuse(name, 'a whole number, 0 or more', value);
    return Number(value);
  }

  /** Any integer (status codes; the domain says which). */
  integer(name: string): number | undefined {
    const value = this.value(name);
    if (value === undefined) return undefined;
    if (!/^-?\d{1,9}$/.test(value)) return this.refuse(name, 'an integer', value);
    return Number(value);
  }

  /**
   * A list of positive integers, as `ids=1,2`, `ids=1&ids=2` or `ids[]=1&ids[]=2`. An empty
   * value is no filter.
   */
  positiveIntegerList(name: string): number[] | undefined {
    const values = [...this.query.getAll(name), ...this.query.getAll(`${name}[]`)]
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (values.length === 0) return undefined;
    const bad = values.find((value) => !/^\d{1,10}$/.test(value) || !isRowId(Number(value)));
    if (bad !== undefined) return this.refuse(name, 'a list of positive integers, such as 1,2,3', bad);
    return values.map(Number);
  }

  stringList(name: string): string[] | undefined {
    const values = [...this.query.getAll(name), ...this.query.getAll(`${name}[]`)]
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
    return values.length === 0 ? undefined : values;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.value(name);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) return this.refuse(name, `one of ${allowed.join(', ')}`, value);
    return value as T;
  }

  /** true/false, also 1/0. */
  boolean(name: string): boolean | undefined {
    const value = this.value(name)?.toLowerCase();
    if (value === undefined) return undefined;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return this.refuse(name, 'true or false', value);
  }

  string(name: string): string | undefined {
    return this.value(name);
  }

  /** An amount such as 1000 or 1000.50, in minor units. */
  money(name: string): bigint | undefined {
    const value = this.value(name);
    if (value === undefined) return undefined;
    const parsed = parseMoney(value);
    if (!parsed.ok) return this.refuse(name, 'an amount such as 1000.00', value);
    return parsed.minor;
  }

  /**
   * An ISO 8601 date or date-time with a zone. As the end of an inclusive range (`endOfDay`),
   * a plain date covers that whole day (UTC).
   */
  date(name: string, options: { endOfDay?: boolean } = {}): Date | undefined {
    const value = this.value(name);
    if (value === undefined) return undefined;
    const read = readTimestamp(value);
    if (!read.ok && read.message === unsupportedDateMessage) return this.refuse(name, 'a date between 1900-01-01 and 2999-12-31 (UTC)', value);
    if (!read.ok) return this.refuse(name, 'an ISO 8601 date or date-time with a time zone, such as 2026-05-01 or 2026-05-01T12:00:00Z', value);
    return options.endOfDay && datePattern.test(value) ? new Date(read.value.getTime() + dayMs - 1) : read.value;
  }

  /** Throws the 400 naming every parameter that could not be read. */
  finish(): void {
    if (this.problems.length > 0) throw new BadRequestError(this.problems.join('. '));
  }
}
