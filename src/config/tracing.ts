import { fields, oneOf, text, url, type Values } from './read.js';

/**
 * Traces over OTLP/HTTP (docs/observability.md), under the OpenTelemetry SDK's own variable
 * names. Neither endpoint set: no SDK is started and no span is made.
 */
export const tracingSettings = {
  /** The collector's base URL; traces go to its `/v1/traces`. */
  OTEL_EXPORTER_OTLP_ENDPOINT: url(['http:', 'https:']).optional(),
  /** The traces URL itself, used as given (before OTEL_EXPORTER_OTLP_ENDPOINT). */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: url(['http:', 'https:']).optional(),
  /** How spans are encoded: protobuf or JSON, both over HTTP. */
  OTEL_EXPORTER_OTLP_PROTOCOL: oneOf(['http/protobuf', 'http/json']).default('http/protobuf'),
  /** The service.name of every span. */
  OTEL_SERVICE_NAME: text().default('heldfunds'),
};

export function tracingConfig(values: Values<typeof tracingSettings>) {
  const settings = fields(tracingSettings, values);
  const base = settings.otelExporterOtlpEndpoint?.replace(/\/+$/, '');
  return {
    /** Where spans are sent; undefined: tracing is off. */
    tracesEndpoint: settings.otelExporterOtlpTracesEndpoint ?? (base === undefined ? undefined : `${base}/v1/traces`),
    tracesProtocol: settings.otelExporterOtlpProtocol,
    serviceName: settings.otelServiceName,
  };
}

export type TracingConfig = ReturnType<typeof tracingConfig>;
