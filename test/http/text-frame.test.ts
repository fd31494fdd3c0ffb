import type { EventEmitter } from 'node:events';
import * as ws from 'ws';
import { describe, expect, it } from 'vitest';
import { textFrame } from '../../src/http/graphql-ws-protocol.js';

// ws's frame reader and writer, which its package exports but its types leave out.
const { Receiver, Sender } = ws as unknown as {
  Receiver: new (options: { isServer: boolean }) => EventEmitter & { write(chunk: Buffer): void };
  Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] };
};

/** The messages ws's own receiver (as a client reads a server's frames) finds in `bytes`. */
function received(bytes: Buffer): string[] {
  const messages: string[] = [];
  const receiver = new Receiver({ isServer: false });
  receiver.on('message', (data: Buffer, isBinary: boolean) => messages.push(`${isBinary ? 'binary' : 'text'}:${data.toString()}`));
  receiver.write(bytes);
  return messages;
}

describe('textFrame (the pre-framed next messages of a fan-out)', () => {
  // The three length encodings of RFC 6455, each side of their boundaries.
  it.each([0, 1, 124, 125, 126, 127, 65_534, 65_535, 65_536, 200_000])('is the frame ws sends for a message of %i bytes', (length) => {
    const head = '{"id":"é-1","payload":';
    const bodyLength = Math.max(0, length - Buffer.byteLength(head) - 1);
    const body = Buffer.from('x'.repeat(bodyLength));
    const text = `${head}${body.toString()}}`;
    const frame = textFrame(head, body, '}');
    // Byte for byte what ws's Sender frames for the same text from a server (unmasked, final).
    const [header, data] = Sender.frame(Buffer.from(text), { fin: true, mask: false, opcode: 1, readOnly: true, rsv1: false });
    expect(frame.equals(Buffer.concat([header!, data!]))).toBe(true);
    expect(received(frame)).toEqual([`text:${text}`]);
  });

  it('keeps the body it was given, which other subscribers share', () => {
    const body = Buffer.from('{"data":1}');
    textFrame('{"id":"a","payload":', body, '}');
    textFrame('{"id":"bb","payload":', body, '}');
    expect(body.toString()).toBe('{"data":1}');
  });
});
