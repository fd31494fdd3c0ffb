/**
 * The names of the events a webhook can be sent (spec section 6, the verification events and
 * `report_ready`): what a webhook's `events` filter and a replay's `types` may name. The
 * lifecycle, verification and report subjects sit above this one and write these names;
 * test/domain/webhooks/event-names.test.ts holds them to this list.
 */
export const webhookEventNames = [
  'create',
  'agree',
  'party_verification_submitted',
  'party_verification_approved',
  'party_verification_rejected',
  'payment_approved',
  'payment_rejected',
  'payment_sent',
  'payment_received',
  'payment_refunded',
  'payment_disbursed',
  'ship',
  'receive',
  'accept',
  'reject',
  'ship_return',
  'receive_return',
  'accept_return',
  'reject_return',
  'complete',
  'cancel',
  'offer_accepted',
  'refund_resolved',
  'refund_rejected',
  'dispute_opened',
  'dispute_message',
  'settlement_proposed',
  'dispute_settled',
  'dispute_withdrawn',
  'funds_released',
  'report_ready',
] as const;

export type WebhookEventName = (typeof webhookEventNames)[number];

const known: ReadonlySet<string> = new Set(webhookEventNames);

const unknownEventMessage = (name: string) => `has an unknown event name: ${JSON.stringify(name.slice(0, 64))}`;
const emptyEventListMessage = 'must name at least one event (leave it out, or send null, for every event)';

/**
 * The problems of a list of event names under `field`: unknown names (each said once) and, when
 * `allowEmpty` is false, an empty list. Null when there are none.
 */
export function eventNameProblems(names: readonly unknown[], allowEmpty: boolean): string[] | null {
  const problems: string[] = [];
  if (names.length === 0 && !allowEmpty) problems.push(emptyEventListMessage);
  for (const name of new Set(names)) {
    if (typeof name !== 'string') problems.push('must be a list of event names');
    else if (!known.has(name)) problems.push(unknownEventMessage(name));
  }
  return problems.length > 0 ? [...new Set(problems)] : null;
}
