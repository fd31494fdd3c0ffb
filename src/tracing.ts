import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api';

// The spans of the service (docs/observability.md): opened at its own seams (the edge, GraphQL,
// act(), the SQL adapter, the outbox, the webhook deliveries) with the OpenTelemetry API. The SDK
// that records and exports them is started only when OTEL_EXPORTER_OTLP_ENDPOINT is set
// (src/tracing-export.ts); until then every helper here is a plain call: no span object, no
// context switch (docs/decisions.md "Tracing").

export { SpanKind } from '@opentelemetry/api';

let on = false;

/** Set by the exporter when it starts and stops: whether spans are made at all. */
export function setTracing(enabled: boolean): void {
  on = enabled;
}

/** What a span is opened with: its kind, attributes, and the context it belongs to (default: the active one). */
export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  parent?: Context;
  /** When the work began, if before the span is opened (a claim already made). */
  startTime?: number;
}

/**
 * Runs `work` in a span named `name` (the active span while it runs), ended when it settles; a
 * thrown error is recorded on it. Tracing off: `work(undefined)`, nothing else.
 */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span | undefined) => Promise<T>): Promise<T> {
  if (!on) return work(undefined);
  const parent = options.parent ?? context.active();
  const span = trace
    .getTracer('heldfunds')
    .startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, startTime: options.startTime }, parent);
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Whether a span is active (tracing on, inside a traced operation): the database opens a
 * statement's span only then, so the statements a worker's idle poll sends (claims that find
 * nothing, the metrics' queue depths) make no traces of their own.
 */
export function inTracedOperation(): boolean {
  return on && trace.getSpan(context.active()) !== undefined;
}

/** Whether spans are made (the SDK is started). */
export function tracingEnabled(): boolean {
  return on;
}

/** Records a span of work already done: opened at `options.startTime`, ended now. */
export function recordSpan(name: string, options: SpanOptions): void {
  if (!on) return;
  trace
    .getTracer('heldfunds')
    .startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, startTime: options.startTime }, options.parent ?? context.active())
    .end();
}

/** Marks a span failed (a 5xx answer, a delivery that failed) without an exception. */
export function markFailed(span: Span | undefined, message?: string): void {
  span?.setStatus({ code: SpanStatusCode.ERROR, message });
}

/** The W3C `traceparent` of the active span (null when tracing is off or nothing is traced): what an event row keeps. */
export function currentTraceParent(): string | null {
  if (!on) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The context a stored or received `traceparent` names (the root context when there is none or it cannot be read). */
export function contextOfTraceParent(traceParent: string | null | undefined): Context {
  if (!on || !traceParent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent: traceParent });
}

/** The context of an incoming request's `traceparent` (and `tracestate`). */
export function contextOfRequest(headers: { get(name: string): string | null; keys(): Iterable<string> }): Context {
  if (!on) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, headers, { keys: () => [...headers.keys()], get: (carrier, key) => carrier.get(key) ?? undefined });
}
