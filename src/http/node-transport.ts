import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { restPrefix } from '../rest/index.js';
import { isWireAnswer, writeAnswer, type Answer } from './answer.js';
import { edgeRequestOfNode } from './edge-request.js';
import type { EdgeHandler } from './pipeline.js';

/**
 * The service's node:http request listener (`app.requestListener`): the REST 2017 face is served
 * straight from IncomingMessage and ServerResponse, through the same pipeline as the server
 * adapter's path, without building a fetch Request and Response per call; everything else
 * (GraphQL and its streams, the pages, the reference, the probes, metrics) and any request a
 * browser sends cross-origin (`Origin`: the adapter's CORS plugin answers it) goes to the server
 * adapter as before. Both paths send the same bytes (test/http/node-transport.test.ts).
 * docs/architecture.md "Two transports".
 */
export function nodeRequestListener(handle: EdgeHandler, adapter: RequestListener, log: { error(object: object, message: string): void }): RequestListener {
  return (req, res) => {
    const url = restUrl(req);
    if (url === null) return void adapter(req, res);
    handle(edgeRequestOfNode(req, url), { req }).then(
      (answer) => send(res, answer),
      (error: unknown) => {
        // The pipeline answers every error in its face; this is a fault after that (writing the head).
        log.error({ err: error }, 'node transport: the answer could not be written');
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      },
    );
  };
}

/**
 * The URL of a request this transport serves (a path under the version prefix, no `Origin`),
 * built as the server adapter builds it (scheme of the socket, the Host header) so that both
 * normalise a path alike; null for the adapter's requests.
 */
function restUrl(req: IncomingMessage): URL | null {
  const target = req.url ?? '';
  if (!target.startsWith(restPrefix) || req.headers.origin !== undefined) return null;
  let url: URL;
  try {
    url = new URL(`${(req.socket as TLSSocket).encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}${target}`);
  } catch {
    return null;
  }
  const path = url.pathname;
  // `/2017-09-01/../graphql` is normalised out of the prefix: the adapter's then.
  return path === restPrefix || path.startsWith(`${restPrefix}/`) ? url : null;
}

function send(res: ServerResponse, answer: Answer): void {
  if (isWireAnswer(answer)) return writeAnswer(res, answer);
  // A face's Response on a REST path (none answers one today): its status, headers and bytes.
  void answer.arrayBuffer().then((bytes) => {
    if (res.destroyed || res.writableEnded) return;
    const headers: [string, string][] = [];
    answer.headers.forEach((value, name) => headers.push([name, value]));
    res.writeHead(answer.status, headers).end(Buffer.from(bytes));
  });
}
