-- S2 (revision 4, issue 40): C10's weekly priority window closes per ladder (each ladder has its own
-- position 1). Existing closures are the default ladder's.
ALTER TABLE "PriorityWeek" DROP CONSTRAINT "PriorityWeek_pkey",
ADD COLUMN "leagueId" INTEGER NOT NULL DEFAULT 1,
ADD CONSTRAINT "PriorityWeek_pkey" PRIMARY KEY ("leagueId", "weekStart");
ALTER TABLE "PriorityWeek" ADD CONSTRAINT "PriorityWeek_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
