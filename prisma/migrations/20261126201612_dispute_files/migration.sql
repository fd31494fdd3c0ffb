-- CreateTable
CREATE TABLE "DisputeFile" (
    "id" SERIAL NOT NULL,
    "disputeId" INTEGER NOT NULL,
    "messageId" INTEGER NOT NULL,
    "fileName" TEXT,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DisputeFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DisputeFile_disputeId_idx" ON "DisputeFile"("disputeId");

-- CreateIndex
CREATE INDEX "DisputeFile_messageId_id_idx" ON "DisputeFile"("messageId", "id");

-- AddForeignKey
ALTER TABLE "DisputeFile" ADD CONSTRAINT "DisputeFile_disputeId_fkey" FOREIGN KEY ("disputeId") REFERENCES "Dispute"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DisputeFile" ADD CONSTRAINT "DisputeFile_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "DisputeMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;
