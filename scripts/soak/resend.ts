// How the soak's callers send a request through database cuts: as docs/security.md ("Outages",
// PostgreSQL) tells an integrator to. Shared by the soak (run.ts) and its fault test.

export interface ResendCounts {
  /** 503 answers met, each sent again after its Retry-After. */
  outageAnswers: number;
  /** Requests sent again (after a 503, or a 409 saying the key's first request still runs). */
  resent: number;
  keyInUse: number;
  /** Writes answered 409 idempotency_key_unrecorded: applied, their response lost. */
  unrecorded: number;
}

export interface Exchange {
  status: number;
  text: string;
  /** Applied, but the response was lost in a cut: read the resource to learn the result. */
  unrecorded: boolean;
}

export interface SendOptions {
  /** Idempotency-Keys are `<keyPrefix>-<n>`, one per request (not per attempt). */
  keyPrefix: string;
  /** How long one request is sent again through an outage before `fail` is thrown. */
  resendForMs: number;
  counts: ResendCounts;
  /** Each attempt, as it was answered (for a reproduction log). */
  onAnswer?: (line: string, status: number) => void;
  fail: (message: string) => Error;
}

export type Send = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Exchange>;

/** The code and message of a refusal in either face's error shape. */
function refusalOf(text: string): { code: string | undefined; message: string } {
  try {
    const json = JSON.parse(text) as { error?: unknown; errors?: { message?: string; extensions?: { code?: string } }[] };
    return { code: json.errors?.[0]?.extensions?.code, message: typeof json.error === 'string' ? json.error : (json.errors?.[0]?.message ?? '') };
  } catch {
    return { code: undefined, message: text };
  }
}

/**
 * A sender: a write carries an Idempotency-Key; a `503` with `Retry-After` (the database is out
 * of reach) is sent again, the same request with the same key, after the Retry-After; a `409`
 * saying the key's first request is still running (it was cut off before it could let the key
 * go) is sent again a second later. A 503 without a usable Retry-After, or an outage that
 * outlasts `resendForMs`, throws `fail(...)`; every other answer is the caller's to judge.
 */
export function createSender(options: SendOptions): Send {
  let keys = 0;
  const { counts } = options;
  return async (url, init) => {
    const write = init.method !== 'GET';
    const headers = write ? { ...init.headers, 'idempotency-key': `${options.keyPrefix}-${++keys}` } : init.headers;
    const giveUpAt = Date.now() + options.resendForMs;
    for (;;) {
      const response = await fetch(url, { ...init, headers });
      const text = await response.text();
      options.onAnswer?.(
        `  ${init.method} ${new URL(url).pathname}${write ? ` (${headers['idempotency-key']})` : ''}: ${response.status} ${text.slice(0, 300)}`,
        response.status,
      );
      const refusal = response.status === 503 || response.status === 409 ? refusalOf(text) : null;
      let waitMs: number | null = null;
      if (response.status === 503) {
        const retryAfter = Number(response.headers.get('retry-after'));
        if (!Number.isInteger(retryAfter) || retryAfter < 1 || retryAfter > 60)
          throw options.fail(`${init.method} ${url}: 503 without a usable Retry-After (${response.headers.get('retry-after')}): ${text}`);
        counts.outageAnswers += 1;
        waitMs = retryAfter * 1000;
      } else if (
        response.status === 409 &&
        (refusal!.code === 'IDEMPOTENCY_KEY_IN_USE' || refusal!.message.startsWith('A request with this Idempotency-Key is still running'))
      ) {
        counts.keyInUse += 1;
        waitMs = 1000;
      }
      if (waitMs === null) {
        const unrecorded =
          response.status === 409 &&
          (refusal!.code === 'IDEMPOTENCY_KEY_UNRECORDED' || refusal!.message.startsWith('The request with this Idempotency-Key was applied'));
        if (unrecorded) counts.unrecorded += 1;
        return { status: response.status, text, unrecorded };
      }
      if (Date.now() + waitMs > giveUpAt)
        throw options.fail(`${init.method} ${url}: still ${response.status} after ${options.resendForMs / 1000} s of resending: ${text}`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      counts.resent += 1;
    }
  };
}
