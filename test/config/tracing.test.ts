import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('tracing settings', () => {
  it('is off unless an OTLP endpoint is set', () => {
    expect(loadConfig({})).toMatchObject({ tracesEndpoint: undefined, tracesProtocol: 'http/protobuf', serviceName: 'heldfunds' });
  });

  it("sends traces to the endpoint's /v1/traces, or to OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given", () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracesEndpoint).toBe('http://collector:4318/v1/traces');
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/otlp' }).tracesEndpoint,
    ).toBe('https://traces.example.com/otlp');
  });

  it('refuses a protocol other than http/protobuf and http/json, and an endpoint that is not an http(s) URL', () => {
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc', OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be a http:\/\/ or https:\/\/ URL[\s\S]*OTEL_EXPORTER_OTLP_PROTOCOL must be one of http\/protobuf, http\/json; got "grpc"/,
    );
  });
});
