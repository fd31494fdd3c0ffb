import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { bodyTooLarge, ClientClosedRequestError, readCappedBody } from './body.js';
import type { RestRequest } from '../rest/router.js';
import type { NodeServerContext } from './graphql-server.js';

/** A request's headers as the edge reads them: by lower-case name, a repeated header joined with `, `. */
interface EdgeHeaders {
  get(name: string): string | null;
  /** The names present (lower case), for the trace propagator. */
  keys(): Iterable<string>;
}

/**
 * One request as the edge's pipeline and the REST face read it, whichever transport brought it:
 * a fetch Request (the server adapter, tests' in-process calls) or node:http's IncomingMessage
 * (src/http/node-transport.ts). docs/architecture.md "Two transports".
 */
export interface EdgeRequest extends RestRequest {
  /** Parsed once: the route lookup, the query, the log line and the idempotency record read it. */
  readonly url: URL;
  readonly headers: EdgeHeaders;
  /** The socket's peer (undefined in process); clientAddress() applies TRUST_PROXY. */
  readonly remoteAddress: string | undefined;
  /** The socket, for the transport checks (TLS, loopback); undefined in process. */
  readonly socket: TLSSocket | undefined;
  /** Reads the body, at most `maxBytes` (413 past it, never buffering more); nothing for GET and HEAD. Before `body()`. */
  capBody(maxBytes: number): Promise<void>;
  /** The bytes `capBody` read (empty when there was no body or it was not read). */
  body(): Uint8Array;
  /** The fetch Request, for the faces that speak fetch (GraphQL, the pages, the reference, metrics); null on node:http. */
  readonly fetch: Request | null;
}

const empty = new Uint8Array(0);

/** The edge's view of a fetch Request (the server adapter's path). */
export function edgeRequestOfFetch(request: Request, serverContext: NodeServerContext, RequestClass: typeof Request): EdgeRequest {
  const socket = serverContext.req?.socket as TLSSocket | undefined;
  let bytes: Uint8Array = empty;
  const edge = {
    method: request.method,
    url: new URL(request.url),
    headers: { get: (name: string) => edge.fetch.headers.get(name), keys: () => edge.fetch.headers.keys() },
    remoteAddress: socket?.remoteAddress,
    socket,
    fetch: request,
    async capBody(maxBytes: number) {
      if (edge.method === 'GET' || edge.method === 'HEAD') return;
      const read = await readCappedBody(edge.fetch, maxBytes);
      bytes = read ?? empty;
      // The same request with its body read already, for the faces that read it again (yoga): built
      // with the server adapter's Request class (src/http/body.ts says why).
      edge.fetch = new RequestClass(request.url, { method: request.method, headers: request.headers, body: read, signal: request.signal });
    },
    body: () => bytes,
  };
  return edge;
}

/** node:http's headers: a repeated header is an array (set-cookie) or already joined by Node. */
function nodeHeaders(req: IncomingMessage): EdgeHeaders {
  const { headers } = req;
  return {
    get(name) {
      const value = headers[name];
      if (value === undefined) return null;
      return typeof value === 'string' ? value : value.join(', ');
    },
    keys: () => Object.keys(headers),
  };
}

/** The edge's view of node:http's request (src/http/node-transport.ts); `url` is the one the server adapter would build. */
export function edgeRequestOfNode(req: IncomingMessage, url: URL): EdgeRequest {
  let bytes: Uint8Array = empty;
  return {
    method: req.method ?? 'GET',
    url,
    headers: nodeHeaders(req),
    remoteAddress: req.socket.remoteAddress,
    socket: req.socket as TLSSocket,
    fetch: null,
    async capBody(maxBytes) {
      if (req.method === 'GET' || req.method === 'HEAD') return;
      bytes = await readNodeBody(req, maxBytes);
    },
    body: () => bytes,
  };
}

/**
 * Reads IncomingMessage's body up to the cap, as readCappedBody does a fetch body: a declared
 * length past the cap is refused before a byte is read; bytes past it stop the reading (what is
 * left Node reads and drops after the answer, as it does for the adapter); a body cut short is
 * the client closing the request.
 */
function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > maxBytes) return Promise.reject(bodyTooLarge(maxBytes));
  if (req.complete && req.readableLength === 0) return Promise.resolve(empty);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onFailed);
      req.off('close', onClosed);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        done();
        req.pause();
        reject(bodyTooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    };
    const onFailed = () => {
      done();
      reject(new ClientClosedRequestError());
    };
    const onClosed = () => {
      if (!req.complete) onFailed();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onFailed);
    req.on('close', onClosed);
  });
}

/** The fetch Request of a route whose face speaks fetch; node-transport hands every such request to the server adapter. */
export function fetchRequestOf(request: EdgeRequest): Request {
  if (!request.fetch) throw new Error(`${request.method} ${request.url.pathname} needs a fetch Request: node-transport hands it to the server adapter`);
  return request.fetch;
}
