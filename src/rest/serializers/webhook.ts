/**
 * The spec's Webhook: {id, url}, with its filter (`events`, null for every event) and
 * `is_active`; `secret` only in the answer to its registration or to a rotation.
 */
export function serializeWebhook(webhook: { id: number; url: string; events: readonly string[]; isActive: boolean }, secret?: string) {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events.length === 0 ? null : [...webhook.events],
    is_active: webhook.isActive,
    ...(secret === undefined ? {} : { secret }),
  };
}
