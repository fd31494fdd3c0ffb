/**
 * The thread an embedded PGlite runs on (started by src/db/pglite-thread.ts): the database's
 * WebAssembly works here, beside the thread that serves requests. It answers wire-protocol
 * messages with the bytes the database wrote, in the order they came; everything else (locks,
 * parsing, types) is the calling thread's.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { ThreadAnswer, ThreadRequest, ThreadStart } from './pglite-thread.js';

const port = parentPort!;
const start = workerData as ThreadStart;

function answer(message: ThreadAnswer, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

async function serve(pglite: PGlite, request: ThreadRequest): Promise<void> {
  switch (request.op) {
    case 'protocol': {
      const data = await pglite.execProtocolRaw(request.message, { syncToFs: request.syncToFs });
      answer({ id: request.id, data }, [data.buffer as ArrayBuffer]);
      return;
    }
    case 'dump':
      answer({ id: request.id, dump: await pglite.dumpDataDir('none') });
      return;
    case 'close':
      await pglite.close();
      answer({ id: request.id });
      port.close();
      return;
  }
}

try {
  const pglite = new PGlite({ dataDir: start.dataDir, loadDataDir: start.loadDataDir });
  await pglite.waitReady;
  // One message at a time, in order: each runs to its end inside the database before the next.
  let queue = Promise.resolve();
  port.on('message', (request: ThreadRequest) => {
    queue = queue.then(() =>
      serve(pglite, request).catch((error: unknown) => answer({ id: request.id, error: error instanceof Error ? error.message : String(error) })),
    );
  });
  answer({ id: 0 });
} catch (error) {
  answer({ id: 0, error: error instanceof Error ? error.message : String(error) });
}
