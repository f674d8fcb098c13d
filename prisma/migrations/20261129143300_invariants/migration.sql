-- Invariants Prisma's schema language cannot express. Written by hand; applied like any migration.

-- C2 one out, one in: at most one open outgoing and one open incoming challenge per team.
CREATE UNIQUE INDEX "Challenge_one_open_outgoing" ON "Challenge" ("challengerId") WHERE "state" <> 'final';
CREATE UNIQUE INDEX "Challenge_one_open_incoming" ON "Challenge" ("defenderId") WHERE "state" <> 'final';
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_not_self" CHECK ("challengerId" <> "defenderId");
-- C1: only a lower team challenges a higher one.
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_upwards" CHECK ("defenderPosition" < "challengerPosition");

-- L1: a swap writes two positions; uniqueness is checked at commit, not per row.
ALTER TABLE "LadderEntry" DROP CONSTRAINT IF EXISTS "LadderEntry_position_key";
DROP INDEX IF EXISTS "LadderEntry_position_key";
ALTER TABLE "LadderEntry" ADD CONSTRAINT "LadderEntry_position_key" UNIQUE ("position") DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "LadderEntry" ADD CONSTRAINT "LadderEntry_position_positive" CHECK ("position" >= 1);

-- M1: IMP totals are non-negative integers.
ALTER TABLE "Result" ADD CONSTRAINT "Result_imps_nonnegative" CHECK ("challengerImps" >= 0 AND "defenderImps" >= 0);

-- T5: at most one pending replacement request per team.
CREATE UNIQUE INDEX "ReplacementRequest_one_pending" ON "ReplacementRequest" ("teamId") WHERE "state" = 'pending';

-- L4: the event log is append-only.
CREATE FUNCTION "event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the event log is append-only';
END;
$$;
CREATE TRIGGER "Event_append_only" BEFORE UPDATE OR DELETE ON "Event"
  FOR EACH ROW EXECUTE FUNCTION "event_append_only"();
