// npm run db:migrate: apply prisma/migrations/*.sql to DATABASE_URL, or to the embedded database.
import { dbHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate-database";
import { runScript } from "./lib/run";

async function main() {
  const applied = await migrateDatabase();
  const { kind } = await dbHandle();
  console.log(applied.length ? `[migrate] ${kind}: applied ${applied.join(", ")}` : `[migrate] ${kind}: up to date`);
}

runScript(main);
