/**
 * The contract's answers list a body's problems in the order its fields are read, while a
 * merged answer (see submit.ts) lists the parser's problems before the domain's. These put
 * them back in field order.
 */
import { ValidationError, type FieldErrors } from '../../domain/shared/errors.js';

/** The position of `name` in `order`; names not listed take the place of `*`. */
export function rankIn(order: readonly string[], name: string): number {
  const position = order.indexOf(name);
  return position === -1 ? order.indexOf('*') : position;
}

/** A stable sort by position in `order`. */
export function sortByOrder<T>(items: readonly T[], order: readonly string[], name: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rankIn(order, name(a.item)) - rankIn(order, name(b.item)) || a.index - b.index)
    .map(({ item }) => item);
}

/** The top-level keys of `errors` in `order`. */
function inFieldOrder(errors: FieldErrors, order: readonly string[]): FieldErrors {
  return Object.fromEntries(sortByOrder(Object.entries(errors), order, ([key]) => key));
}

/** Awaits `result`, answering a ValidationError's problems in `order`. */
export async function answerInFieldOrder<R>(result: Promise<R>, order: readonly string[]): Promise<R> {
  try {
    return await result;
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError(inFieldOrder(error.errors, order), error.message);
    throw error;
  }
}
