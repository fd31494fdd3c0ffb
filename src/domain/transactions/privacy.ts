import type { ErrorScope } from '../shared/field-errors.js';
import { isPlainObject } from '../shared/validation.js';

export const commissionAudiences = ['both', 'buyer', 'seller', 'neither'] as const;
type CommissionAudience = (typeof commissionAudiences)[number];

/**
 * Broker privacy (docs/decisions.md): with a broker in the transaction, buyer and seller can
 * be hidden from each other, and the broker's commission shown to both, one or neither.
 * Stored on Transaction.privacy; null means everyone sees everything.
 */
export interface Privacy {
  hideCounterparties: boolean;
  brokerCommissionVisibleTo: CommissionAudience;
}

export interface PrivacyInput {
  /** Absent: true. */
  hideCounterparties?: boolean | null;
  /** Absent: both. */
  brokerCommissionVisibleTo?: CommissionAudience | null;
}

/** The privacy asked for on creation, with its defaults; undefined when none was asked for or it is refused (reported). */
export function validatePrivacy(input: PrivacyInput | null | undefined, hasBroker: boolean, errors: ErrorScope): Privacy | undefined {
  if (input === undefined || input === null) return undefined;
  if (!hasBroker) errors.add('all', 'is only supported when a broker takes part in the transaction');
  const audience = input.brokerCommissionVisibleTo ?? 'both';
  const knownAudience = commissionAudiences.includes(audience);
  if (!knownAudience) errors.add('brokerCommissionVisibleTo', `must be one of ${commissionAudiences.join(', ')}`);
  if (!hasBroker || !knownAudience) return undefined;
  return { hideCounterparties: input.hideCounterparties ?? true, brokerCommissionVisibleTo: audience };
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
