ALTER TABLE "EmailOutbox" ADD COLUMN "linkPath" TEXT;
