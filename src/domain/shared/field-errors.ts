/**
 * Collects validation messages into the nested shape of the spec's validation responses:
 * objects keyed by field name or zero-based position, arrays of messages at the leaves.
 * Validators add to it and go on, so one response lists every problem of a request.
 */
import type { FieldErrors } from './errors.js';

export type Key = string | number;

export class ErrorReport {
  private readonly root: FieldErrors = {};
  private count = 0;

  /** A view of the report below `path`, e.g. at('items', 0, 'schedule', 1). */
  at(...path: Key[]): ErrorScope {
    return new ErrorScope(this, path.map(String));
  }

  get hasErrors(): boolean {
    return this.count > 0;
  }

  /** The collected errors; only meaningful once validation is over. */
  toObject(): FieldErrors {
    return this.root;
  }

  /** @internal Used by ErrorScope. */
  add(path: readonly string[], field: string, message: string): void {
    let node = this.root;
    for (const key of path) {
      const next = node[key];
      if (next === undefined || Array.isArray(next)) {
        const created: FieldErrors = {};
        node[key] = created;
        node = created;
      } else {
        node = next;
      }
    }
    const messages = node[field];
    if (Array.isArray(messages)) messages.push(message);
    else node[field] = [message];
    this.count += 1;
  }
}

export class ErrorScope {
  constructor(
    private readonly report: ErrorReport,
    private readonly path: readonly string[],
  ) {}

  at(...path: Key[]): ErrorScope {
    return new ErrorScope(this.report, [...this.path, ...path.map(String)]);
  }

  add(field: Key, message: string): void {
    this.report.add(this.path, String(field), message);
  }

  /** Whether anything was reported here or below. */
  get hasErrors(): boolean {
    return this.hasErrorsExcept();
  }

  /** Whether anything was reported here or below, leaving out the named children. */
  hasErrorsExcept(...excluded: Key[]): boolean {
    const skipped = excluded.map(String);
    const node = this.node();
    if (node === undefined) return false;
    if (Array.isArray(node)) return node.length > 0;
    return Object.entries(node).some(([key, child]) => !skipped.includes(key) && countMessages(child) > 0);
  }

  private node(): FieldErrors | string[] | undefined {
    let node: FieldErrors | string[] | undefined = this.report.toObject();
    for (const key of this.path) {
      if (node === undefined || Array.isArray(node)) return undefined;
      node = node[key];
    }
    return node;
  }
}

function countMessages(node: FieldErrors | string[]): number {
  if (Array.isArray(node)) return node.length;
  return Object.values(node).reduce((sum, child) => sum + countMessages(child), 0);
}
