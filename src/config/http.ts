import * as z from 'zod';
import { commaList, fields, flag, integer, text, type Rule, type Values } from './read.js';

/** The HTTP edge: proxies in front, TLS, request bodies, browsers' cross-origin calls and /metrics. */
export const httpSettings = {
  /** Trust X-Forwarded-Proto / X-Forwarded-For from a proxy in front of the service. */
  TRUST_PROXY: flag().default(false),
  /** How many proxies in front append to X-Forwarded-For: the client is that many entries from the right. */
  TRUST_PROXY_HOPS: integer(1, 10).default(1),
  TLS_CERT_FILE: text().optional(),
  TLS_KEY_FILE: text().optional(),
  /** The largest request body read, in bytes (REST and GraphQL over HTTP, WebSocket messages). */
  MAX_BODY_BYTES: integer(1024, 104_857_600).default(1_048_576),
  /**
   * Browser origins (scheme://host[:port]) allowed to call the API cross-origin, comma-separated;
   * a wildcard is refused (credentials would leak to any site). Empty: no cross-origin access at all.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) =>
      commaList(value).flatMap((entry) => {
        const parsed = URL.canParse(entry) ? new URL(entry) : null;
        if (parsed && ['http:', 'https:'].includes(parsed.protocol) && parsed.origin === entry.replace(/\/+$/, '')) return [parsed.origin];
        context.addIssue({ code: 'custom', message: `$NAME must list origins such as https://app.example.com, comma-separated; got "${entry}"` });
        return [];
      }),
    ),
  /** Let the allowed origins send credentials (cookies, cached Basic credentials). */
  CORS_ALLOW_CREDENTIALS: flag().default(false),
  /** A bearer token that `GET /metrics` requires; unset: none. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, { error: '$NAME must be 16 to 256 visible ASCII characters' })
    .optional(),
  /** Serve `GET /metrics` on this port instead of the API port; unset: the API port. */
  METRICS_PORT: integer(0, 65535).optional(),
};

export const httpRules: Rule[] = [
  ({ TLS_CERT_FILE, TLS_KEY_FILE }) =>
    (TLS_CERT_FILE === undefined) !== (TLS_KEY_FILE === undefined) ? 'TLS_CERT_FILE and TLS_KEY_FILE must be set together' : undefined,
  ({ METRICS_PORT, PORT }) =>
    typeof METRICS_PORT === 'number' && METRICS_PORT !== 0 && METRICS_PORT === PORT
      ? 'METRICS_PORT must differ from PORT (leave it unset to serve /metrics on the API port)'
      : undefined,
];

export function httpConfig(values: Values<typeof httpSettings>) {
  return fields(httpSettings, values);
}
