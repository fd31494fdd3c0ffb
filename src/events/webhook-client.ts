import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, request } from 'undici';
import { isPublicAddress } from '../domain/webhooks/addresses.js';

export interface WebhookResponse {
  status: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookClientOptions {
  /** How long a receiver may take to answer (10 s in production). */
  timeoutMs: number;
  /** Let deliveries reach loopback and private addresses (tests, private deployments). */
  allowPrivateAddresses: boolean;
}

export interface WebhookClient {
  post(url: string, body: string, headers: Record<string, string>): Promise<WebhookResponse>;
  close(): Promise<void>;
}

/**
 * POSTs webhook bodies. Refuses private addresses at connection time (after DNS, so a name
 * re-pointed at an internal address is caught), follows no redirects, and gives up after the
 * timeout. Never throws: every outcome is a WebhookResponse.
 */
export function createWebhookClient(options: WebhookClientOptions): WebhookClient {
  const agent = new Agent({
    connect: {
      timeout: options.timeoutMs,
      lookup: (hostname, lookupOptions, callback) => {
        dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
          if (error) return callback(error, '', 4);
          const allowed = options.allowPrivateAddresses ? addresses : addresses.filter((entry) => isPublicAddress(entry.address));
          if (allowed.length === 0) {
            return callback(Object.assign(new Error(`refusing to connect to a private address for ${hostname}`), { code: 'EPRIVATE' }), '', 4);
          }
          if ((lookupOptions as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
          callback(null, allowed[0]!.address, allowed[0]!.family);
        });
      },
    },
  });
  return {
    async post(url, body, headers) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const target = new URL(url);
        if (!options.allowPrivateAddresses && isLiteralPrivate(target.hostname)) {
          return { status: null, error: 'refusing to connect to a private address', durationMs: elapsed() };
        }
        const response = await request(url, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'user-agent': 'heldfunds-webhooks/1', ...headers },
          dispatcher: agent,
          signal: AbortSignal.timeout(options.timeoutMs),
          maxRedirections: 0,
        });
        // Read (and drop) the body so the connection can be reused; cap what we wait for.
        await response.body.dump({ limit: 64 * 1024 }).catch(() => {});
        return { status: response.statusCode, error: null, durationMs: elapsed() };
      } catch (error) {
        const message =
          (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError' ? `no answer within ${options.timeoutMs} ms` : describe(error);
        return { status: null, error: message, durationMs: elapsed() };
      }
    },
    close: () => agent.close(),
  };
}

function isLiteralPrivate(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return /^[\d.]+$|:/.test(bare) && !isPublicAddress(bare);
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = (error as { code?: string }).code ?? cause?.code;
  const message = (error as Error).message ?? String(error);
  return code ? `${code}: ${cause?.message ?? message}` : message;
}
