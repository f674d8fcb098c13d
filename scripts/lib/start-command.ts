// Issue 24: the server is started one way everywhere: `npm start`'s command in package.json (with
// its Node flags), which the demo, the tests' servers and the bench run as it is written there.
import fs from "node:fs";
import path from "node:path";

/** The arguments after `node` in package.json's "start" script (e.g. ["--max-semi-space-size=4", "server.mjs"]). */
export function startArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as { scripts: { start: string } };
  const [node, ...args] = pkg.scripts.start.trim().split(/\s+/);
  if (node !== "node" || !args.includes("server.mjs")) throw new Error(`package.json's start script must be "node [flags] server.mjs": ${pkg.scripts.start}`);
  return args;
}
