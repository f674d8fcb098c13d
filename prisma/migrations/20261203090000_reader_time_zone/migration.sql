-- Issue 38: the reader's own time zone (IANA), for the times in notifications; null reads league time only.
ALTER TABLE "User" ADD COLUMN "timeZone" TEXT;
