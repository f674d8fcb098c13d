-- Issue 4: reminders at 2/3 of each deadline and 1 h before the match, found by the sweep.
ALTER TABLE "Challenge" ADD COLUMN "nextReminderAt" TIMESTAMP(3);
CREATE INDEX "Challenge_nextReminderAt_idx" ON "Challenge"("nextReminderAt");
