// Runs a command-line script: closes the database (and the embedded server) at the end, and
// exits non-zero on an error.
import { disconnect } from "@/lib/db/client";

export function runScript(main: () => Promise<void>) {
  main()
    .then(() => disconnect())
    .catch(async (err) => {
      console.error(err);
      await disconnect();
      process.exit(1);
    });
}
