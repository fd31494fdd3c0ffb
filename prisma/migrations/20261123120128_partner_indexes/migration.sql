-- AlterTable
ALTER TABLE "ReportTask" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "chunkCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "leaseUntil" TIMESTAMP(3),
ADD COLUMN     "leasedBy" TEXT,
ADD COLUMN     "resumeAfterId" INTEGER,
ADD COLUMN     "rowCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "SavedCard" ADD COLUMN     "partnerId" INTEGER;

-- CreateTable
CREATE TABLE "ReportChunk" (
    "id" SERIAL NOT NULL,
    "reportTaskId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "firstRow" INTEGER NOT NULL,
    "rowCount" INTEGER NOT NULL,
    "rows" TEXT NOT NULL,

    CONSTRAINT "ReportChunk_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReportChunk_reportTaskId_firstRow_idx" ON "ReportChunk"("reportTaskId", "firstRow");

-- CreateIndex
CREATE UNIQUE INDEX "ReportChunk_reportTaskId_position_key" ON "ReportChunk"("reportTaskId", "position");

-- CreateIndex
CREATE INDEX "ReportTask_status_id_idx" ON "ReportTask"("status", "id");

-- CreateIndex
CREATE INDEX "Transaction_creatorId_createdAt_isCancelled_closedAt_idx" ON "Transaction"("creatorId", "createdAt", "isCancelled", "closedAt");

-- CreateIndex
CREATE INDEX "Transaction_creatorId_closedAt_isCancelled_idx" ON "Transaction"("creatorId", "closedAt", "isCancelled");

-- CreateIndex
CREATE INDEX "Transaction_creatorId_totalAmount_idx" ON "Transaction"("creatorId", "totalAmount");

-- AddForeignKey
ALTER TABLE "ReportChunk" ADD CONSTRAINT "ReportChunk_reportTaskId_fkey" FOREIGN KEY ("reportTaskId") REFERENCES "ReportTask"("id") ON DELETE CASCADE ON UPDATE CASCADE;
