import { FieldErrors } from '../shared/errors.js';
import { isPlainObject } from '../shared/validation.js';

export const commissionAudiences = ['both', 'buyer', 'seller', 'neither'] as const;
export type CommissionAudience = (typeof commissionAudiences)[number];

/**
 * Broker privacy (docs/decisions.md): with a broker in the transaction, buyer and seller can
 * be hidden from each other, and the broker's commission shown to both, one or neither.
 * Stored on Transaction.privacy; null means everyone sees everything.
 */
export interface Privacy {
  hideCounterparties: boolean;
  brokerCommissionVisibleTo: CommissionAudience;
}

/** Reads the optional `privacy` attribute of a creation request. */
export function parsePrivacy(body: unknown, hasBroker: boolean): { privacy: Privacy | null; errors: FieldErrors | null } {
  if (!isPlainObject(body) || body.privacy === undefined || body.privacy === null) return { privacy: null, errors: null };
  const raw = body.privacy;
  const errors: FieldErrors = {};
  if (!isPlainObject(raw)) return { privacy: null, errors: { all: ['must be an object'] } };
  if (!hasBroker) errors.all = ['is only supported when a broker takes part in the transaction'];
  const hide = raw.hide_counterparties ?? true;
  if (typeof hide !== 'boolean') errors.hide_counterparties = ['must be true or false'];
  const audience = raw.broker_commission_visible_to ?? 'both';
  if (!(commissionAudiences as readonly unknown[]).includes(audience)) {
    errors.broker_commission_visible_to = [`must be one of ${commissionAudiences.join(', ')}`];
  }
  if (Object.keys(errors).length > 0) return { privacy: null, errors };
  return { privacy: { hideCounterparties: hide as boolean, brokerCommissionVisibleTo: audience as CommissionAudience }, errors: null };
}

export function privacyFromJson(value: unknown): Privacy | null {
  if (!isPlainObject(value)) return null;
  return {
    hideCounterparties: value.hideCounterparties === true,
    brokerCommissionVisibleTo: (commissionAudiences as readonly unknown[]).includes(value.brokerCommissionVisibleTo)
      ? (value.brokerCommissionVisibleTo as CommissionAudience)
      : 'both',
  };
}

export function commissionVisibleTo(privacy: Privacy | null, role: 'buyer' | 'seller'): boolean {
  if (!privacy) return true;
  const audience = privacy.brokerCommissionVisibleTo;
  return audience === 'both' || audience === role;
}
