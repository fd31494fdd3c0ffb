import { readFileSync } from 'node:fs';
import { changePassword, forgotPassword, setPassword, signIn, signOut } from './accounts.js';
import { checkout } from './checkout.js';
import { consoleApiKeys, consoleEvents, consoleHome, consoleTransaction, consoleWebhooks } from './console.js';
import { consoleReportDownload, consoleReports } from './reports.js';
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

/**
 * Who may open a route: `any` (signed in or not, any session), `link` (also a web link's
 * session, when the first parameter is its transaction), else (absent) a password session only.
 */
type Reach = 'any' | 'link';

const routes: { pattern: RegExp; methods: string[]; handler: Handler; reach?: Reach }[] = [
  { pattern: /^\/$/, methods: ['GET'], handler: home, reach: 'any' },
  { pattern: /^\/sign-in$/, methods: ['GET', 'POST'], handler: signIn, reach: 'any' },
  { pattern: /^\/sign-out$/, methods: ['POST'], handler: signOut, reach: 'any' },
  { pattern: /^\/set-password$/, methods: ['GET', 'POST'], handler: setPassword, reach: 'any' },
  { pattern: /^\/forgot-password$/, methods: ['GET', 'POST'], handler: forgotPassword, reach: 'any' },
  { pattern: /^\/change-password$/, methods: ['GET', 'POST'], handler: changePassword },
  { pattern: /^\/transactions$/, methods: ['GET'], handler: myTransactions },
  { pattern: /^\/transactions\/([^/]+)$/, methods: ['GET'], handler: (web, id) => partyPage(web, id ?? ''), reach: 'link' },
  { pattern: /^\/transactions\/([^/]+)\/link$/, methods: ['GET'], handler: redeemLink, reach: 'any' },
  { pattern: /^\/transactions\/([^/]+)\/actions$/, methods: ['POST'], handler: performAction, reach: 'link' },
  { pattern: /^\/sandbox\/payments\/([^/]+)\/([^/]+)$/, methods: ['GET', 'POST'], handler: checkout, reach: 'link' },
  { pattern: /^\/verification$/, methods: ['GET', 'POST'], handler: verificationPage },
  { pattern: /^\/console$/, methods: ['GET'], handler: consoleHome },
  { pattern: /^\/console\/events$/, methods: ['GET'], handler: consoleEvents },
  { pattern: /^\/console\/transactions\/([^/]+)$/, methods: ['GET'], handler: consoleTransaction },
  { pattern: /^\/console\/webhooks$/, methods: ['GET', 'POST'], handler: consoleWebhooks },
  { pattern: /^\/console\/api-keys$/, methods: ['GET', 'POST'], handler: consoleApiKeys },
  { pattern: /^\/console\/reports$/, methods: ['GET', 'POST'], handler: consoleReports },
  { pattern: /^\/console\/reports\/([^/]+)\/download$/, methods: ['GET'], handler: consoleReportDownload },
];

export function addRoute(pattern: RegExp, methods: string[], handler: Handler, reach?: Reach): void {
  routes.push({ pattern, methods, handler, reach });
}

/** Whether a web link's session (scoped to one transaction) may open this route with these parameters. */
function linkSessionMay(reach: Reach | undefined, transactionId: number, params: string[]): boolean {
  return reach === 'any' || (reach === 'link' && params[0] === String(transactionId));
}

async function home(web: WebRequest): Promise<Response> {
  if (!web.session) return redirect(web, '/sign-in');
  if (web.session.transactionId !== null) return redirect(web, `/transactions/${web.session.transactionId}`);
  return redirect(web, web.session.viewer.customer.isPartner ? '/console' : '/transactions');
}

/** A web link's session asked for a page beyond its transaction: 403, with the way to its page and to a full sign-in. */
function linkSessionRefused(web: WebRequest, transactionId: number): Response {
  return htmlResponse(
    web,
    page(
      web,
      'Sign in to continue',
      html`<h1>Sign in to continue</h1>
        <div class="error" role="alert"><p>The link you followed opens transaction ${transactionId} only. Sign in with your password for the rest of your account.</p></div>
        <p><a href="/transactions/${transactionId}">Back to transaction ${transactionId}</a> · <a href="/sign-in?next=${encodeURIComponent(web.url.pathname)}">Sign in</a></p>`,
    ),
    403,
  );
}

/** A path parameter as the page reads it; malformed percent-encoding (`/transactions/%E0`) is the client's mistake, 400. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new WebError(400, 'The address has malformed percent-encoding');
  }
}

/** The page of an outage (the database cannot be reached): 503 with Retry-After; nothing was changed. */
function unavailablePage(web: WebRequest, unavailable: { message: string; retryAfterSeconds: number }): Response {
  const response = htmlResponse(
    web,
    page(
      web,
      'Temporarily unavailable',
      html`<h1>Temporarily unavailable</h1><div class="error" role="alert"><p>${unavailable.message}</p></div><p><a href="${web.url.pathname}">Try again</a></p>`,
    ),
    503,
  );
  response.headers.set('retry-after', String(unavailable.retryAfterSeconds));
  return response;
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
  const web: WebRequest = { request, url, deps, cookies, setCookies: [], session: null };
  try {
    web.session = await deps.session(cookies.get(sessionCookie) ?? null);
    if (!route.candidate.methods.includes(request.method)) throw new WebError(405, `Use ${route.candidate.methods.join(' or ')} here`);
    const params = route.found!.slice(1).map(decodePathSegment);
    const scope = web.session?.transactionId ?? null;
    if (scope !== null && !linkSessionMay(route.candidate.reach, scope, params)) return linkSessionRefused(web, scope);
    const response = await route.candidate.handler(web, ...params);
    if (web.flashShown && web.session?.flash) await deps.flash.clear(web.session, web.session.flash);
    return response;
  } catch (error) {
    const unavailable = error instanceof WebError ? null : deps.unavailable(error);
    if (unavailable) return unavailablePage(web, unavailable);
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
