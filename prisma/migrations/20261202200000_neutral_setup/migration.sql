-- Issue 37: a production install starts neutral (api.md "Club setup"): the league's venue is empty
-- until the admin names it (the demo seed sets its own). Existing leagues keep what they have.
ALTER TABLE "League" ALTER COLUMN "venue" SET DEFAULT '';
