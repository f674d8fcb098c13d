-- Issue 22: invitations, sign-up with e-mail verification, password reset, team registration (T1),
-- my account. Existing accounts were all made by an admin: their addresses count as verified.
ALTER TYPE "TeamStatus" ADD VALUE IF NOT EXISTS 'rejected';
ALTER TABLE "Team" ADD COLUMN "rejectedAt" TIMESTAMP(3);
ALTER TABLE "Team" ADD COLUMN "rejectReason" TEXT;

ALTER TABLE "User" ADD COLUMN "emailVerifiedAt" TIMESTAMP(3) DEFAULT CURRENT_TIMESTAMP;
UPDATE "User" SET "emailVerifiedAt" = "createdAt";
ALTER TABLE "User" ADD COLUMN "invitedAt" TIMESTAMP(3);
ALTER TABLE "User" ADD COLUMN "pendingEmail" TEXT;
ALTER TABLE "User" ADD COLUMN "emailNotifications" BOOLEAN NOT NULL DEFAULT true;

ALTER TABLE "League" ADD COLUMN "siteUrl" TEXT;
ALTER TABLE "EmailOutbox" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'notification';
ALTER TABLE "EmailOutbox" ADD COLUMN "userId" TEXT;

CREATE TABLE "Invitation" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'member',
    "teamId" TEXT,
    "teamRole" TEXT,
    "userId" TEXT NOT NULL,
    "invitedById" TEXT,
    "locale" TEXT NOT NULL DEFAULT 'zh-CN',
    "replacementId" TEXT,
    "overrideReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "sentCount" INTEGER NOT NULL DEFAULT 1,
    CONSTRAINT "Invitation_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Invitation_tokenHash_key" ON "Invitation"("tokenHash");
CREATE INDEX "Invitation_email_idx" ON "Invitation"("email");
CREATE INDEX "Invitation_teamId_idx" ON "Invitation"("teamId");
CREATE INDEX "Invitation_userId_idx" ON "Invitation"("userId");
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- One pending invitation per person at a time (the service checks it; this holds under races).
CREATE UNIQUE INDEX "Invitation_one_pending" ON "Invitation"("userId") WHERE "acceptedAt" IS NULL AND "revokedAt" IS NULL;

CREATE TABLE "OneTimeToken" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "userId" TEXT,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    CONSTRAINT "OneTimeToken_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "OneTimeToken_tokenHash_key" ON "OneTimeToken"("tokenHash");
CREATE INDEX "OneTimeToken_userId_kind_idx" ON "OneTimeToken"("userId", "kind");
ALTER TABLE "OneTimeToken" ADD CONSTRAINT "OneTimeToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
