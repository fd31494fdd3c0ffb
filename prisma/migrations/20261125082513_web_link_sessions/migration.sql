-- AlterTable
ALTER TABLE "WebSession" ADD COLUMN     "transactionId" INTEGER;
