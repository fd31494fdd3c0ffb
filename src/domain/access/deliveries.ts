/**
 * Who reads webhook deliveries: a customer reads the deliveries to its own webhooks only,
 * whoever's transaction the event was about.
 */
import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError } from '../shared/errors.js';

/** Deliveries to the viewer's own webhooks, as a filter. */
export function ownDeliveriesWhere(viewer: Viewer): { webhook: { customerId: number } } {
  return { webhook: { customerId: viewer.customer.id } };
}

/** `me`, or the caller's own id: a customer reads only its own webhooks' deliveries. */
export function requireSelf(viewer: Viewer, customerId: number | 'me'): void {
  if (customerId !== 'me' && customerId !== viewer.customer.id) {
    throw new ForbiddenError("You may only read your own webhooks' deliveries");
  }
}
