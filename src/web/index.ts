import { readFileSync } from 'node:fs';
import { changePassword, forgotPassword, setPassword, signIn, signOut } from './accounts.js';
import { checkout } from './checkout.js';
import { consoleApiKeys, consoleEvents, consoleHome, consoleTransaction, consoleWebhooks } from './console.js';
import type { WebDeps } from './deps.js';
import { html } from './html.js';
import { htmlResponse, parseCookies, redirect, sessionCookie, WebError, type WebRequest } from './http.js';
import { page } from './layout.js';
import { myTransactions, partyPage, performAction, redeemLink } from './party.js';
import { verificationPage } from './verification.js';

export type { WebDeps, WebGraphQL, WebResult } from './deps.js';

// The web face: server-rendered pages for parties (accounts, their transaction, the sandbox
// checkout) and the partner console. Every read and change is a GraphQL operation run in
// process with the signed-in viewer (WebDeps.graphql); the face holds no rules of its own.

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
const assets = new Map<string, { body: string; type: string }>([
  ['/assets/web.css', { body: asset('web.css'), type: 'text/css; charset=utf-8' }],
  ['/assets/console.js', { body: asset('console.js'), type: 'text/javascript; charset=utf-8' }],
]);

/** Registers a static asset (the console script), served with a long cache. */
export function addAsset(path: string, body: string, type: string): void {
  assets.set(path, { body, type });
}

type Handler = (web: WebRequest, ...params: string[]) => Promise<Response>;

const routes: { pattern: RegExp; methods: string[]; handler: Handler }[] = [
  { pattern: /^\/$/, methods: ['GET'], handler: home },
  { pattern: /^\/sign-in$/, methods: ['GET', 'POST'], handler: signIn },
  { pattern: /^\/sign-out$/, methods: ['POST'], handler: signOut },
  { pattern: /^\/set-password$/, methods: ['GET', 'POST'], handler: setPassword },
  { pattern: /^\/forgot-password$/, methods: ['GET', 'POST'], handler: forgotPassword },
  { pattern: /^\/change-password$/, methods: ['GET', 'POST'], handler: changePassword },
  { pattern: /^\/transactions$/, methods: ['GET'], handler: myTransactions },
  { pattern: /^\/transactions\/([^/]+)$/, methods: ['GET'], handler: (web, id) => partyPage(web, id ?? '') },
  { pattern: /^\/transactions\/([^/]+)\/link$/, methods: ['GET'], handler: redeemLink },
  { pattern: /^\/transactions\/([^/]+)\/actions$/, methods: ['POST'], handler: performAction },
  { pattern: /^\/sandbox\/payments\/([^/]+)\/([^/]+)$/, methods: ['GET', 'POST'], handler: checkout },
  { pattern: /^\/verification$/, methods: ['GET', 'POST'], handler: verificationPage },
  { pattern: /^\/console$/, methods: ['GET'], handler: consoleHome },
  { pattern: /^\/console\/events$/, methods: ['GET'], handler: consoleEvents },
  { pattern: /^\/console\/transactions\/([^/]+)$/, methods: ['GET'], handler: consoleTransaction },
  { pattern: /^\/console\/webhooks$/, methods: ['GET', 'POST'], handler: consoleWebhooks },
  { pattern: /^\/console\/api-keys$/, methods: ['GET', 'POST'], handler: consoleApiKeys },
];

export function addRoute(pattern: RegExp, methods: string[], handler: Handler): void {
  routes.push({ pattern, methods, handler });
}

async function home(web: WebRequest): Promise<Response> {
  if (!web.session) return redirect(web, '/sign-in');
  return redirect(web, web.session.viewer.customer.isPartner ? '/console' : '/transactions');
}

/** Whether a path belongs to the web face (the HTTP app routes these here). */
export function isWebPath(path: string): boolean {
  return assets.has(path) || routes.some((route) => route.pattern.test(path));
}

/** Answers a request for a page or an asset; null when the path is none of the web face's. */
export async function handleWeb(request: Request, deps: WebDeps): Promise<Response | null> {
  const url = new URL(request.url);
  const asset = assets.get(url.pathname);
  if (asset && request.method === 'GET') {
    return new Response(asset.body, { headers: { 'content-type': asset.type, 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' } });
  }
  const route = routes.map((candidate) => ({ candidate, found: candidate.pattern.exec(url.pathname) })).find(({ found }) => found !== null);
  if (!route) return null;
  const cookies = parseCookies(request.headers.get('cookie'));
  const web: WebRequest = { request, url, deps, cookies, setCookies: [], session: await deps.session(cookies.get(sessionCookie) ?? null) };
  try {
    if (!route.candidate.methods.includes(request.method)) throw new WebError(405, `Use ${route.candidate.methods.join(' or ')} here`);
    return await route.candidate.handler(web, ...route.found!.slice(1).map((part) => decodeURIComponent(part)));
  } catch (error) {
    if (!(error instanceof WebError)) throw error;
    return htmlResponse(
      web,
      page(
        web,
        'Problem',
        html`<h1>${error.status === 404 ? 'Not found' : 'Something is not right'}</h1><div class="error" role="alert"><p>${error.message}</p></div><p><a href="/">Home</a></p>`,
      ),
      error.status,
    );
  }
}
