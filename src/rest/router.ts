import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { Config } from '../config.js';
import type { Viewer } from '../domain/auth/authenticate.js';
import { BadRequestError } from '../domain/shared/errors.js';
import { unsafeTextProblem } from '../domain/shared/limits.js';
import type { Services } from '../domain/services.js';
import { rowIdFromText } from '../domain/shared/ids.js';

/**
 * What the REST face reads of a request, whichever transport brought it (the edge's EdgeRequest,
 * src/http/edge-request.ts, is one): its body already read under the route's cap.
 */
export interface RestRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: { get(name: string): string | null };
  body(): Uint8Array;
}

export interface RestContext {
  services: Services;
  viewer: Viewer;
  params: Record<string, string>;
  query: URLSearchParams;
  request: RestRequest;
  /** The JSON body; undefined when the body is empty. Not JSON → 400. */
  json: () => Promise<unknown>;
}

/** A body already rendered as the JSON text it is sent as (kept for shared views: presentTransactionText). */
export class JsonText {
  constructor(readonly text: string) {}
}

export interface RestResult {
  status: number;
  /** Sent as its JSON; a JsonText as its text. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A JSON Schema (OpenAPI 3.1), usually a `$ref` to a shared schema of src/rest/openapi/schemas.ts. */
export type JsonSchema = Record<string, unknown>;

/** An error answer a route may give besides those of every route (401, 429): its status, or a status with its own body. */
export type ErrorDoc = 400 | 403 | 404 | 409 | 413 | 422 | { status: 400 | 403 | 404 | 409 | 422; description: string; schema: JsonSchema };

/**
 * What the OpenAPI document says of a route (src/rest/openapi/document.ts prints it from the
 * route table). The path and its parameters come from the route itself; query parameters are
 * checked against what the route's parser reads (test/rest/openapi.test.ts).
 */
export interface RouteDoc {
  /** The group in the reference (Customers, Transactions, …). */
  tag: string;
  summary: string;
  description?: string;
  /** Path parameters whose schema differs from the usual one of that name. */
  pathParameters?: Record<string, JsonSchema>;
  query?: { name: string; schema: JsonSchema; description?: string }[];
  body?: { schema: JsonSchema; required: boolean; description?: string };
  /** The success answer; without a schema it has no body. `content` lists other media types. */
  success: { status: number; description: string; schema?: JsonSchema; content?: Record<string, JsonSchema> };
  errors: ErrorDoc[];
  /** Takes `As-Customer`: an approved partner acting for a party. */
  asCustomer?: boolean;
}

export interface Route {
  method: Method;
  /** Path under the version prefix as the spec writes it, e.g. `/customer/{customer_id}`. */
  path: string;
  handler: (context: RestContext) => Promise<RestResult>;
  /** Its description in the OpenAPI document; every route has one (a test checks). */
  doc?: RouteDoc;
  /** The largest body this route reads, when not MAX_BODY_BYTES (verification documents). */
  bodyLimit?: (config: Config) => number;
}

export type Match<R extends Routable = Route> =
  | { kind: 'found'; route: R; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allowed: Method[] }
  | { kind: 'not_found' }
  /** A path segment that is not valid percent-encoded UTF-8, or decodes to unstorable text. */
  | { kind: 'bad_path'; message: string };

/** What the router needs of a route: its method and its path template (`/customer/{customer_id}`). */
export interface Routable {
  method: string;
  path: string;
}

interface Stored<R> {
  route: R;
  /** Its place in specificity order: routes with more literal segments win (`/customer/me` before `/customer/{id}`). */
  rank: number;
}

/**
 * The route table in find-my-way (the router Fastify is built on; docs/decisions.md "The edge as
 * a list"), one tree per method. The answer is the one of trying every route in specificity
 * order: the first route of the path and the method; else the methods the path takes (405);
 * else not found. A path may end with one `/`. Parameters are read as they are written in the
 * path (never decoded by the router) and decoded here, so a segment that is not UTF-8 is the
 * client's mistake (400), not a miss.
 */
export class Router<R extends Routable = Route> {
  private readonly tree = FindMyWay({ maxParamLength: Number.MAX_SAFE_INTEGER, caseSensitive: true });
  private readonly methods: Method[] = [];

