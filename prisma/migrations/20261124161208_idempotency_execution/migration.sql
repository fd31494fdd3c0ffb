-- AlterTable
ALTER TABLE "IdempotencyRecord" ADD COLUMN     "appliedAt" TIMESTAMP(3),
ADD COLUMN     "lockToken" TEXT,
ADD COLUMN     "lockedUntil" TIMESTAMP(3),
ADD COLUMN     "responseHeaders" JSONB;
