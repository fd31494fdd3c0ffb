// One server instance for bench/events.ts, in a process of its own: configured by the
// environment like `heldfunds serve`, it tells its parent its URL and stops when told to.
import './node-env.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startServer } from '../src/server.js';
import { answerParent } from './child-probe.js';

const running = await startServer(loadConfig(process.env), createLogger('silent'));
answerParent(running.url, () => running.close());
