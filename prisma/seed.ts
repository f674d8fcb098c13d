// npm run db:seed: the demo league, when the database is empty (honours DATABASE_URL).
import { migrateDatabase } from "@/lib/db/migrate-database";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, captainEmail, seedDemoLeague } from "./demo-league";
import { runScript } from "../scripts/lib/run";

async function main() {
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
