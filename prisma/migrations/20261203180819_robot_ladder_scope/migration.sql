-- AlterTable
ALTER TABLE "ChatRobot" ADD COLUMN     "leagueId" INTEGER;

-- CreateIndex
CREATE INDEX "ChatRobot_leagueId_idx" ON "ChatRobot"("leagueId");

-- AddForeignKey
ALTER TABLE "ChatRobot" ADD CONSTRAINT "ChatRobot_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;

