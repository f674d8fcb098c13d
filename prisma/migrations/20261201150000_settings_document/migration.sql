-- Issue 26: the league's rule settings become one validated document (declared once in
-- lib/domain/settings.ts), and S1 (rules revision 3): each challenge keeps the settings in force
-- when it was issued. Existing leagues keep every value; existing challenges get the league's
-- current settings, the best known record of those in force at their issue (noted in
-- docs/decisions/0004-rule-interpretations.md).
ALTER TABLE "League" ADD COLUMN "settings" JSONB NOT NULL DEFAULT '{}';
UPDATE "League" SET "settings" = jsonb_build_object(
  'timeZone', "timeZone",
  'responseHours', "responseHours",
  'playHours', "playHours",
  'matchHours', "matchHours",
  'rulingHours', "rulingHours",
  'confirmHours', "confirmHours",
  'slotWindowStartMinute', "slotWindowStartMinute",
  'slotWindowEndMinute', "slotWindowEndMinute",
  'slotWeekdays', to_jsonb("slotWeekdays"),
  'checkInBeforeMinutes', "checkInBeforeMinutes",
  'checkInAfterMinutes', "checkInAfterMinutes",
  'lateGraceMinutes', "lateGraceMinutes",
  'priorityWindowEnabled', "priorityWindowEnabled",
  'priorityWindowHours', "priorityWindowHours",
  'maxReplacements', "maxReplacements",
  'boardsPerMatch', "boardsPerMatch",
  'ratingStart', "ratingStart",
  'ratingK', "ratingK",
  'provisionalMatches', "provisionalMatches"
);
ALTER TABLE "League"
  DROP COLUMN "timeZone", DROP COLUMN "responseHours", DROP COLUMN "playHours", DROP COLUMN "matchHours",
  DROP COLUMN "rulingHours", DROP COLUMN "confirmHours", DROP COLUMN "slotWindowStartMinute",
  DROP COLUMN "slotWindowEndMinute", DROP COLUMN "slotWeekdays", DROP COLUMN "checkInBeforeMinutes",
  DROP COLUMN "checkInAfterMinutes", DROP COLUMN "lateGraceMinutes", DROP COLUMN "priorityWindowEnabled",
  DROP COLUMN "priorityWindowHours", DROP COLUMN "maxReplacements", DROP COLUMN "boardsPerMatch",
  DROP COLUMN "ratingStart", DROP COLUMN "ratingK", DROP COLUMN "provisionalMatches";

ALTER TABLE "Challenge" ADD COLUMN "settings" JSONB NOT NULL DEFAULT '{}';
UPDATE "Challenge" SET "settings" = coalesce((SELECT "settings" FROM "League" WHERE id = 1), '{}');
