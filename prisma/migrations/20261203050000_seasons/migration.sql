-- Issue 40, S3–S6 (revision 4): a ladder runs in seasons. The League row is the site's default
-- ladder (its short address `slug`); each season belongs to it (leagueId, the ladder key), at most
-- one is not closed, and every challenge belongs to the season it was issued in.
ALTER TABLE "League" ADD COLUMN "slug" TEXT NOT NULL DEFAULT 'main';
CREATE UNIQUE INDEX "League_slug_key" ON "League"("slug");

CREATE TABLE "Season" (
    "id" TEXT NOT NULL,
    "leagueId" INTEGER NOT NULL DEFAULT 1,
    "number" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "startsOn" TEXT NOT NULL,
    "endsOn" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3),
    "ratingPolicy" TEXT NOT NULL DEFAULT 'carry',
    "regressFraction" DOUBLE PRECISION,
    "archive" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Season_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Season_days" CHECK ("startsOn" ~ '^\d{4}-\d{2}-\d{2}$' AND ("endsOn" IS NULL OR ("endsOn" ~ '^\d{4}-\d{2}-\d{2}$' AND "endsOn" >= "startsOn"))),
    CONSTRAINT "Season_policy" CHECK ("ratingPolicy" IN ('carry', 'regress', 'reset') AND ("regressFraction" IS NULL OR ("regressFraction" > 0 AND "regressFraction" <= 1))),
    CONSTRAINT "Season_archive_when_closed" CHECK (("closedAt" IS NULL) = ("archive" IS NULL))
);
CREATE UNIQUE INDEX "Season_leagueId_number_key" ON "Season"("leagueId", "number");
-- S3: one season of a ladder at a time is not closed (two admins racing to start one: one wins).
CREATE UNIQUE INDEX "Season_one_open" ON "Season"("leagueId") WHERE "closedAt" IS NULL;
ALTER TABLE "Season" ADD CONSTRAINT "Season_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Challenge" ADD COLUMN "seasonId" TEXT;
CREATE INDEX "Challenge_seasonId_idx" ON "Challenge"("seasonId");
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- S6: upgrading keeps everything. An existing league becomes the default ladder and its history
-- that ladder's first season (from the day it started, in league time, with no end day until the
-- admin sets one); each of its challenges belongs to it, and the season's start is an event.
INSERT INTO "Season" ("id", "leagueId", "number", "name", "startsOn", "startedAt")
SELECT 'season-1', l."id", 1,
       to_char(l."seasonStartedAt" AT TIME ZONE 'UTC' AT TIME ZONE COALESCE(l."settings"->>'timeZone', 'Asia/Shanghai'), 'YYYY'),
       to_char(l."seasonStartedAt" AT TIME ZONE 'UTC' AT TIME ZONE COALESCE(l."settings"->>'timeZone', 'Asia/Shanghai'), 'YYYY-MM-DD'),
       l."seasonStartedAt"
FROM "League" l WHERE l."id" = 1;
UPDATE "Challenge" SET "seasonId" = 'season-1' WHERE EXISTS (SELECT 1 FROM "Season" WHERE "id" = 'season-1');
INSERT INTO "Event" ("at", "type", "rule", "data")
SELECT s."startedAt", 'season_started', 'S6',
       jsonb_build_object('seasonId', s."id", 'number', 1, 'name', s."name", 'startsOn', s."startsOn", 'endsOn', NULL, 'ratingPolicy', 'carry', 'upgrade', true)
FROM "Season" s WHERE s."id" = 'season-1';
