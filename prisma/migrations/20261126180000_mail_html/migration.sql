-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "html" TEXT;
