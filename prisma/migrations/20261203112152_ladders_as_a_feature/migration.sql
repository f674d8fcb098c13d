-- S2, S6 (revision 4, issue 40): several ladders. A ladder's English name and its division (S5);
-- every event keyed by the ladder whose history it is (existing events are the default ladder's).
-- AlterTable
ALTER TABLE "League" ADD COLUMN     "division" INTEGER,
ADD COLUMN     "nameEn" TEXT;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "leagueId" INTEGER NOT NULL DEFAULT 1;

-- CreateIndex
CREATE INDEX "Event_leagueId_id_idx" ON "Event"("leagueId", "id");

