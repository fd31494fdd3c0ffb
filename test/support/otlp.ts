import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as the tests read it, whichever encoding carried it. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

/** A local OTLP/HTTP traces receiver: it takes `POST /v1/traces` in protobuf or JSON and keeps the spans. */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  readonly contentTypes: string[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const type = req.headers['content-type'] ?? '';
        this.contentTypes.push(type);
        if (req.url !== '/v1/traces') return void res.writeHead(404).end();
        this.spans.push(...(type.startsWith('application/json') ? jsonSpans(body) : protobufSpans(body)));
        res.writeHead(200, { 'content-type': type }).end(type.startsWith('application/json') ? '{}' : '');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

interface JsonValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface JsonSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: JsonValue }[];
}

/** ExportTraceServiceRequest in OTLP's JSON encoding (ids in hex). */
function jsonSpans(body: Buffer): ReceivedSpan[] {
  const request = JSON.parse(body.toString()) as { resourceSpans: { scopeSpans: { spans: JsonSpan[] }[] }[] };
  return request.resourceSpans.flatMap((resource) =>
    resource.scopeSpans.flatMap((scope) =>
      scope.spans.map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        attributes: Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, jsonValue(value)])),
      })),
    ),
  );
}

function jsonValue(value: JsonValue): string | number | boolean {
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue ?? '';
}

/** The fields of one protobuf message: field number → its values (varints as bigint, length-delimited as bytes). */
function fieldsOf(bytes: Uint8Array): Map<number, (bigint | Uint8Array)[]> {
  const fields = new Map<number, (bigint | Uint8Array)[]>();
  let at = 0;
  const varint = (): bigint => {
    let result = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const byte = bytes[at++]!;
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
    }
  };
  while (at < bytes.length) {
    const key = Number(varint());
    const [field, wire] = [key >>> 3, key & 7];
    let value: bigint | Uint8Array;
    if (wire === 0) value = varint();
    else if (wire === 2) {
      const length = Number(varint());
      value = bytes.subarray(at, at + length);
      at += length;
    } else if (wire === 1) {
      value = bytes.subarray(at, at + 8);
      at += 8;
    } else if (wire === 5) {
      value = bytes.subarray(at, at + 4);
      at += 4;
    } else throw new Error(`unexpected protobuf wire type ${wire}`);
    fields.set(field, [...(fields.get(field) ?? []), value]);
  }
  return fields;
}

const messages = (fields: Map<number, (bigint | Uint8Array)[]>, field: number) => (fields.get(field) ?? []) as Uint8Array[];
const hex = (value: bigint | Uint8Array | undefined) => (value instanceof Uint8Array ? Buffer.from(value).toString('hex') : '');
const text = (value: bigint | Uint8Array | undefined) => (value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : '');

/**
 * ExportTraceServiceRequest in protobuf (opentelemetry/proto/trace/v1/trace.proto): resource_spans = 1;
 * ResourceSpans.scope_spans = 2; ScopeSpans.spans = 2; Span: trace_id 1, span_id 2, parent_span_id 4,
 * name 5, kind 6, attributes 9 (KeyValue: key 1, value 2; AnyValue: string 1, bool 2, int 3).
 */
function protobufSpans(body: Buffer): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const resource of messages(fieldsOf(body), 1)) {
    for (const scope of messages(fieldsOf(resource), 2)) {
      for (const encoded of messages(fieldsOf(scope), 2)) {
        const span = fieldsOf(encoded);
        const attributes: ReceivedSpan['attributes'] = {};
        for (const pair of messages(span, 9)) {
          const keyValue = fieldsOf(pair);
          const value = fieldsOf(messages(keyValue, 2)[0] ?? new Uint8Array());
          const [string, bool, int] = [value.get(1)?.[0], value.get(2)?.[0], value.get(3)?.[0]];
          attributes[text(keyValue.get(1)?.[0])] = string !== undefined ? text(string) : int !== undefined ? Number(int) : bool === 1n;
        }
        spans.push({
          traceId: hex(span.get(1)?.[0]),
          spanId: hex(span.get(2)?.[0]),
          parentSpanId: hex(span.get(4)?.[0]),
          name: text(span.get(5)?.[0]),
          kind: Number(span.get(6)?.[0] ?? 0n),
          attributes,
        });
      }
    }
  }
  return spans;
}
