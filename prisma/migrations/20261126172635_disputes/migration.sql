-- CreateEnum
CREATE TYPE "DisputeStatus" AS ENUM ('OPEN', 'SETTLED', 'RESOLVED', 'WITHDRAWN');

-- CreateEnum
CREATE TYPE "ProposalStatus" AS ENUM ('PENDING', 'SUPERSEDED', 'ACCEPTED', 'CLOSED');

-- CreateTable
CREATE TABLE "Dispute" (
    "id" SERIAL NOT NULL,
    "transactionId" INTEGER NOT NULL,
    "itemId" INTEGER NOT NULL,
    "openedByRole" "PartyRole" NOT NULL,
    "openedById" INTEGER,
    "reason" TEXT NOT NULL,
    "status" "DisputeStatus" NOT NULL DEFAULT 'OPEN',
    "openedAt" TIMESTAMP(3) NOT NULL,
    "respondBy" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3),
    "sellerAmount" BIGINT,
    "buyerAmount" BIGINT,

    CONSTRAINT "Dispute_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DisputeMessage" (
    "id" SERIAL NOT NULL,
    "disputeId" INTEGER NOT NULL,
    "authorId" INTEGER NOT NULL,
    "authorRole" "PartyRole" NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DisputeMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SettlementProposal" (
    "id" SERIAL NOT NULL,
    "disputeId" INTEGER NOT NULL,
    "proposedById" INTEGER NOT NULL,
    "proposedByRole" "PartyRole" NOT NULL,
    "sellerAmount" BIGINT NOT NULL,
    "status" "ProposalStatus" NOT NULL DEFAULT 'PENDING',
    "createdAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "SettlementProposal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Dispute_transactionId_idx" ON "Dispute"("transactionId");

-- CreateIndex
CREATE INDEX "Dispute_itemId_idx" ON "Dispute"("itemId");

-- CreateIndex
CREATE INDEX "Dispute_status_respondBy_idx" ON "Dispute"("status", "respondBy");

-- CreateIndex
CREATE INDEX "DisputeMessage_disputeId_id_idx" ON "DisputeMessage"("disputeId", "id");

-- CreateIndex
CREATE INDEX "SettlementProposal_disputeId_id_idx" ON "SettlementProposal"("disputeId", "id");

-- AddForeignKey
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DisputeMessage" ADD CONSTRAINT "DisputeMessage_disputeId_fkey" FOREIGN KEY ("disputeId") REFERENCES "Dispute"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SettlementProposal" ADD CONSTRAINT "SettlementProposal_disputeId_fkey" FOREIGN KEY ("disputeId") REFERENCES "Dispute"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- At most one open dispute per item: the core's Item.inDispute stands for it.
CREATE UNIQUE INDEX "Dispute_itemId_open_key" ON "Dispute"("itemId") WHERE ("status" = 'OPEN');

-- Items in dispute before disputes were recorded (a seller's reject_return): their open case.
INSERT INTO "Dispute" ("transactionId", "itemId", "openedByRole", "reason", "status", "openedAt", "respondBy")
SELECT i."transactionId", i."id", 'seller', COALESCE(i."returnRejectionReason", 'The seller rejected the return'), 'OPEN', now(), now()
FROM "Item" i
WHERE i."inDispute";
