// Records the release's answers for the upgrade test (scripts/make-upgrade-fixture.sh runs it in a
// worktree of the release before seasons, so that its own server and build answer):
//   node --import tsx <this file> <data folder> <out.json.gz>
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { recordAnswers } from "./upgrade-answers";

const [dataDir, out] = process.argv.slice(2);
const { serve } = (await import(path.join(process.cwd(), "scripts/lib/serve.ts"))) as typeof import("../../scripts/lib/serve");
const served = await serve({ dataDir });
try {
  const r = await recordAnswers(served.url, "/usr/bin/chromium");
  fs.writeFileSync(out, zlib.gzipSync(JSON.stringify(r), { level: 9 }));
  console.log(`[upgrade] recorded ${Object.keys(r.api).length} answers and ${Object.keys(r.pages).length} pages from ${process.cwd()} into ${out}`);
} finally {
  await served.stop();
}
