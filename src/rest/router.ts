import type { Config } from '../config.js';
import type { Viewer } from '../domain/auth/authenticate.js';
import { BadRequestError } from '../domain/shared/errors.js';
import { unsafeTextProblem } from '../domain/shared/limits.js';
import type { Services } from '../domain/services.js';

export interface RestContext {
  services: Services;
  viewer: Viewer;
  params: Record<string, string>;
  query: URLSearchParams;
  request: Request;
  /** The JSON body; undefined when the body is empty. Not JSON → 400. */
  json: () => Promise<unknown>;
}

export interface RestResult {
  status: number;
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

interface CompiledRoute extends Route {
  pattern: RegExp;
  names: string[];
  /** Routes with literal segments win over parameters: `/customer/me` before `/customer/{id}`. */
  specificity: number;
}

export type Match =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allowed: Method[] }
  | { kind: 'not_found' }
  /** A path segment that is not valid percent-encoded UTF-8, or decodes to unstorable text. */
  | { kind: 'bad_path'; message: string };

export class Router {
  private readonly routes: CompiledRoute[];

  constructor(routes: Route[]) {
    this.routes = routes.map(compile).sort((a, b) => b.specificity - a.specificity);
  }

  match(method: string, path: string): Match {
    const allowed: Method[] = [];
    for (const route of this.routes) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      for (const [index, name] of route.names.entries()) {
        const decoded = decodePathSegment(found[index + 1] ?? '');
        if (!decoded.ok) return { kind: 'bad_path', message: `The path segment {${name}} ${decoded.message}` };
        params[name] = decoded.value;
      }
      return { kind: 'found', route, params };
    }
    return allowed.length > 0 ? { kind: 'method_not_allowed', allowed: [...new Set(allowed)] } : { kind: 'not_found' };
  }
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

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  let specificity = 0;
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return '([^/]+)';
      }
      specificity += 1;
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { ...route, pattern: new RegExp(`^${source}/?$`), names, specificity };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a JSON request body: empty → undefined; anything that is not JSON → 400. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const bytes = new Uint8Array(await request.arrayBuffer());
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
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
