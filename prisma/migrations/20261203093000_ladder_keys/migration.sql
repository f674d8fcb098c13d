-- S2 (revision 4, issue 40): the ladder key on the rows a ladder owns. Every existing row belongs to
-- the default ladder (League 1, decision 0022); one ladder looks and works as before.
-- A league row exists wherever teams do (getLeague made it); an installation that somehow has teams
-- and no league row gets the neutral one (issue 37) so the keys below can point at it.
INSERT INTO "League" (id, name, venue, settings, "updatedAt")
SELECT 1, '', '', '{}', now() WHERE EXISTS (SELECT 1 FROM "Team") AND NOT EXISTS (SELECT 1 FROM "League" WHERE id = 1);

-- The team's ladder (now: S5 may move it at a season's close).
ALTER TABLE "Team" ADD COLUMN "leagueId" INTEGER NOT NULL DEFAULT 1;
CREATE INDEX "Team_leagueId_idx" ON "Team"("leagueId");
CREATE UNIQUE INDEX "Team_id_leagueId_key" ON "Team"("id", "leagueId");
ALTER TABLE "Team" ADD CONSTRAINT "Team_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A position is in the team's own ladder (composite key: moving a team moves its entry's key with
-- it), and unique within that ladder. Deferred as before: a swap moves two rows in one statement.
ALTER TABLE "LadderEntry" ADD COLUMN "leagueId" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "LadderEntry" DROP CONSTRAINT "LadderEntry_teamId_fkey";
ALTER TABLE "LadderEntry" DROP CONSTRAINT "LadderEntry_position_key";
ALTER TABLE "LadderEntry" ADD CONSTRAINT "LadderEntry_leagueId_position_key" UNIQUE ("leagueId", "position") DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX "LadderEntry_teamId_leagueId_key" ON "LadderEntry"("teamId", "leagueId");
ALTER TABLE "LadderEntry" ADD CONSTRAINT "LadderEntry_teamId_leagueId_fkey" FOREIGN KEY ("teamId", "leagueId") REFERENCES "Team"("id", "leagueId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The ladder a challenge was issued in (both teams were in it then).
ALTER TABLE "Challenge" ADD COLUMN "leagueId" INTEGER NOT NULL DEFAULT 1;
CREATE INDEX "Challenge_leagueId_finalAt_idx" ON "Challenge"("leagueId", "finalAt");
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
