-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "sequence" INTEGER;

-- CreateTable
CREATE TABLE "TransactionEventSequence" (
    "transactionId" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "TransactionEventSequence_pkey" PRIMARY KEY ("transactionId")
);

-- CreateIndex
CREATE INDEX "Event_createdAt_id_idx" ON "Event"("createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Event_transactionId_sequence_key" ON "Event"("transactionId", "sequence");

-- AddForeignKey
ALTER TABLE "TransactionEventSequence" ADD CONSTRAINT "TransactionEventSequence_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The events written before sequences existed are numbered in id order (the order they were
-- written), and each transaction's counter starts after its last.
UPDATE "Event" AS e SET "sequence" = n."sequence"
FROM (SELECT "id", row_number() OVER (PARTITION BY "transactionId" ORDER BY "id")::INTEGER AS "sequence" FROM "Event" WHERE "transactionId" IS NOT NULL) AS n
WHERE e."id" = n."id";

INSERT INTO "TransactionEventSequence" ("transactionId", "last")
SELECT "transactionId", max("sequence") FROM "Event" WHERE "transactionId" IS NOT NULL GROUP BY "transactionId";

-- Every event of a transaction takes the next number of its transaction's counter, whoever
-- writes it (a lifecycle decision, a creation, the party_verification_* events): the counter's
-- row stays locked by the writer until its commit, so a second writer of the same transaction
-- waits and takes the number after it. Numbers are given in commit order, with no gap (a
-- rolled-back write rolls its numbers back) and no duplicate (the unique index above). The
-- counter is a table of its own, not a column of "Transaction": a decision's statement
-- already updates the transaction row, and a statement may change a row only once.
CREATE FUNCTION "event_sequence_assign"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."transactionId" IS NULL THEN
    NEW."sequence" := NULL;
  ELSE
    INSERT INTO "TransactionEventSequence" AS s ("transactionId", "last") VALUES (NEW."transactionId", 1)
    ON CONFLICT ("transactionId") DO UPDATE SET "last" = s."last" + 1
    RETURNING s."last" INTO NEW."sequence";
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "Event_sequence" BEFORE INSERT ON "Event" FOR EACH ROW EXECUTE FUNCTION "event_sequence_assign"();
