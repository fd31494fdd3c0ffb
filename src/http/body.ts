import { BadRequestError, PayloadTooLargeError } from '../domain/shared/errors.js';

/** A client that went away while sending its body: nobody hears the answer, nothing went wrong here. */
export class ClientClosedRequestError extends BadRequestError {
  constructor() {
    super('The request body could not be read: the client closed the connection');
  }
}

/**
 * Reads a request body of at most `maxBytes`, refusing a larger one as soon as its declared
 * length or its bytes so far pass the limit (never buffering past it). Null when there is no
 * body. A body cut short by the client is a ClientClosedRequestError, not a failure of ours.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) throw bodyTooLarge(maxBytes);
  if (!request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        void reader.cancel().catch(() => undefined);
        throw bodyTooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw error;
    throw new ClientClosedRequestError();
  }
  return Buffer.concat(chunks);
}

/** The 413 of a body past its cap, the same for both transports. */
export function bodyTooLarge(maxBytes: number): PayloadTooLargeError {
  return new PayloadTooLargeError(`The request body is larger than ${maxBytes} bytes`);
}
