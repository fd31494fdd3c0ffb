import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { requirePartner } from './console.js';
import { WebError, type WebRequest } from './http.js';

// The console's GraphiQL: the partner explores the API with their own data, signed in by the
// page's session (no key to paste). Its operations go to /console/graphql, which takes the
// session cookie only with the session's CSRF token in X-CSRF-Token (src/http/session-graphql.ts).
// Outside production only, as /graphql's GraphiQL.

const placeholder = 'CSRF_TOKEN_PLACEHOLDER';
const defaultQuery = `# Every operation runs as the account signed in here,
# on its own data (mutations too: this is the API).
# Ctrl-Enter runs it; Docs shows the schema.
# Back to the console: /console
query Me {
  viewer {
    email
    isPartner
  }
}
`;

/** GraphiQL's page (its scripts and styles come bundled in the installed package: no CDN), split where the session's token goes. */
let rendered: [string, string] | null = null;
function renderedPage(): [string, string] {
  rendered ??= (() => {
    const page = renderGraphiQL({
      title: 'heldfunds GraphiQL (console)',
      endpoint: '/console/graphql',
      favicon: '/assets/favicon.svg',
      credentials: 'same-origin',
      additionalHeaders: { 'x-csrf-token': placeholder },
      defaultQuery,
      shouldPersistHeaders: false,
      subscriptionsProtocol: 'SSE',
    });
    const at = page.indexOf(placeholder);
    return [page.slice(0, at), page.slice(at + placeholder.length)];
  })();
  return rendered;
}

export function consoleGraphiQL(web: WebRequest): Response {
  if (web.deps.config.environment === 'production') throw new WebError(404, 'GraphiQL is not served in production; send HTTP Basic to /graphql');
  const away = requirePartner(web);
  if (away) return away;
  const token = web.session!.csrfToken;
  // The token goes into a script: only its own alphabet (base64url) may.
  if (!/^[\w-]+$/.test(token)) throw new WebError(400, 'Sign in again');
  const [before, after] = renderedPage();
  return new Response(before + token + after, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      // GraphiQL's bundle is inline and starts its editor's workers from blobs.
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'",
    },
  });
}
