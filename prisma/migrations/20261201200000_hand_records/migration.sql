-- Issue 23: the deals of a match's boards, and their double-dummy analysis (computed once).
CREATE TABLE "DealAnalysis" (
    "key" TEXT NOT NULL,
    "deal" TEXT NOT NULL,
    "dealer" TEXT NOT NULL,
    "vulnerable" TEXT NOT NULL,
    "dd" JSONB,
    "parNs" INTEGER,
    "parContracts" TEXT,
    "analysedAt" TIMESTAMP(3),
    "triedAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DealAnalysis_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "DealAnalysis_analysedAt_triedAt_idx" ON "DealAnalysis"("analysedAt", "triedAt");

CREATE TABLE "BoardDeal" (
    "id" TEXT NOT NULL,
    "resultId" TEXT NOT NULL,
    "board" INTEGER NOT NULL,
    "dealer" TEXT NOT NULL,
    "vulnerable" TEXT NOT NULL,
    "deal" TEXT NOT NULL,
    "analysisKey" TEXT NOT NULL,
    CONSTRAINT "BoardDeal_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "BoardDeal_resultId_board_key" ON "BoardDeal"("resultId", "board");
CREATE INDEX "BoardDeal_analysisKey_idx" ON "BoardDeal"("analysisKey");
ALTER TABLE "BoardDeal" ADD CONSTRAINT "BoardDeal_resultId_fkey" FOREIGN KEY ("resultId") REFERENCES "Result"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "BoardDeal" ADD CONSTRAINT "BoardDeal_analysisKey_fkey" FOREIGN KEY ("analysisKey") REFERENCES "DealAnalysis"("key") ON DELETE RESTRICT ON UPDATE CASCADE;
