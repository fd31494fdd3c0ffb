import { readFileSync } from 'node:fs';
import { changePassword, forgotPassword, setPassword, signIn, signOut } from './accounts.js';
import { checkout } from './checkout.js';
import { consoleApiKeys, consoleEvents, consoleHome, consoleWebhooks } from './console.js';
import { consoleTransaction } from './console-transaction.js';
import { disputeFileDownload } from './dispute-files.js';
import { consoleGraphiQL } from './graphiql.js';
import { consoleReportDownload, consoleReports } from './reports.js';
import type { WebDeps } from './deps.js';
import { html } from './html.js';
import { htmlResponse, parseCookies, redirect, sessionCookie, WebError, type PageRequest, type WebRequest } from './http.js';
import { page } from './layout.js';
import { myTransactions, partyPage, performAction, redeemLink } from './party.js';
import { verificationPage } from './verification.js';

export type { WebDeps } from './deps.js';

// The web face: server-rendered pages for parties (accounts, their transaction, the sandbox
// checkout) and the partner console. Every read and change is a GraphQL operation run in
// process with the signed-in viewer (WebDeps.graphql); the face holds no rules of its own.

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url));

/** The static files of the pages, served with a long cache (GET only; another method finds nothing). */
export const webAssets: WebAsset[] = [
  { path: '/assets/web.css', body: asset('web.css'), type: 'text/css; charset=utf-8' },
  { path: '/assets/console.js', body: asset('console.js'), type: 'text/javascript; charset=utf-8' },
  { path: '/assets/favicon.svg', body: asset('favicon.svg'), type: 'image/svg+xml' },
  // Browsers ask for /favicon.ico by themselves (a 32×32 PNG inside an ICO, drawn from favicon.svg).
  { path: '/favicon.ico', body: asset('favicon.ico'), type: 'image/x-icon' },
];

export interface WebAsset {
  path: string;
  body: Uint8Array;
  type: string;
}

type Handler = (web: WebRequest, ...params: string[]) => Promise<Response>;

/**
 * Who may open a page: `any` (signed in or not, any session), `link` (also a web link's
 * session, when the first parameter is its transaction), else (absent) a password session only.
 */
type Reach = 'any' | 'link';

/**
 * A page of the web face: its path (a template, `{name}` for a segment; matched by the one
 * router of the HTTP edge, src/http/routes.ts), the methods it takes, who may open it.
 */
export interface WebPage {
  path: string;
  methods: string[];
  handler: Handler;
  reach?: Reach;
}

export const webPages: WebPage[] = [
  { path: '/', methods: ['GET'], handler: home, reach: 'any' },
  { path: '/sign-in', methods: ['GET', 'POST'], handler: signIn, reach: 'any' },
  { path: '/sign-out', methods: ['POST'], handler: signOut, reach: 'any' },
  { path: '/set-password', methods: ['GET', 'POST'], handler: setPassword, reach: 'any' },
  { path: '/forgot-password', methods: ['GET', 'POST'], handler: forgotPassword, reach: 'any' },
  { path: '/change-password', methods: ['GET', 'POST'], handler: changePassword },
  { path: '/transactions', methods: ['GET'], handler: myTransactions },
  {
    path: '/transactions/{transaction_id}',
    methods: ['GET', 'POST'],
    // A form posts to the page's own URL: a refusal is shown there, a success redirects to it.
    handler: (web, id) => (web.request.method === 'POST' ? performAction(web, id ?? '') : partyPage(web, id ?? '')),
    reach: 'link',
  },
  { path: '/transactions/{transaction_id}/link', methods: ['GET'], handler: redeemLink, reach: 'any' },
  { path: '/transactions/{transaction_id}/actions', methods: ['POST'], handler: performAction, reach: 'link' },
  // An evidence file of one of the transaction's disputes (its page links each one).
  { path: '/transactions/{transaction_id}/disputes/{dispute_id}/files/{file_id}', methods: ['GET'], handler: disputeFileDownload, reach: 'link' },
  { path: '/sandbox/payments/{transaction_id}/{method}', methods: ['GET', 'POST'], handler: checkout, reach: 'link' },
  { path: '/verification', methods: ['GET', 'POST'], handler: verificationPage },
  { path: '/console', methods: ['GET'], handler: consoleHome },
  { path: '/console/events', methods: ['GET'], handler: consoleEvents },
  { path: '/console/transactions/{transaction_id}', methods: ['GET'], handler: consoleTransaction },
  { path: '/console/webhooks', methods: ['GET', 'POST'], handler: consoleWebhooks },
  { path: '/console/graphiql', methods: ['GET'], handler: async (web) => consoleGraphiQL(web) },
  { path: '/console/api-keys', methods: ['GET', 'POST'], handler: consoleApiKeys },
  { path: '/console/reports', methods: ['GET', 'POST'], handler: consoleReports },
  { path: '/console/reports/{report_id}/download', methods: ['GET'], handler: consoleReportDownload },
];

