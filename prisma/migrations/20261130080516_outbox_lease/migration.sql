-- E-mail outbox: a delivery lease, so two delivering processes never send one message twice.
ALTER TABLE "EmailOutbox" ADD COLUMN "claimedAt" TIMESTAMP(3);
