/**
 * The hand-written radix tree src/rest/router.ts held until the edge moved to one router
 * (docs/decisions.md "The edge as a list"): kept here only as the baseline bench/router.ts
 * measures the chosen router against. Nothing in src/ imports it.
 */
import { unsafeTextProblem } from '../../src/domain/shared/limits.js';

type Method = string;

export interface Route {
  method: Method;
  path: string;
}

interface CompiledRoute extends Route {
  /** The path's segments: a literal, or null for a parameter (any non-empty segment). */
  segments: (string | null)[];
  names: string[];
  /** Routes with literal segments win over parameters: `/customer/me` before `/customer/{id}`. */
  specificity: number;
  /** Its place in the specificity order. */
  rank: number;
}

/** One level of the route tree: the literal segments below it, the parameter below it, the routes ending here. */
interface Node {
  literal: Map<string, Node>;
  param: Node | null;
  routes: CompiledRoute[];
}

export type Match =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allowed: Method[] }
  | { kind: 'not_found' }
  /** A path segment that is not valid percent-encoded UTF-8, or decodes to unstorable text. */
  | { kind: 'bad_path'; message: string };

/**
 * The route table as a tree of path segments, built once: a request walks its path's segments
 * (a literal before a parameter), not every route's pattern. The answer is the one of trying
 * every route in specificity order: the first route of the path and the method; else the
 * methods the path takes; else not found. A path may end with one `/`.
 */
export class Router {
  private readonly root: Node = { literal: new Map(), param: null, routes: [] };

  constructor(routes: Route[]) {
    const compiled = routes.map(compile).sort((a, b) => b.specificity - a.specificity);
    compiled.forEach((route, rank) => {
      route.rank = rank;
      let node = this.root;
      for (const segment of route.segments) {
        if (segment === null) node = node.param ??= { literal: new Map(), param: null, routes: [] };
        else {
          let next = node.literal.get(segment);
          if (!next) node.literal.set(segment, (next = { literal: new Map(), param: null, routes: [] }));
          node = next;
        }
      }
      node.routes.push(route);
    });
  }

  match(method: string, path: string): Match {
    if (!path.startsWith('/')) return { kind: 'not_found' };
    const segments = (path.length > 1 && path.endsWith('/') ? path.slice(1, -1) : path.slice(1)).split('/');
    const candidates: CompiledRoute[] = [];
    collect(this.root, segments, 0, candidates);
    if (candidates.length > 1) candidates.sort((a, b) => a.rank - b.rank);
    const allowed: Method[] = [];
    for (const route of candidates) {
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      let name = 0;
      for (const [index, segment] of route.segments.entries()) {
        if (segment !== null) continue;
        const key = route.names[name++] as string;
        const decoded = decodePathSegment(segments[index] ?? '');
        if (!decoded.ok) return { kind: 'bad_path', message: `The path segment {${key}} ${decoded.message}` };
        params[key] = decoded.value;
      }
      return { kind: 'found', route, params };
    }
    return allowed.length > 0 ? { kind: 'method_not_allowed', allowed: [...new Set(allowed)] } : { kind: 'not_found' };
  }
}

/** Every route whose path matches the segments from `index` on. */
function collect(node: Node, segments: string[], index: number, into: CompiledRoute[]): void {
  if (index === segments.length) {
    into.push(...node.routes);
    return;
  }
  const segment = segments[index] as string;
  const literal = node.literal.get(segment);
  if (literal) collect(literal, segments, index + 1, into);
  if (node.param && segment !== '') collect(node.param, segments, index + 1, into);
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
  // `/transaction/{transaction_id}` → ['transaction', null]; the leading `/` is the root.
  const segments = route.path
    .slice(1)
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return null;
      }
      specificity += 1;
      return segment;
    });
  return { ...route, segments, names, specificity, rank: 0 };
}
