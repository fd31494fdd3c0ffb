import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { startServer, startWorkerMetrics } from '../../src/server.js';
import { createConfiguredDatabase } from '../support/data-folder.js';
import { readExposition } from '../support/metrics.js';

const token = 'a-metrics-token-of-some-length';

describe('METRICS_PORT', () => {
  it('serves /metrics on its own port (behind METRICS_TOKEN) and not on the API port', async () => {
    const database = await createConfiguredDatabase('heldfunds-metrics-');
    try {
      const config = loadConfig({ PORT: '0', METRICS_PORT: '0', METRICS_TOKEN: token, ENVIRONMENT: 'production', ...database.env });
      const running = await startServer(config, createLogger('silent'));
      try {
        expect(running.metricsServer).not.toBeNull();
        expect((await fetch(`${running.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
        expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
        const metricsUrl = `${running.metricsServer!.url}/metrics`;
        expect((await fetch(metricsUrl)).status).toBe(401);
        const response = await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } });
        expect(response.status).toBe(200);
        const scraped = readExposition(await response.text());
        // The health check above, by route; the process's own series (prom-client's defaults).
        expect(scraped.value('heldfunds_http_requests_total', { route: '/healthz', method: 'GET', status: '200' })).toBe(1);
        expect(scraped.text).toContain('# TYPE process_cpu_user_seconds_total counter');

        // `heldfunds worker` has no API port: its own metrics on METRICS_PORT (here without a token).
        const worker = await startWorkerMetrics({ ...running.services, config: { ...config, metricsToken: undefined } });
        try {
          const scraped = readExposition(await (await fetch(`${worker!.url}/metrics`)).text());
          expect(scraped.text).toContain('# TYPE heldfunds_webhook_deliveries_total counter');
          expect(scraped.value('heldfunds_outbox_backlog')).toBe(0);
        } finally {
          await worker!.close();
        }
      } finally {
        await running.close();
      }
      await expect(fetch(`${running.metricsServer!.url}/metrics`)).rejects.toThrow();
    } finally {
      await database.cleanup();
    }
  });
});
