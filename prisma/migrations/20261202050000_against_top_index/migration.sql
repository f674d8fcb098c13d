-- C10 (revision 3): issuing, passing priority and the sweep ask which challenges against position 1
-- were open at the start of the league week. Without an index that read scans every challenge ever
-- issued (1.9 ms at 20,000, under the league-wide lock, growing with the history); with it, only
-- the challenges against the top. Written by hand: Prisma's schema cannot express a partial index.
CREATE INDEX "Challenge_against_top" ON "Challenge" ("issuedAt") WHERE "defenderPosition" = 1;
