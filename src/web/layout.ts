import { html, type Html } from './html.js';
import { csrfToken, type WebRequest } from './http.js';

/** The page shell: one stylesheet and (the console) one script, both served by this service. */
export function page(web: WebRequest, title: string, body: Html, options: { script?: string } = {}): Html {
  const signedIn = web.session;
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · heldfunds</title>
    <link rel="stylesheet" href="/assets/web.css" />
    ${options.script ? html`<script src="${options.script}" defer></script>` : ''}
  </head>
  <body>
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

/** A hidden CSRF field for a form. */
export function csrfField(web: WebRequest): Html {
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
