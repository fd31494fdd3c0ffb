import { html, type Html } from './html.js';
import { csrfToken, type PageRequest, type WebRequest } from './http.js';

/**
 * The page shell: one stylesheet, the icon and (the console) one script, all served by this
 * service; in the sandbox, a banner on every page says that no real money moves.
 */
export function page(web: PageRequest, title: string, body: Html, options: { script?: string } = {}): Html {
  const signedIn = web.session;
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · heldfunds</title>
    <link rel="stylesheet" href="/assets/web.css" />
    <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
    <link rel="icon" href="/favicon.ico" sizes="32x32" />
    ${options.script ? html`<script src="${options.script}" defer></script>` : ''}
  </head>
  <body>
    <a class="skip" href="#main">Skip to content</a>
    ${web.deps.config.environment === 'sandbox' ? sandboxBanner : ''}
    <header class="top">
      <a class="brand" href="/">heldfunds</a>
      <nav aria-label="Account">
        ${
          signedIn?.transactionId != null
            ? html`<a href="/transactions/${signedIn.transactionId}">Transaction ${signedIn.transactionId}</a>
              <a href="/sign-in">Sign in for your account</a>
              <span class="who">${signedIn.viewer.customer.email}</span>`
            : signedIn
              ? html`${signedIn.viewer.customer.isPartner ? html`<a href="/console">Console</a>` : ''}
              <a href="/transactions">Transactions</a>
              <a href="/change-password">Password</a>
              <form method="post" action="/sign-out" class="inline">
                <input type="hidden" name="csrf" value="${csrfToken(web)}" /><button type="submit" class="link">Sign out</button>
              </form>
              <span class="who">${signedIn.viewer.customer.email}</span>`
              : html`<a href="/sign-in">Sign in</a>`
        }
      </nav>
    </header>
    <main id="main">${body}</main>
  </body>
</html>`;
}

/** Shown at the top of every page of the sandbox (ENVIRONMENT=sandbox). */
const sandboxBanner = html`<div class="sandbox-banner" role="note" aria-label="Sandbox">
  <strong>Sandbox</strong>: test data only; no real money moves.
</div>`;

/** A hidden CSRF field for a form. */
export function csrfField(web: PageRequest): Html {
  return html`<input type="hidden" name="csrf" value="${csrfToken(web)}" />`;
}

export function errorList(messages: readonly string[]): Html {
  if (messages.length === 0) return html``;
  return html`<div class="error" role="alert">${messages.length === 1 ? html`<p>${messages[0]}</p>` : html`<ul>${messages.map((m) => html`<li>${m}</li>`)}</ul>`}</div>`;
}

export function notice(message: string | null): Html {
  return message ? html`<div class="notice" role="status"><p>${message}</p></div>` : html``;
}

/**
 * The session's flash message, shown once (the page that redirected here left it on the
 * server; answerWebPage clears it after this page). Never text from the URL.
 */
export function flashNotice(web: WebRequest): Html {
  const message = web.session?.flash ?? null;
  if (message) web.flashShown = true;
  return notice(message);
}
