-- The W3C trace context of the request (or job) that wrote the event: its webhook deliveries carry it as `traceparent`.
ALTER TABLE "Event" ADD COLUMN "traceParent" TEXT;
