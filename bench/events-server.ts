// One server instance for bench/events.ts, in a process of its own: configured by the
// environment like `heldfunds serve`, it tells its parent its URL and stops when told to.
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startServer } from '../src/server.js';

const running = await startServer(loadConfig(process.env), createLogger('silent'));
process.send?.({ url: running.url });
process.on('message', (message: { stop?: boolean; cpu?: boolean }) => {
  // The CPU time this process has used so far (µs): the parent measures the events' share.
  if (message.cpu) process.send?.({ cpu: process.cpuUsage() });
  if (!message.stop) return;
  void running.close().then(() => process.exit(0));
});
