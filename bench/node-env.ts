/**
 * Imported first by the benchmark's entry points: the service runs as `heldfunds serve` runs it,
 * under NODE_ENV=production unless NODE_ENV is set (src/cli/node-env.ts). Evaluated before any
 * import that loads the GraphQL libraries, which read NODE_ENV once, when they load.
 */
import { defaultNodeEnvironment } from '../src/cli/node-env.js';

defaultNodeEnvironment('serve', process.env);

/** NODE_ENV as the service runs under it, for the report. */
export const serviceNodeEnvironment = process.env.NODE_ENV ?? '';
