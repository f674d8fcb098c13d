-- S2 (revision 4, issue 40): a person is a member of at most one team per ladder, and captains at
-- most one team per ladder. A member's row carries its team's ladder through a composite foreign key
-- (it follows the team when S5 moves it, as the ladder entry does); existing rows take their team's.
-- DropForeignKey
ALTER TABLE "TeamMember" DROP CONSTRAINT "TeamMember_teamId_fkey";

-- DropIndex
DROP INDEX "Team_captainId_key";

-- AlterTable
ALTER TABLE "TeamMember" ADD COLUMN "leagueId" INTEGER NOT NULL DEFAULT 1;
UPDATE "TeamMember" m SET "leagueId" = t."leagueId" FROM "Team" t WHERE t.id = m."teamId";
ALTER TABLE "TeamMember" DROP CONSTRAINT "TeamMember_pkey",
ADD CONSTRAINT "TeamMember_pkey" PRIMARY KEY ("userId", "leagueId");

-- CreateIndex
CREATE UNIQUE INDEX "Team_captainId_leagueId_key" ON "Team"("captainId", "leagueId");

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_teamId_leagueId_fkey" FOREIGN KEY ("teamId", "leagueId") REFERENCES "Team"("id", "leagueId") ON DELETE RESTRICT ON UPDATE CASCADE;
