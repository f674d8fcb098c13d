// npm run db:migrate: apply prisma/migrations/*.sql to DATABASE_URL, or to the embedded database.
import { dbHandle, disconnect } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate-database";

async function main() {
  const applied = await migrateDatabase();
  const { kind } = await dbHandle();
  console.log(applied.length ? `[migrate] ${kind}: applied ${applied.join(", ")}` : `[migrate] ${kind}: up to date`);
}

main()
  .then(() => disconnect())
  .catch(async (err) => {
    console.error(err);
    await disconnect();
    process.exit(1);
  });
