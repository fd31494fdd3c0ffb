// One server instance for bench/events.ts, in a process of its own: configured by the
// environment like `heldfunds serve`, it tells its parent its URL and stops when told to.
import './node-env.js';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startServer } from '../src/server.js';

// A full collection before each memory reading, so that two readings differ by what lives.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const running = await startServer(loadConfig(process.env), createLogger('silent'));
process.send?.({ url: running.url });
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
  void running.close().then(() => process.exit(0));
});
