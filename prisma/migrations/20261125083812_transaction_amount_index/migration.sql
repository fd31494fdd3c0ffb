-- CreateIndex
CREATE INDEX "Transaction_totalAmount_id_idx" ON "Transaction"("totalAmount", "id");
