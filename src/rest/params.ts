import type { CustomerRef } from '../domain/access/customers.js';
import { NotFoundError } from '../domain/shared/errors.js';
import { parseId } from './router.js';

/** `{customer_id}`: `me` or an integer id; anything else names no customer (404). */
export function customerRef(value: string | undefined): CustomerRef {
  if (value === 'me') return 'me';
  const id = parseId(value);
  if (id === null) throw new NotFoundError('Customer not found');
  return id;
}

/** An integer path id; anything else names nothing (404 with `notFound`). */
export function pathId(value: string | undefined, notFound: string): number {
  const id = parseId(value);
  if (id === null) throw new NotFoundError(notFound);
  return id;
}