/** Adds a page (before the HTTP app is created: the edge's route table is built from webPages then). */
export function addRoute(path: string, methods: string[], handler: Handler, reach?: Reach): void {
  webPages.push({ path, methods, handler, reach });
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

/** Answers a static file of the pages. */
export function answerWebAsset(asset: WebAsset): Response {
  return new Response(new Uint8Array(asset.body), {
    headers: { 'content-type': asset.type, 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' },
  });
}

/**
 * Answers a request for a page: the session from its cookie, then the method (405 page), the
 * path's parameters (as written in the path: decoded here), the link session's reach, the page.
 */
export async function answerWebPage(request: Request, url: URL, deps: WebDeps, route: WebPage, rawParams: string[]): Promise<Response> {
  const cookies = parseCookies(request.headers.get('cookie'));
  const web: WebRequest = { request, url, deps, cookies, setCookies: [], session: null };
  try {
    web.session = await deps.session(cookies.get(sessionCookie) ?? null);
    if (!route.methods.includes(request.method)) throw new WebError(405, `Use ${route.methods.join(' or ')} here`);
    const params = rawParams.map(decodePathSegment);
    const scope = web.session?.transactionId ?? null;
    if (scope !== null && !linkSessionMay(route.reach, scope, params)) return linkSessionRefused(web, scope);
    const response = await route.handler(web, ...params);
    if (web.flashShown && web.session?.flash) await deps.flash.clear(web.session, web.session.flash);
    return response;
  } catch (error) {
    const unavailable = error instanceof WebError ? null : deps.unavailable(error);
    if (unavailable) return unavailablePage(web, unavailable);
    if (!(error instanceof WebError)) throw error;
    return problemPage(web, error.status, error.message);
  }
}

/** A refusal or an error as a page: its status, a heading for it, the message, the way home. */
function problemPage(web: PageRequest, status: number, message: string): Response {
  const heading = status === 404 ? 'Not found' : status >= 500 ? 'Something went wrong' : 'Something is not right';
  return htmlResponse(web, page(web, heading, html`<h1>${heading}</h1><div class="error" role="alert"><p>${message}</p></div><p><a href="/">Home</a></p>`), status);
}

/**
 * Whether a request is a browser's asking for a page (its Accept names text/html): such a
 * request gets the error pages of the web face; an API client keeps its JSON.
 */
export function wantsPage(request: { headers: { get(name: string): string | null } }): boolean {
  return /\btext\/html\b/i.test(request.headers.get('accept') ?? '');
}

/**
 * The page of an error met outside a page's handler (a path nothing answers, a fault before a
 * page ran): the same shell, without the session (it was not read), and the status given.
 */
export function answerErrorPage(config: WebDeps['config'], status: number, message: string, headers: Record<string, string> = {}): Response {
  const response = problemPage({ deps: { config }, session: null, cookies: new Map(), setCookies: [] }, status, message);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
