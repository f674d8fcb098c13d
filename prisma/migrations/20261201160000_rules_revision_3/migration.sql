-- Rules revision 3 (issue 21): T6 deputies, T7 withdrawal, C17's rated concession, R4's dismissal,
-- M2/M4's appeal and correction about one result in one case, L3's lifted penalty. Existing
-- leagues keep working: every new column is optional or has a default; existing correction and
-- appeal cases are linked to the result they were about (the challenge's current result).
ALTER TYPE "TeamStatus" ADD VALUE IF NOT EXISTS 'withdrawn';
ALTER TABLE "Team" ADD COLUMN "withdrawnAt" TIMESTAMP(3);
ALTER TABLE "TeamMember" ADD COLUMN "deputy" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "Challenge" ADD COLUMN "outcomeRated" BOOLEAN;
ALTER TABLE "Challenge" ADD COLUMN "disputedFrom" "ChallengeState";

ALTER TABLE "Result" ADD COLUMN "appealedAt" TIMESTAMP(3);
ALTER TABLE "Result" ADD COLUMN "correctionChallengerImps" INTEGER;
ALTER TABLE "Result" ADD COLUMN "correctionDefenderImps" INTEGER;
ALTER TABLE "Result" ADD COLUMN "correctionAt" TIMESTAMP(3);
ALTER TABLE "Result" ADD COLUMN "correctionProtects" BOOLEAN;

ALTER TABLE "Case" ADD COLUMN "resultId" TEXT;
ALTER TABLE "Case" ADD COLUMN "penaltyAppliedAt" TIMESTAMP(3);
ALTER TABLE "Case" ADD COLUMN "penaltyLiftedAt" TIMESTAMP(3);
ALTER TABLE "Case" ADD CONSTRAINT "Case_resultId_fkey" FOREIGN KEY ("resultId") REFERENCES "Result"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "Case_resultId_idx" ON "Case"("resultId");

-- Existing appeals and corrections: the result they were about, and when (as best known).
UPDATE "Case" k SET "resultId" = (
  SELECT r.id FROM "Result" r WHERE r."challengeId" = k."challengeId" AND r."submittedAt" <= k."createdAt" ORDER BY r."submittedAt" DESC LIMIT 1)
WHERE k.kind IN ('appeal', 'correction') AND k."challengeId" IS NOT NULL;
UPDATE "Result" r SET "appealedAt" = k."createdAt" FROM "Case" k WHERE k."resultId" = r.id AND k.kind = 'appeal' AND k."openedById" IN (
  SELECT "userId" FROM "TeamMember") AND r."appealedAt" IS NULL;
UPDATE "Result" r SET "correctionAt" = k."createdAt", "correctionProtects" = (c."refereeLookedAt" IS NULL OR c."refereeLookedAt" >= k."createdAt")
FROM "Case" k JOIN "Challenge" c ON c.id = k."challengeId" WHERE k."resultId" = r.id AND k.kind = 'correction' AND r."correctionAt" IS NULL;
-- A penalty already applied by a ruling (the event log names its case).
UPDATE "Case" k SET "penaltyAppliedAt" = e.at FROM "Event" e WHERE e.type = 'penalty_drop' AND e."caseId" = k.id;
-- A claim, an appeal or a correction open now returns, when dismissed, to the state before it.
UPDATE "Challenge" c SET "disputedFrom" = CASE WHEN EXISTS (SELECT 1 FROM "Result" r WHERE r."challengeId" = c.id AND r.status <> 'superseded') THEN 'result_submitted'::"ChallengeState" ELSE 'scheduled'::"ChallengeState" END
WHERE c.state = 'disputed' AND EXISTS (SELECT 1 FROM "Case" k WHERE k."challengeId" = c.id AND k.state = 'open' AND k.kind <> 'unreported');
