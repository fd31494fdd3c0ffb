/** What a receiver did with one request; never an exception. */
export interface WebhookSendResult {
  /** The HTTP status, or null when no answer came (refused, timed out, unreachable). */
  status: number | null;
  error: string | null;
  durationMs: number;
}

/** Sends one signed message to a webhook now (implemented in src/events/webhook-sender.ts). */
export interface WebhookSender {
  /** POSTs `body` to `url` as message `id`, with one signature per secret. */
  send(url: string, secrets: readonly string[], id: string, body: string): Promise<WebhookSendResult>;
}
