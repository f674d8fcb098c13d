// npm test: every suite, in order: lint, format, types and the OpenAPI document (issue 24), unit (with lib/domain coverage),
// integration on PGlite and PostgreSQL, then the production build and the e2e journeys in
// headless Chromium.
// It closes with one line "N passed, N failed" over all suites.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

type Step = { name: string; cmd: string[]; json?: string };
const steps: Step[] = [
  { name: "lint", cmd: ["npm", "run", "--silent", "lint"] },
  { name: "format", cmd: ["npm", "run", "--silent", "format:check"] },
  { name: "typecheck", cmd: ["npm", "run", "--silent", "typecheck"] },
  { name: "openapi", cmd: ["npm", "run", "--silent", "lint:openapi"] },
  {
    name: "unit",
    cmd: ["npx", "vitest", "run", "--project", "unit", "--coverage", "--reporter=default", "--reporter=json", "--outputFile.json=.test-results/unit.json"],
    json: ".test-results/unit.json",
  },
  {
    name: "integration",
    cmd: ["npx", "vitest", "run", "--project", "integration", "--reporter=default", "--reporter=json", "--outputFile.json=.test-results/integration.json"],
    json: ".test-results/integration.json",
  },
  { name: "build", cmd: ["npm", "run", "--silent", "build"] },
  {
    name: "e2e",
    cmd: ["npx", "vitest", "run", "--project", "e2e", "--reporter=default", "--reporter=json", "--outputFile.json=.test-results/e2e.json"],
    json: ".test-results/e2e.json",
  },
];

const only = process.argv.slice(2);
fs.mkdirSync(".test-results", { recursive: true });
let passed = 0;
let failed = 0;
let broken = false;
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name}: ${step.cmd.join(" ")}`);
  const t0 = Date.now();
  if (step.json) fs.rmSync(step.json, { force: true });
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: "inherit", env: process.env });
  console.log(`=== ${step.name}: exit ${r.status} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (step.json && fs.existsSync(step.json)) {
    const j = JSON.parse(fs.readFileSync(step.json, "utf8")) as { numPassedTests: number; numFailedTests: number };
    passed += j.numPassedTests;
    failed += j.numFailedTests;
  }
  if (r.status !== 0) {
    broken = true;
    if (step.name === "build") break;
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 || passed === 0 ? 1 : 0);
