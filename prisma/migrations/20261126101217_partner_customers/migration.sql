-- CreateTable
CREATE TABLE "PartnerCustomer" (
    "partnerId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "joinedVia" VARCHAR(8) NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PartnerCustomer_pkey" PRIMARY KEY ("partnerId","customerId")
);

-- CreateIndex
CREATE INDEX "PartnerCustomer_customerId_idx" ON "PartnerCustomer"("customerId");

-- AddForeignKey
ALTER TABLE "PartnerCustomer" ADD CONSTRAINT "PartnerCustomer_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerCustomer" ADD CONSTRAINT "PartnerCustomer_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Reach by relationship (docs/security.md "Reach"): a partner reaches a customer's profile only
-- when the customer joined it. Two triggers write the relationship on every write path (POST
-- /customer, invitations by a transaction, agreement through act(), seeds), so no new door can
-- grant reach, nor forget to: an account created at the request of another account joins that
-- account; a buyer, seller or broker who agrees to a transaction joins its creator. Naming a
-- customer in a transaction writes nothing. A join is kept when terms later change.
CREATE FUNCTION "partner_customer_created"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PartnerCustomer" ("partnerId", "customerId", "joinedVia")
  VALUES (NEW."createdById", NEW."id", 'created')
  ON CONFLICT ("partnerId", "customerId") DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Customer_partner_customer_created" AFTER INSERT ON "Customer"
  FOR EACH ROW WHEN (NEW."createdById" IS NOT NULL AND NEW."createdById" <> NEW."id")
  EXECUTE FUNCTION "partner_customer_created"();

CREATE FUNCTION "partner_customer_agreed"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "PartnerCustomer" ("partnerId", "customerId", "joinedVia")
  SELECT t."creatorId", NEW."customerId", 'agreed'
  FROM "Transaction" t WHERE t."id" = NEW."transactionId" AND t."creatorId" <> NEW."customerId"
  ON CONFLICT ("partnerId", "customerId") DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Party_partner_customer_agreed_insert" AFTER INSERT ON "Party"
  FOR EACH ROW WHEN (NEW."agreed" AND NEW."role" <> 'partner')
  EXECUTE FUNCTION "partner_customer_agreed"();

CREATE TRIGGER "Party_partner_customer_agreed_update" AFTER UPDATE OF "agreed", "customerId" ON "Party"
  FOR EACH ROW WHEN (NEW."agreed" AND NEW."role" <> 'partner')
  EXECUTE FUNCTION "partner_customer_agreed"();

-- Backfill: the accounts created at another account's request, then every buyer, seller or
-- broker who agreed (now or before a change of terms) to a transaction of another account.
INSERT INTO "PartnerCustomer" ("partnerId", "customerId", "joinedVia", "joinedAt")
SELECT "createdById", "id", 'created', "createdAt" FROM "Customer"
WHERE "createdById" IS NOT NULL AND "createdById" <> "id";

INSERT INTO "PartnerCustomer" ("partnerId", "customerId", "joinedVia", "joinedAt")
SELECT t."creatorId", p."customerId", 'agreed', min(coalesce(p."agreedAt", t."createdAt"))
FROM "Party" p JOIN "Transaction" t ON t."id" = p."transactionId"
WHERE (p."agreed" OR p."agreedAt" IS NOT NULL) AND p."role" <> 'partner' AND p."customerId" <> t."creatorId"
GROUP BY 1, 2
ON CONFLICT ("partnerId", "customerId") DO NOTHING;
