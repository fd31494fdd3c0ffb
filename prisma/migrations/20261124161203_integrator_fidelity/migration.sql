-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "shippingAddress" JSONB;

-- AlterTable
ALTER TABLE "IdentificationDocument" ADD COLUMN     "content" BYTEA,
ADD COLUMN     "contentType" TEXT,
ADD COLUMN     "sha256" TEXT,
ADD COLUMN     "size" INTEGER,
ADD COLUMN     "verificationId" INTEGER;

-- CreateTable
CREATE TABLE "Verification" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "details" JSONB NOT NULL DEFAULT '{}',
    "rejectionReason" TEXT,
    "reviewedById" INTEGER,
    "reviewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Verification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BuyerPayment" (
    "id" SERIAL NOT NULL,
    "transactionId" INTEGER NOT NULL,
    "submittedById" INTEGER NOT NULL,
    "bankCountry" TEXT,
    "bankName" TEXT,
    "accountName" TEXT,
    "thirdPartyEmail" TEXT,
    "bankState" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BuyerPayment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Verification_customerId_kind_id_idx" ON "Verification"("customerId", "kind", "id");

-- CreateIndex
CREATE INDEX "Verification_status_id_idx" ON "Verification"("status", "id");

-- CreateIndex
CREATE UNIQUE INDEX "BuyerPayment_transactionId_key" ON "BuyerPayment"("transactionId");

-- CreateIndex
CREATE INDEX "IdentificationDocument_verificationId_idx" ON "IdentificationDocument"("verificationId");

-- AddForeignKey
ALTER TABLE "IdentificationDocument" ADD CONSTRAINT "IdentificationDocument_verificationId_fkey" FOREIGN KEY ("verificationId") REFERENCES "Verification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Verification" ADD CONSTRAINT "Verification_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BuyerPayment" ADD CONSTRAINT "BuyerPayment_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BuyerPayment" ADD CONSTRAINT "BuyerPayment_submittedById_fkey" FOREIGN KEY ("submittedById") REFERENCES "Customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
