/**
 * The Response class of the server adapter (@whatwg-node/server). Answers built with it are
 * written by the adapter directly: a text body in one write with its Content-Length. A global
 * (undici) Response is read back through its ReadableStream and sent chunked, a second write
 * and more work per request. Build the service's answers with this one.
 */
export { Response } from '@whatwg-node/server';
