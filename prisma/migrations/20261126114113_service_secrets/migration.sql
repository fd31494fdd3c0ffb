-- CreateTable
CREATE TABLE "ServiceSecret" (
    "name" VARCHAR(40) NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServiceSecret_pkey" PRIMARY KEY ("name")
);

-- The landing pages' signing key, generated once here (gen_random_uuid draws from the
-- server's strong random source): 244 random bits, never in a setting or a log.
INSERT INTO "ServiceSecret" ("name", "value")
VALUES ('link_signing', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
ON CONFLICT ("name") DO NOTHING;
