-- Webhook management: per-endpoint event filters, switching a webhook off, secret rotation
-- with a grace period, and replays (a new delivery of an event already delivered).
ALTER TABLE "Webhook" ADD COLUMN "previousSecret" TEXT,
ADD COLUMN "previousSecretExpiresAt" TIMESTAMP(3),
ADD COLUMN "events" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "isActive" BOOLEAN NOT NULL DEFAULT true;

ALTER TABLE "WebhookDelivery" ADD COLUMN "generation" INTEGER NOT NULL DEFAULT 0;

-- The dispatcher's delivery stays one per event and webhook (generation 0); replays add more.
DROP INDEX "WebhookDelivery_eventId_webhookId_key";
CREATE UNIQUE INDEX "WebhookDelivery_eventId_webhookId_generation_key" ON "WebhookDelivery"("eventId", "webhookId", "generation");
