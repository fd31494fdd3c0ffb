import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingConfig } from './config/tracing.js';
import type { Logger } from './log.js';
import { setTracing } from './tracing.js';

export interface RunningTracing {
  /** Sends the spans still buffered, then stops: spans are no longer made. */
  stop(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK when an OTLP endpoint is configured: spans are batched and sent
 * over OTLP/HTTP (protobuf or JSON, OTEL_EXPORTER_OTLP_PROTOCOL), the active span follows
 * async calls (AsyncLocalStorage), and W3C `traceparent` is the propagation format. Null (and
 * nothing started, the API staying a no-op) when no endpoint is set.
 */
export function startTracing(config: TracingConfig, log: Logger): RunningTracing | null {
  const url = config.tracesEndpoint;
  if (url === undefined) return null;
  const exporter = config.tracesProtocol === 'http/json' ? new JsonTraceExporter({ url }) : new ProtobufTraceExporter({ url });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  setTracing(true);
  log.info({ endpoint: url, protocol: config.tracesProtocol }, 'tracing to OTLP');
  return {
    async stop() {
      setTracing(false);
      await provider.shutdown();
      // The globals go too, so the process (or a test's next server) can start tracing again.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
