-- Issue 35: security mails keep their one-time link sealed beside the body (which holds a marker),
-- and the link is cleared once the mail is sent. Links already stored in bodies are removed.
ALTER TABLE "EmailOutbox" ADD COLUMN "sealedLink" TEXT;
UPDATE "EmailOutbox" SET body = regexp_replace(body, 'https?://[^[:space:]]*/(invite|reset|verify|email-change|confirm-email)/[A-Za-z0-9_-]{43}', '[link removed]', 'g')
WHERE kind = 'security';

-- Issue 35: one open invitation per person and team (not per person): a captain's invitation
-- answers the same whether or not another team invited the address (no enumeration), and an
-- expired invitation is closed before a new one is made for the same team.
DROP INDEX "Invitation_one_pending";
CREATE UNIQUE INDEX "Invitation_one_pending_per_team" ON "Invitation" ("userId", (coalesce("teamId", ''))) WHERE "acceptedAt" IS NULL AND "revokedAt" IS NULL;
