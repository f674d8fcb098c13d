-- S5 (revision 4, issue 40): divisions. A ladder names the division below it and how many teams
-- change places at a close of both (0: none); the count is never negative.
-- AlterTable
ALTER TABLE "League" ADD COLUMN     "promotionBelowId" INTEGER,
ADD COLUMN     "promotionTeams" INTEGER NOT NULL DEFAULT 0;

ALTER TABLE "League" ADD CONSTRAINT "League_promotionTeams_check" CHECK ("promotionTeams" >= 0);
ALTER TABLE "League" ADD CONSTRAINT "League_promotionBelowId_check" CHECK ("promotionBelowId" IS NULL OR "promotionBelowId" <> id);
