/**
 * The REST face's side of validation errors. The domain reports problems by domain field path
 * (camelCase, as its typed inputs name the fields: `items.0.inspectionPeriod`); the 2017 wire
 * names them in snake_case (`items.0.inspection_period`). Most paths translate segment by
 * segment; where the wire nests or names a field differently, a route gives renames.
 */
import type * as z from 'zod';
import { flattenFieldErrors, type FieldErrors } from '../../domain/shared/errors.js';
import type { ErrorReport } from '../../domain/shared/field-errors.js';

/**
 * Domain path pattern → wire path, e.g. `{ rejectionReason: 'rejection_information.rejection_reason' }`.
 * A `*` matches one segment and is carried over to the `*` of the replacement in order. The
 * longest matching pattern wins; the rest of the path is snake_cased.
 */
export type PathRenames = Readonly<Record<string, string>>;

function snakeCase(segment: string): string {
  return segment.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Renames every path of `errors` (see PathRenames); segments not renamed are snake_cased. */
export function toWireErrors(errors: FieldErrors, renames: PathRenames = {}): FieldErrors {
  const wire: FieldErrors = {};
  for (const { path, messages } of flattenFieldErrors(errors)) insertMessages(wire, toWirePath(path, renames), messages);
  return wire;
}

function toWirePath(path: readonly string[], renames: PathRenames = {}): string[] {
  const renamed = renamePath(path, renames);
  return [...renamed.head, ...renamed.tail.map(snakeCase)];
}

/** The same path-pattern renaming for any face; `tail` is what no pattern covered. */
function renamePath(path: readonly string[], renames: PathRenames): { head: string[]; tail: string[] } {
  let best: { length: number; replacement: string[] } | null = null;
  for (const [pattern, replacement] of Object.entries(renames)) {
    const segments = pattern.split('.');
    if (segments.length > path.length || (best && best.length >= segments.length)) continue;
    if (!segments.every((segment, index) => segment === '*' || segment === path[index])) continue;
    const captured = segments.flatMap((segment, index) => (segment === '*' ? [path[index]!] : []));
    const target = replacement === '' ? [] : replacement.split('.').map((segment) => (segment === '*' ? (captured.shift() ?? '*') : segment));
    best = { length: segments.length, replacement: target };
  }
  return best ? { head: best.replacement, tail: path.slice(best.length) } : { head: [], tail: [...path] };
}

/**
 * Adds messages at a path of a FieldErrors tree. Where a path ends at a node that already has
 * children (or passes through a leaf), the messages go under `all` of that node, so nothing is
 * lost when two problems land on one name.
 */
export function insertMessages(tree: FieldErrors, path: readonly string[], messages: readonly string[]): void {
  let node = tree;
  path.forEach((segment, index) => {
    const existing = node[segment];
    if (index === path.length - 1) {
      if (existing === undefined) node[segment] = [...messages];
      else if (Array.isArray(existing)) existing.push(...messages);
      else insertMessages(existing, ['all'], messages);
      return;
    }
    if (existing === undefined) node[segment] = {};
    else if (Array.isArray(existing)) node[segment] = { all: existing };
    node = node[segment] as FieldErrors;
  });
}

/**
 * Both reports of one request in one answer: what the wire parser could not read, and what
 * the domain found in the rest. A value the parser could not read reaches the domain as
 * absent, so the domain's messages at or below that path (`is required`, …) are left out:
 * the parser's message says what is wrong there. A parser message under `all` covers the
 * whole object it belongs to.
 */
export function mergeWireErrors(parsed: FieldErrors, domain: FieldErrors): FieldErrors {
  const parsedPaths = flattenFieldErrors(parsed).map(({ path }) => (path[path.length - 1] === 'all' ? path.slice(0, -1) : path));
  const covered = (path: string[]) => parsedPaths.some((prefix) => prefix.every((segment, index) => path[index] === segment));
  const merged: FieldErrors = {};
  for (const { path, messages } of flattenFieldErrors(parsed)) insertMessages(merged, path, messages);
  for (const { path, messages } of flattenFieldErrors(domain)) if (!covered(path)) insertMessages(merged, path, messages);
  return merged;
}

/**
 * What a declared shape (shape.ts) could not read, into the contract's error tree: each issue
 * under its wire path (list positions as "0", "1", ...) with the message its declaration gives;
 * a value that is not the object or list it should be is reported under `all` of its path, and
 * a body that is not an object under the top-level `all`.
 */
export function addIssues(report: ErrorReport, issues: readonly z.core.$ZodIssue[]): void {
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) report.at(...path).add(key, issue.message);
      continue;
    }
    const whole = issue.code === 'invalid_type' && (issue.expected === 'object' || issue.expected === 'array');
    if (whole || path.length === 0) report.at(...path).add('all', issue.message);
    else report.at(...path.slice(0, -1)).add(path[path.length - 1]!, issue.message);
  }
}
