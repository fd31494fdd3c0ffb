-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "lockedAt" TIMESTAMP(3),
ADD COLUMN     "lockedReason" TEXT;

-- CreateTable
CREATE TABLE "AccountLockChange" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "locked" BOOLEAN NOT NULL,
    "reason" TEXT,
    "actor" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountLockChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccountLockChange_customerId_idx" ON "AccountLockChange"("customerId");

-- AddForeignKey
ALTER TABLE "AccountLockChange" ADD CONSTRAINT "AccountLockChange_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
