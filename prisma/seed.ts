// npm run db:seed: the demo league, when the database is empty (honours DATABASE_URL).
import { migrateDatabase } from "@/lib/db/migrate-database";
import { env } from "@/lib/env";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, captainEmail, seedDemoLeague } from "./demo-league";
import { runScript } from "../scripts/lib/run";

async function main() {
  // Issue 10: the demo accounts share a published password; never on a real server by accident.
  if (env().DATABASE_URL && !process.argv.includes("--force-demo")) {
    throw new Error(
      "npm run db:seed creates demo accounts with the published password bridge-demo-2026. DATABASE_URL is set: refusing. Add --force-demo (npm run db:seed -- --force-demo) if this database is a throwaway demo.",
    );
  }
  await migrateDatabase();
  const seeded = await seedDemoLeague(new Date(), (s) => console.log(`[seed] ${s}`));
  if (!seeded) {
    console.log("[seed] the database already holds a league: not reseeding (remove the data folder to start over)");
    return;
  }
  console.log("[seed] demo accounts (password for all: %s)", DEMO_PASSWORD);
  console.log(`  admin    ${DEMO_ACCOUNTS.admin.email}`);
  console.log(`  referee  ${DEMO_ACCOUNTS.referee.email}`);
  for (let i = 0; i < 8; i++) console.log(`  captain  ${captainEmail(i)}`);
}

runScript(main);
