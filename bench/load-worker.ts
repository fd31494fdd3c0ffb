/**
 * The load generator's process: forked by bench/load.ts, it runs autocannon for each job it is
 * sent and answers the result over IPC, so the server's event loop does only the server's work.
 * Every response is checked here (status and body); latencies are kept per response, since
 * autocannon's own histogram has 1 ms resolution.
 */
import autocannon from 'autocannon';
import { checkBody, percentile } from './check.js';
import type { FromWorker, LoadJob, LoadResult, ToWorker } from './load-protocol.js';

if (!process.send) throw new Error('bench/load-worker.ts runs as a child of bench/load.ts (child_process.fork)');

let current: autocannon.Instance | undefined;

const send = (message: FromWorker) => process.send?.(message);

function run(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    let wrongStatus = 0;
    let used = 0;
    let exhausted = false;
    const latencies: number[] = [];
    const { paths } = job;
    const request = { method: job.method, path: paths?.[0] ?? job.path, headers: { ...job.headers }, body: job.body };
    const nextPath = (built: autocannon.Request) => {
      if (!paths) return built;
      if (job.cycle) return { ...built, path: paths[used++ % paths.length] };
      if (used >= paths.length) {
        // Asking again for the last one fails its check, which marks the run: the pool is too small.
        exhausted = true;
        return { ...built, path: paths[paths.length - 1] };
      }
      return { ...built, path: paths[used++] };
    };
    const instance = autocannon(
      {
        url: `${job.baseUrl}${request.path}`,
        ...request,
        ...(paths ? { requests: [{ ...request, setupRequest: nextPath }] } : {}),
        connections: job.connections,
        pipelining: 1,
        duration: job.seconds,
        timeout: 10,
        verifyBody: (body) => typeof body === 'string' && checkBody(job.check, body),
      },
      (error: Error | null, result: autocannon.Result) => {
        current = undefined;
        if (error) return reject(error);
        resolve({
          requests: { mean: result.requests.mean, total: result.requests.total },
          latency: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) },
          non2xx: result.non2xx,
          non2xxStatuses: Object.entries(result.statusCodeStats ?? {})
            .filter(([status]) => !status.startsWith('2'))
            .map(([status, stats]) => `${status} × ${stats.count ?? 0}`)
            .join(', '),
          mismatches: result.mismatches + wrongStatus,
          errors: result.errors,
          pathsUsed: job.cycle ? 0 : Math.min(used, paths?.length ?? 0),
          pathsExhausted: exhausted,
        });
      },
    );
    current = instance;
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      // A 2xx other than the expected one (200 for a create) is as wrong as a bad body.
      if (status >= 200 && status < 300 && status !== job.expectedStatus) wrongStatus += 1;
    });
  });
}

process.on('message', (message: ToWorker) => {
  if (message.type === 'stop') {
    current?.stop();
    return;
  }
  run(message.job).then(
    (result) => send({ type: 'done', result }),
    (error: unknown) => send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
// The parent went away (killed): nothing left to measure for.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
