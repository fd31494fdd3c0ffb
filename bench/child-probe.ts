// What a server process of bench/events.ts answers its parent over IPC: its CPU time and its
// memory after a full collection, and stop.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A full collection before each memory reading, so that two readings differ by what lives.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Tells the parent `url`, then answers its `cpu` and `memory` questions until told to `stop` (then `close`, and exit). */
export function answerParent(url: string, close: () => Promise<void>): void {
  process.send?.({ url });
  process.on('message', (message: { stop?: boolean; cpu?: boolean; memory?: boolean }) => {
    // The CPU time this process has used so far (µs): the parent measures the events' share.
    if (message.cpu) process.send?.({ cpu: process.cpuUsage() });
    // What this process holds (bytes) after a full collection: the parent measures the subscribers' share.
    if (message.memory) {
      collect();
      const { heapUsed, external, rss } = process.memoryUsage();
      process.send?.({ memory: { heap: heapUsed + external, rss } });
    }
    if (!message.stop) return;
    void close().then(() => process.exit(0));
  });
}
