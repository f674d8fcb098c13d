-- CreateEnum
CREATE TYPE "Role" AS ENUM ('admin', 'referee', 'member');

-- CreateEnum
CREATE TYPE "TeamStatus" AS ENUM ('pending', 'approved');

-- CreateEnum
CREATE TYPE "ChallengeState" AS ENUM ('awaiting_response', 'awaiting_choice', 'scheduled', 'result_submitted', 'disputed', 'final');

-- CreateEnum
CREATE TYPE "OutcomeReason" AS ENUM ('played', 'defender_forfeit', 'challenger_forfeit', 'withdrawn', 'abandoned', 'awarded', 'invalid');

-- CreateEnum
CREATE TYPE "Side" AS ENUM ('challenger', 'defender');

-- CreateEnum
CREATE TYPE "ResultStatus" AS ENUM ('submitted', 'confirmed', 'appealed', 'superseded');

-- CreateEnum
CREATE TYPE "CaseKind" AS ENUM ('appeal', 'in_match', 'lateness', 'disconnection', 'unregistered', 'correction', 'replacement');

-- CreateEnum
CREATE TYPE "CaseState" AS ENUM ('open', 'ruled', 'withdrawn');

-- CreateEnum
CREATE TYPE "ReplacementState" AS ENUM ('pending', 'approved', 'rejected');

-- CreateTable
CREATE TABLE "League" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT NOT NULL,
    "venue" TEXT NOT NULL DEFAULT '联众桥牌 · 江湖月光桥影 专用比赛房间 (16 副)',
    "timeZone" TEXT NOT NULL DEFAULT 'Asia/Shanghai',
    "responseHours" INTEGER NOT NULL DEFAULT 72,
    "playHours" INTEGER NOT NULL DEFAULT 168,
    "confirmHours" INTEGER NOT NULL DEFAULT 48,
    "slotWindowStartMinute" INTEGER NOT NULL DEFAULT 1080,
    "slotWindowEndMinute" INTEGER NOT NULL DEFAULT 1440,
    "slotWeekdays" INTEGER[] DEFAULT ARRAY[1, 2, 3, 4, 5]::INTEGER[],
    "checkInBeforeMinutes" INTEGER NOT NULL DEFAULT 30,
    "checkInAfterMinutes" INTEGER NOT NULL DEFAULT 30,
    "lateGraceMinutes" INTEGER NOT NULL DEFAULT 15,
    "priorityWindowEnabled" BOOLEAN NOT NULL DEFAULT true,
    "priorityWindowHours" INTEGER NOT NULL DEFAULT 24,
    "maxReplacements" INTEGER NOT NULL DEFAULT 2,
    "boardsPerMatch" INTEGER NOT NULL DEFAULT 16,
    "ratingStart" DOUBLE PRECISION NOT NULL DEFAULT 1600,
    "ratingK" DOUBLE PRECISION NOT NULL DEFAULT 32,
    "provisionalMatches" INTEGER NOT NULL DEFAULT 28,
    "seasonStartedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ladderLockedAt" TIMESTAMP(3),
    "clockOffsetMs" BIGINT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "League_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'member',
    "locale" TEXT NOT NULL DEFAULT 'zh-CN',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "ApiToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInAttempt" (
    "id" BIGSERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "success" BOOLEAN NOT NULL,

    CONSTRAINT "SignInAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Team" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" "TeamStatus" NOT NULL DEFAULT 'approved',
    "captainId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "approvedAt" TIMESTAMP(3),

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamMember" (
    "userId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamMember_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "ReplacementRequest" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "outUserId" TEXT NOT NULL,
    "inEmail" TEXT NOT NULL,
    "inName" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "state" "ReplacementState" NOT NULL DEFAULT 'pending',
    "requestedById" TEXT NOT NULL,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decisionReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReplacementRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LadderEntry" (
    "teamId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "since" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LadderEntry_pkey" PRIMARY KEY ("teamId")
);

-- CreateTable
CREATE TABLE "TeamRating" (
    "teamId" TEXT NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "ratedMatches" INTEGER NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "losses" INTEGER NOT NULL DEFAULT 0,
    "lastChange" DOUBLE PRECISION,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamRating_pkey" PRIMARY KEY ("teamId")
);

