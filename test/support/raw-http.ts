import { connect } from 'node:net';

/** An answer as it came off the socket: its head's lines as sent, and the body's bytes (chunked framing included). */
export interface RawAnswer {
  statusLine: string;
  /** The header lines in the order sent, `Name: value` as written. */
  headers: string[];
  body: Buffer;
  /** The server closed the connection after this answer. */
  closed: boolean;
}

/**
 * Sends one request as the bytes given (framing, headers and all) and reads what comes back
 * until the answer is complete (its Content-Length, its last chunk) or the server closes. For
 * comparing two servers byte for byte, and for requests no client library would send.
 */
export function rawRequest(url: string, bytes: string | Buffer, options: { timeoutMs?: number; head?: boolean; endAfterWrite?: boolean } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      const all = Buffer.concat(chunks);
      const parsed = parse(all, options.head ?? false);
      if (!parsed) {
        if (closed) reject(new Error(`the connection closed before an answer: ${JSON.stringify(all.toString('latin1'))}`));
        return;
      }
      if (!closed && !parsed.complete) return;
      settled = true;
      clearTimeout(timer);
      // Whether the server closes after the answer: wait a moment for its FIN when it did not come with the bytes.
      if (closed) resolve({ ...parsed.answer, closed: true });
      else {
        const wait = setTimeout(() => {
          socket.destroy();
          resolve({ ...parsed.answer, closed: false });
        }, 50);
        socket.once('close', () => {
          clearTimeout(wait);
          resolve({ ...parsed.answer, closed: true });
        });
      }
    };
    const timer = setTimeout(() => {
      socket.destroy();
      if (!settled) reject(new Error(`no complete answer in time: ${JSON.stringify(Buffer.concat(chunks).toString('latin1'))}`));
    }, options.timeoutMs ?? 5000);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      finish(false);
    });
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.write(bytes);
    // The client's side closed after its bytes (a body cut short, then nothing more).
    if (options.endAfterWrite) socket.end();
  });
}

function parse(all: Buffer, head: boolean): { answer: Omit<RawAnswer, 'closed'>; complete: boolean } | null {
  const end = all.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...headers] = all.subarray(0, end).toString('latin1').split('\r\n');
  const body = all.subarray(end + 4);
  const header = (name: string) =>
    headers
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  const length = header('content-length');
  const chunked = header('transfer-encoding')?.toLowerCase() === 'chunked';
  const status = Number(statusLine.split(' ')[1]);
  const complete = head || status === 204 || status === 304 || (length !== undefined ? body.length >= Number(length) : chunked ? body.includes('0\r\n\r\n') : false);
  return { answer: { statusLine, headers, body }, complete };
}
