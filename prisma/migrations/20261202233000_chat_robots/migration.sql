-- Issue 38: group-chat robots and their outbox.
CREATE TABLE "ChatRobot" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "urlSealed" TEXT NOT NULL,
    "urlHint" TEXT NOT NULL,
    "secretSealed" TEXT,
    "teamId" TEXT,
    "events" TEXT[],
    "language" TEXT NOT NULL DEFAULT 'zh-CN',
    "ownerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "pausedAt" TIMESTAMP(3),
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "lastSentAt" TIMESTAMP(3),
    CONSTRAINT "ChatRobot_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ChatRobot_teamId_idx" ON "ChatRobot"("teamId");
ALTER TABLE "ChatRobot" ADD CONSTRAINT "ChatRobot_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ChatOutbox" (
    "id" TEXT NOT NULL,
    "robotId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "lines" TEXT[],
    "linkLabel" TEXT NOT NULL,
    "linkPath" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claimedAt" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),
    "lastError" TEXT,
    CONSTRAINT "ChatOutbox_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ChatOutbox_sentAt_nextAttemptAt_idx" ON "ChatOutbox"("sentAt", "nextAttemptAt");
CREATE INDEX "ChatOutbox_robotId_sentAt_idx" ON "ChatOutbox"("robotId", "sentAt");
ALTER TABLE "ChatOutbox" ADD CONSTRAINT "ChatOutbox_robotId_fkey" FOREIGN KEY ("robotId") REFERENCES "ChatRobot"("id") ON DELETE CASCADE ON UPDATE CASCADE;
