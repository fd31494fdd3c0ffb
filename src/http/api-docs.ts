import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiJson, restPrefix } from '../rest/index.js';

/**
 * The OpenAPI document and its reference page, served without credentials: the page is
 * Swagger UI from the swagger-ui-dist package, its script and styles served from here, so
 * the page works offline and loads nothing from elsewhere.
 */
export const openApiUrl = `${restPrefix}/openapi.json`;
export const docsUrl = `${restPrefix}/docs`;

const assets: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>heldfunds REST API (2017-09-01)</title>
    <link rel="stylesheet" href="${docsUrl}/swagger-ui.css">
  </head>
  <body>
    <div id="reference"></div>
    <script src="${docsUrl}/swagger-ui-bundle.js"></script>
    <script src="${docsUrl}/init.js"></script>
  </body>
</html>
`;

// validatorUrl null: the page must not send the document to an outside validator.
const init = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(openApiUrl)}, dom_id: '#reference', validatorUrl: null, deepLinking: true });\n`;

const assetDirectory = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const loaded = new Map<string, Promise<Buffer>>();

const headers = (type: string, cache: string) => ({ 'content-type': type, 'cache-control': cache, 'x-content-type-options': 'nosniff' });

function isApiDocsPath(path: string): boolean {
  return path === openApiUrl || path === docsUrl || path.startsWith(`${docsUrl}/`);
}

/** Answers the document, the page and its files; null for any other path. */
export async function serveApiDocs(request: { method: string }, path: string): Promise<Response | null> {
  if (!isApiDocsPath(path)) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(JSON.stringify({ error: `Method ${request.method} is not allowed here; use GET` }), {
      status: 405,
      headers: { 'content-type': 'application/json; charset=utf-8', allow: 'GET, HEAD' },
    });
  }
  const body = (content: string | Buffer, type: string, cache = 'no-cache') =>
    new Response(request.method === 'HEAD' ? null : new Uint8Array(typeof content === 'string' ? Buffer.from(content) : content), {
      status: 200,
      headers: headers(type, cache),
    });
  if (path === openApiUrl) return body(openApiJson(), 'application/json; charset=utf-8');
  if (path === docsUrl) return body(page, 'text/html; charset=utf-8');
  const name = path.slice(docsUrl.length + 1);
  if (name === 'init.js') return body(init, 'text/javascript; charset=utf-8');
  const type = assets[name];
  if (type === undefined) return null;
  if (!loaded.has(name)) loaded.set(name, readFile(join(assetDirectory, name)));
  return body(await loaded.get(name)!, type, 'public, max-age=86400');
}
