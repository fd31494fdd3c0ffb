/**
 * What browsers may do with the API. Credentials are HTTP Basic, which a browser may have
 * cached and would attach to a request a hostile page makes: so no origin reads answers
 * unless configured (CORS_ORIGINS), and no write is accepted in a form a page can send
 * without asking first (a CORS "simple" request: a form post or text/plain).
 */
import type { CORSOptions } from '@whatwg-node/server';
import type { Config } from '../config.js';
import { BadRequestError, UnsupportedMediaTypeError } from '../domain/shared/errors.js';

/** What the browser checks read of a request, of either transport. */
type EdgeLike = { method: string; headers: { get(name: string): string | null } };

const allowedMethods = ['GET', 'POST', 'PATCH', 'DELETE'];
const allowedHeaders = ['authorization', 'content-type', 'as-customer', 'idempotency-key', 'x-request-id'];
const exposedHeaders = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after', 'x-request-id', 'www-authenticate'];

/**
 * The CORS answer for a request: only an origin listed in CORS_ORIGINS, matched exactly, gets
 * CORS headers (its own origin echoed, never `*` or `null`); credentials only with
 * CORS_ALLOW_CREDENTIALS. Preflights are answered before authentication.
 */
export function corsPolicy(config: Pick<Config, 'corsOrigins' | 'corsAllowCredentials'>): (request: Request) => CORSOptions {
  const origins = new Set(config.corsOrigins);
  return (request) => {
    const origin = request.headers.get('origin');
    if (origin === null || !origins.has(origin)) return false;
    return { origin, credentials: config.corsAllowCredentials, methods: allowedMethods, allowedHeaders, exposedHeaders, maxAge: 600 };
  };
}

/** The media types a page may send cross-origin without a preflight. */
const simpleMediaTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

function mediaType(request: EdgeLike): string | null {
  const type = request.headers.get('content-type');
  return type === null ? null : (type.split(';')[0] ?? '').trim().toLowerCase();
}

const isJson = (type: string) => /^application\/([\w.+-]+\+)?json$/.test(type);

/**
 * Cross-site request forgery: a write (any method but GET, HEAD, OPTIONS) sent as a form or
 * as text/plain is refused with 415 before its credentials are checked. GraphQL over POST
 * takes JSON only.
 */
export function refuseForgeableWrite(request: EdgeLike, isGraphQL: boolean): void {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
  const type = mediaType(request);
  if (type !== null && simpleMediaTypes.has(type)) {
    throw new UnsupportedMediaTypeError(`Content-Type ${type} is not accepted: send application/json`);
  }
  if (isGraphQL && request.method === 'POST' && (type === null || !isJson(type))) {
    throw new UnsupportedMediaTypeError('GraphQL requests by POST must be sent as application/json');
  }
}

/** GraphQL by GET: `variables` and `extensions`, when given, must be JSON objects. */
export function checkGraphQLGetParameters(request: Request): void {
  if (request.method !== 'GET') return;
  const params = new URL(request.url).searchParams;
  for (const name of ['variables', 'extensions']) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new BadRequestError(`The ${name} parameter is not valid JSON`);
    }
    if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed))) throw new BadRequestError(`The ${name} parameter must be a JSON object`);
  }
}
