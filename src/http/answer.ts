import type { ServerResponse } from 'node:http';
// The server adapter's Response, not the global one: see toResponse.
import { Response } from '@whatwg-node/server';
import { JsonText, type RestResult } from '../rest/router.js';

/**
 * An answer as it goes on the wire: status, headers in the order sent (lower-case names), and
 * the body. What the REST face and the edge's own refusals answer; node-transport writes it with
 * writeHead/end, the server adapter's path turns it into a Response (toResponse). Built by
 * wireAnswer, whose headers are already those the adapter's Response would send.
 */
interface WireAnswer {
  readonly wire: true;
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array | ReadableStream<Uint8Array> | null;
}

/** What the pipeline's steps and handlers answer: a face's Response (GraphQL, the pages), or a wire answer. */
export type Answer = Response | WireAnswer;

export function isWireAnswer(answer: Answer): answer is WireAnswer {
  return (answer as Partial<WireAnswer>).wire === true;
}

/**
 * A wire answer, with the Content-Type and Content-Length the adapter's Response adds to a body
 * that has none, in the place it adds them (after the given headers): both transports send the
 * same header lines in the same order.
 */
export function wireAnswer(status: number, headers: Record<string, string>, body: WireAnswer['body']): WireAnswer {
  if (typeof body === 'string') {
    headers['content-type'] ??= 'text/plain;charset=UTF-8';
    const length = Buffer.byteLength(body);
    if (length > 0) headers['content-length'] ??= String(length);
  } else if (body instanceof Uint8Array && body.byteLength > 0) {
    headers['content-length'] ??= String(body.byteLength);
  }
  return { wire: true, status, headers, body };
}

/** A REST result as the 2017 contract sends it: JSON (`application/json; charset=utf-8`), a file's bytes, a stream, or nothing. */
export function answerOfResult(result: RestResult): WireAnswer {
  const { body } = result;
  if (body === undefined) return wireAnswer(result.status, { ...result.headers }, null);
  if (body instanceof ReadableStream || body instanceof Uint8Array) return wireAnswer(result.status, { ...result.headers }, body as WireAnswer['body']);
  const text = body instanceof JsonText ? body.text : JSON.stringify(body);
  return wireAnswer(result.status, { ...result.headers, 'content-type': 'application/json; charset=utf-8' }, text);
}

/** The headers of either kind of answer, to read and set (the pipeline's request id, framing refusal, limits). */
export interface AnswerHeaders {
  get(name: string): string | null;
  set(name: string, value: string): void;
}

export function answerHeaders(answer: Answer): AnswerHeaders {
  if (!isWireAnswer(answer)) return answer.headers;
  const { headers } = answer;
  return {
    get: (name) => headers[name] ?? null,
    set: (name, value) => {
      headers[name] = value;
    },
  };
}

/**
 * The adapter's Response of an answer. The server adapter's class (@whatwg-node/server), not the
 * global one: it writes a text body with its Content-Length in one go, where a global Response is
 * read back as a stream and sent chunked (docs/decisions.md "Performance").
 */
export function toResponse(answer: Answer): Response {
  if (!isWireAnswer(answer)) return answer;
  const { body } = answer;
  const init = { status: answer.status, headers: answer.headers };
  if (body instanceof Uint8Array) return new Response(Buffer.from(body), init);
  return new Response(body, init);
}

/** The text of an answer's body (the idempotency record keeps it). */
export async function answerText(answer: Answer): Promise<string> {
  if (!isWireAnswer(answer)) return answer.text();
  const { body } = answer;
  if (body === null) return '';
  if (typeof body === 'string') return body;
  return toResponse(answer).text();
}

/** The same answer with its body replaced by the text read out of it (a stream can be read once). */
export function withBodyText(answer: Answer, text: string): Answer {
  if (!isWireAnswer(answer)) return new Response(text === '' ? null : text, { status: answer.status, headers: answer.headers });
  return { ...answer, body: text === '' ? null : text };
}

/**
 * Writes a wire answer on node:http as the server adapter writes the Response of it: the head
 * in one writeHead (so the framing, Content-Length or chunked, is decided the same way), then
 * the body. A stream is read as the client reads (cancelled when it goes away).
 */
export function writeAnswer(res: ServerResponse, answer: WireAnswer): void {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(answer.status, answer.headers);
  const { body } = answer;
  if (body === null) return void res.end();
  if (typeof body === 'string' || body instanceof Uint8Array) return void res.end(body);
  void pipeStream(body, res);
}

/** Until the response drains or closes; neither listener is left behind (a long stream waits many times). */
function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}

async function pipeStream(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  res.once('close', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      if (!res.write(value)) await drainedOrClosed(res);
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    res.off('close', cancel);
  }
}
