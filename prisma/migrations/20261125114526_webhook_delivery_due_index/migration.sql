-- DropIndex
DROP INDEX "WebhookDelivery_status_nextAttemptAt_idx";

-- CreateIndex
CREATE INDEX "WebhookDelivery_due_idx" ON "WebhookDelivery"("nextAttemptAt", "id") WHERE ("status" = 'pending');
