// npm run lint:openapi (issue 24): writes /api/v1/openapi.json as the app builds it and lints it
// with @redocly/cli under redocly.yaml (the strict recommended rules); exits with its status.
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { openApiDocument } from "@/lib/api/openapi";

fs.mkdirSync(".test-results", { recursive: true });
const file = ".test-results/openapi.json";
fs.writeFileSync(file, JSON.stringify(openApiDocument(), null, 1));
const r = spawnSync("npx", ["redocly", "lint", "--format=stylish", file], {
  stdio: "inherit",
  env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
});
process.exit(r.status ?? 1);