-- CreateTable
CREATE TABLE "RatingChange" (
    "id" BIGSERIAL NOT NULL,
    "challengeId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "before" DOUBLE PRECISION NOT NULL,
    "after" DOUBLE PRECISION NOT NULL,
    "ratedBefore" INTEGER NOT NULL,
    "won" BOOLEAN NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RatingChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Challenge" (
    "id" TEXT NOT NULL,
    "number" SERIAL NOT NULL,
    "challengerId" TEXT NOT NULL,
    "defenderId" TEXT NOT NULL,
    "challengerPosition" INTEGER NOT NULL,
    "defenderPosition" INTEGER NOT NULL,
    "state" "ChallengeState" NOT NULL DEFAULT 'awaiting_response',
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "respondBy" TIMESTAMP(3) NOT NULL,
    "playBy" TIMESTAMP(3) NOT NULL,
    "respondedAt" TIMESTAMP(3),
    "chooseBy" TIMESTAMP(3),
    "scheduledAt" TIMESTAMP(3),
    "resultDueAt" TIMESTAMP(3),
    "nextDeadlineAt" TIMESTAMP(3),
    "outcomeWinner" "Side",
    "outcomeReason" "OutcomeReason",
    "finalAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Challenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Slot" (
    "id" TEXT NOT NULL,
    "challengeId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "proposedBy" "Side" NOT NULL,
    "offWindowAgreed" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Slot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CheckIn" (
    "id" TEXT NOT NULL,
    "challengeId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CheckIn_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Result" (
    "id" TEXT NOT NULL,
    "challengeId" TEXT NOT NULL,
    "status" "ResultStatus" NOT NULL DEFAULT 'submitted',
    "bySide" "Side",
    "submittedById" TEXT NOT NULL,
    "submittedAt" TIMESTAMP(3) NOT NULL,
    "challengerImps" INTEGER NOT NULL,
    "defenderImps" INTEGER NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "confirmedById" TEXT,

    CONSTRAINT "Result_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LineupEntry" (
    "id" TEXT NOT NULL,
    "resultId" TEXT NOT NULL,
    "side" "Side" NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT,
    "name" TEXT NOT NULL,
    "registered" BOOLEAN NOT NULL,

    CONSTRAINT "LineupEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BoardResult" (
    "id" TEXT NOT NULL,
    "resultId" TEXT NOT NULL,
    "board" INTEGER NOT NULL,
    "room" TEXT NOT NULL,
    "nsSide" "Side" NOT NULL,
    "level" INTEGER,
    "strain" TEXT,
    "doubled" TEXT,
    "declarer" TEXT,
    "tricks" INTEGER,
    "nsScore" INTEGER NOT NULL,
    "adjustedImps" INTEGER,

    CONSTRAINT "BoardResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Case" (
    "id" TEXT NOT NULL,
    "number" SERIAL NOT NULL,
    "kind" "CaseKind" NOT NULL,
    "state" "CaseState" NOT NULL DEFAULT 'open',
    "challengeId" TEXT,
    "teamId" TEXT,
    "openedById" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "boards" INTEGER[],
    "acknowledgedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ruling" TEXT,
    "rulingReason" TEXT,
    "ruledById" TEXT,
    "ruledAt" TIMESTAMP(3),

    CONSTRAINT "Case_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CaseMessage" (
    "id" TEXT NOT NULL,
    "caseId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CaseMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Attachment" (
    "id" TEXT NOT NULL,
    "caseId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Attachment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriorityDecision" (
    "id" TEXT NOT NULL,
    "weekStart" TIMESTAMP(3) NOT NULL,
    "teamId" TEXT NOT NULL,
    "decision" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PriorityDecision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "type" TEXT NOT NULL,
    "actorId" TEXT,
    "teamId" TEXT,
    "otherTeamId" TEXT,
    "challengeId" TEXT,
    "caseId" TEXT,
    "rule" TEXT,
    "data" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "readAt" TIMESTAMP(3),

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailOutbox" (
    "id" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,

    CONSTRAINT "EmailOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OnceKey" (
    "key" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OnceKey_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "ApiToken_tokenHash_key" ON "ApiToken"("tokenHash");

-- CreateIndex
CREATE INDEX "ApiToken_userId_idx" ON "ApiToken"("userId");

-- CreateIndex
CREATE INDEX "SignInAttempt_key_at_idx" ON "SignInAttempt"("key", "at");

-- CreateIndex
CREATE UNIQUE INDEX "Team_name_key" ON "Team"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Team_captainId_key" ON "Team"("captainId");

-- CreateIndex
CREATE INDEX "TeamMember_teamId_idx" ON "TeamMember"("teamId");

-- CreateIndex
CREATE INDEX "ReplacementRequest_teamId_state_idx" ON "ReplacementRequest"("teamId", "state");

-- CreateIndex
CREATE UNIQUE INDEX "LadderEntry_position_key" ON "LadderEntry"("position");

-- CreateIndex
CREATE INDEX "TeamRating_rating_idx" ON "TeamRating"("rating");

-- CreateIndex
CREATE INDEX "RatingChange_teamId_at_idx" ON "RatingChange"("teamId", "at");

-- CreateIndex
CREATE INDEX "RatingChange_challengeId_idx" ON "RatingChange"("challengeId");

-- CreateIndex
CREATE UNIQUE INDEX "Challenge_number_key" ON "Challenge"("number");

-- CreateIndex
CREATE INDEX "Challenge_challengerId_idx" ON "Challenge"("challengerId");

-- CreateIndex
CREATE INDEX "Challenge_defenderId_idx" ON "Challenge"("defenderId");

-- CreateIndex
CREATE INDEX "Challenge_state_nextDeadlineAt_idx" ON "Challenge"("state", "nextDeadlineAt");

-- CreateIndex
CREATE INDEX "Challenge_finalAt_idx" ON "Challenge"("finalAt");

-- CreateIndex
CREATE INDEX "Slot_challengeId_idx" ON "Slot"("challengeId");

-- CreateIndex
CREATE UNIQUE INDEX "Slot_challengeId_at_key" ON "Slot"("challengeId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "CheckIn_challengeId_teamId_key" ON "CheckIn"("challengeId", "teamId");

-- CreateIndex
CREATE INDEX "Result_challengeId_idx" ON "Result"("challengeId");

-- CreateIndex
CREATE UNIQUE INDEX "LineupEntry_resultId_side_seat_key" ON "LineupEntry"("resultId", "side", "seat");

-- CreateIndex
CREATE UNIQUE INDEX "BoardResult_resultId_board_room_key" ON "BoardResult"("resultId", "board", "room");

-- CreateIndex
CREATE UNIQUE INDEX "Case_number_key" ON "Case"("number");

-- CreateIndex
CREATE INDEX "Case_challengeId_idx" ON "Case"("challengeId");

-- CreateIndex
CREATE INDEX "Case_state_idx" ON "Case"("state");

-- CreateIndex
CREATE INDEX "CaseMessage_caseId_idx" ON "CaseMessage"("caseId");

-- CreateIndex
CREATE INDEX "Attachment_caseId_idx" ON "Attachment"("caseId");

-- CreateIndex
CREATE UNIQUE INDEX "PriorityDecision_weekStart_teamId_key" ON "PriorityDecision"("weekStart", "teamId");

-- CreateIndex
CREATE INDEX "Event_challengeId_idx" ON "Event"("challengeId");

-- CreateIndex
CREATE INDEX "Event_teamId_idx" ON "Event"("teamId");

-- CreateIndex
CREATE INDEX "Event_otherTeamId_idx" ON "Event"("otherTeamId");

-- CreateIndex
CREATE INDEX "Event_type_at_idx" ON "Event"("type", "at");

-- CreateIndex
CREATE INDEX "Event_at_idx" ON "Event"("at");

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_idx" ON "Notification"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "EmailOutbox_sentAt_idx" ON "EmailOutbox"("sentAt");

-- AddForeignKey
ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_captainId_fkey" FOREIGN KEY ("captainId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReplacementRequest" ADD CONSTRAINT "ReplacementRequest_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LadderEntry" ADD CONSTRAINT "LadderEntry_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamRating" ADD CONSTRAINT "TeamRating_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RatingChange" ADD CONSTRAINT "RatingChange_challengeId_fkey" FOREIGN KEY ("challengeId") REFERENCES "Challenge"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_challengerId_fkey" FOREIGN KEY ("challengerId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_defenderId_fkey" FOREIGN KEY ("defenderId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Slot" ADD CONSTRAINT "Slot_challengeId_fkey" FOREIGN KEY ("challengeId") REFERENCES "Challenge"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_challengeId_fkey" FOREIGN KEY ("challengeId") REFERENCES "Challenge"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Result" ADD CONSTRAINT "Result_challengeId_fkey" FOREIGN KEY ("challengeId") REFERENCES "Challenge"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LineupEntry" ADD CONSTRAINT "LineupEntry_resultId_fkey" FOREIGN KEY ("resultId") REFERENCES "Result"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoardResult" ADD CONSTRAINT "BoardResult_resultId_fkey" FOREIGN KEY ("resultId") REFERENCES "Result"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Case" ADD CONSTRAINT "Case_challengeId_fkey" FOREIGN KEY ("challengeId") REFERENCES "Challenge"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CaseMessage" ADD CONSTRAINT "CaseMessage_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attachment" ADD CONSTRAINT "Attachment_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "Case"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriorityDecision" ADD CONSTRAINT "PriorityDecision_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