  constructor(routes: R[]) {
    const specificity = (route: R) => route.path.split('/').filter((segment) => segment !== '' && !/^\{\w+\}$/.test(segment)).length;
    const ordered = routes.map((route, index) => ({ route, index })).sort((a, b) => specificity(b.route) - specificity(a.route) || a.index - b.index);
    ordered.forEach(({ route }, rank) => {
      if (!this.methods.includes(route.method as Method)) this.methods.push(route.method as Method);
      const stored: Stored<R> = { route, rank };
      this.tree.on(route.method as HTTPMethod, route.path.replace(/\{(\w+)\}/g, ':$1'), noop, stored);
    });
  }

  match(method: string, path: string): Match<R> {
    const found = this.lookup(method, path);
    if (found.kind !== 'found') return found.kind === 'method_not_allowed' ? { kind: 'method_not_allowed', allowed: found.allowed } : found;
    const decoded = decodeParams(found.params);
    return decoded.ok ? { kind: 'found', route: found.route, params: decoded.params } : { kind: 'bad_path', message: decoded.message };
  }

  /**
   * The route of the method and path, its parameters as written in the path (not decoded); or
   * the methods the path takes, with the first route of them (whose face answers the 405).
   */
  lookup(method: string, path: string): Lookup<R> {
    if (!path.startsWith('/')) return { kind: 'not_found' };
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    // find-my-way decodes: `%` is escaped so that it hands back the segments as written.
    const escaped = trimmed.includes('%') ? trimmed.replaceAll('%', '%25') : trimmed;
    const found = this.find(method, escaped);
    if (found) return { kind: 'found', route: found.stored.route, params: found.params };
    const others: Stored<R>[] = [];
    for (const other of this.methods) {
      if (other === method) continue;
      const candidate = this.find(other, escaped);
      if (candidate) others.push(candidate.stored);
    }
    if (others.length === 0) return { kind: 'not_found' };
    others.sort((a, b) => a.rank - b.rank);
    return { kind: 'method_not_allowed', allowed: others.map((stored) => stored.route.method as Method), route: others[0]!.route };
  }

  /** The route of this method whose path matches; an empty segment never fills a parameter. */
  private find(method: string, path: string): { stored: Stored<R>; params: Record<string, string> } | null {
    const found = this.tree.find(method as HTTPMethod, path);
    if (!found) return null;
    const params = found.params as Record<string, string>;
    for (const key in params) if (params[key] === '') return null;
    return { stored: found.store as Stored<R>, params };
  }
}

const noop = () => undefined;

export type Lookup<R> =
  { kind: 'found'; route: R; params: Record<string, string> } | { kind: 'method_not_allowed'; allowed: Method[]; route: R } | { kind: 'not_found' };

/** Path parameters as written, decoded; or why one cannot be (not UTF-8, or text that cannot be stored). */
export function decodeParams(raw: Record<string, string>): { ok: true; params: Record<string, string> } | { ok: false; message: string } {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const decoded = decodePathSegment(value);
    if (!decoded.ok) return { ok: false, message: `The path segment {${key}} ${decoded.message}` };
    params[key] = decoded.value;
  }
  return { ok: true, params };
}

function decodePathSegment(segment: string): { ok: true; value: string } | { ok: false; message: string } {
  let value: string;
  try {
    value = decodeURIComponent(segment);
  } catch {
    return { ok: false, message: 'is not valid percent-encoded UTF-8' };
  }
  const unsafe = unsafeTextProblem(value);
  return unsafe ? { ok: false, message: unsafe } : { ok: true, value };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a JSON request body: empty → undefined; anything that is not JSON → 400. */
export function readJsonBody(request: RestRequest): unknown {
  const bytes = request.body();
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new BadRequestError('Request body is not valid UTF-8');
  }
  if (text.trim() === '') return undefined;
  const type = request.headers.get('content-type');
  if (type && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new BadRequestError(`Content-Type must be application/json; got "${type}"`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BadRequestError(`Request body is not valid JSON: ${(error as Error).message}`);
  }
}

/** A path id: a positive integer, or `me` where the path allows it. */
export function parseId(value: string | undefined): number | null {
  return rowIdFromText(value);
}
