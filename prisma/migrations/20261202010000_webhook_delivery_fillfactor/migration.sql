-- A delivery's lease (the claim sets "leaseUntil" and "leasedBy") changes no indexed column, so
-- PostgreSQL can write it as a heap-only tuple, with no new index entries, when the row's page has
-- room for the new version: 30 % of each page is left for that. Prisma's schema has no word for
-- storage parameters, so this lives in the migration alone (schema.prisma says so above the model).
ALTER TABLE "WebhookDelivery" SET (fillfactor = 70);
