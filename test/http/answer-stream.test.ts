/**
 * A streamed answer (server-sent events, a report's download) on node:http: read as the client
 * reads. Each time the client falls behind, the writer waits for the response to drain; those
 * waits leave nothing behind on the response, however long the stream.
 */
import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { wireAnswer, writeAnswer } from '../../src/http/answer.js';

it('waits for a slow client without gathering listeners on the response', async () => {
  const chunk = new Uint8Array(64 * 1024).fill(120);
  const chunks = 200;
  let sent = 0;
  let response: ServerResponse | undefined;
  let base = 0;
  let most = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (response) most = Math.max(most, response.listenerCount('close') + response.listenerCount('drain'));
      if (sent++ === chunks) controller.close();
      else controller.enqueue(chunk);
    },
  });
  const server = createServer((_req, res) => {
    response = res;
    base = res.listenerCount('close') + res.listenerCount('drain');
    writeAnswer(res, wireAnswer(200, { 'content-type': 'application/octet-stream' }, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const received = await new Promise<number>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/' }, (res) => {
        let bytes = 0;
        // A slow reader: the server's writes outrun it, so the writer waits for drains.
        res.on('data', (data: Buffer) => {
          bytes += data.length;
          res.pause();
          setTimeout(() => res.resume(), 1);
        });
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
    expect(received).toBe(chunks * chunk.length);
    // The stream's own close listener (cancel when the client goes) and one wait's two at the most.
    expect(most - base).toBeLessThanOrEqual(3);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
