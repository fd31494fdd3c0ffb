/** The spec's Webhook: {id, url}; `secret` only in the answer to its registration. */
export function serializeWebhook(webhook: { id: number; url: string }, secret?: string) {
  return { id: webhook.id, url: webhook.url, ...(secret === undefined ? {} : { secret }) };
}
