-- AlterTable
ALTER TABLE "WebSession" ADD COLUMN     "flash" VARCHAR(500);
