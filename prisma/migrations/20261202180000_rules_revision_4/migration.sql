-- Rules revision 4 (issue 36), T5: "once the initial ladder is set" is one moment, the admin's
-- setting of the initial order (T2). Leagues that have one get the time of their first.
ALTER TABLE "League" ADD COLUMN "ladderSetAt" TIMESTAMP(3);
UPDATE "League" SET "ladderSetAt" = coalesce((SELECT min(at) FROM "Event" WHERE type = 'ladder_set'), "ladderLockedAt");
