// What a server process of bench/events.ts answers its parent over IPC: its CPU time, its
// memory after a full collection and its CPU profile over a window, and stop.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startProfiler } from './profile.js';

// A full collection before each memory reading, so that two readings differ by what lives.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * Tells the parent `url`, then answers its `cpu` and `memory` questions and its `profile`
 * requests (`start`, then `stop`, answered with the summary) until told to `stop` (then
 * `close`, and exit).
 */
export function answerParent(url: string, close: () => Promise<void>): void {
  process.send?.({ url });
  let profiler: Awaited<ReturnType<typeof startProfiler>> | undefined;
  process.on('message', (message: { stop?: boolean; cpu?: boolean; memory?: boolean; profile?: 'start' | 'stop' }) => {
    if (message.profile === 'start') {
      void startProfiler().then(
        (started) => ((profiler = started), process.send?.({ profiling: true })),
        (error: unknown) => process.send?.({ error: String(error) }),
      );
    }
    if (message.profile === 'stop' && profiler) {
      const stopping = profiler;
      profiler = undefined;
      void stopping.stop().then(
        (summary) => process.send?.({ profile: summary }),
        (error: unknown) => process.send?.({ error: String(error) }),
      );
    }
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
