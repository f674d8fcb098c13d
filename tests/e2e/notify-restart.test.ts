// Issue 38, "exactly once": a group's provider fails for a while and the server is killed
// (SIGKILL: no shutdown at all) and started again on the same data in between; each message
// arrives once, none lost, none twice. The real server (npm start) on the embedded database, a
// local robot server; the server's system clock is moved past the retry's backoff with libfaketime
// (as in tests/e2e/first-evening.test.ts), not waited for.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { serve, type Served } from "@/scripts/lib/serve";
import { Api } from "@/scripts/lib/api-client";
import { ADMIN, captainEmailOf } from "./harness";
import { startRobotServer } from "../integration/robot-server";
import { fakeTimeEnv, moveServerClock } from "./production";

let robots: Awaited<ReturnType<typeof startRobotServer>>;
let server: Served;
let clockFile = "";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladder-restart-"));

const serverClockAhead = (seconds: number) => moveServerClock(clockFile, seconds);
const env = () => ({ LADDER_WEBHOOK_ALLOW_HOSTS: "127.0.0.1", ...fakeTimeEnv(clockFile) });

type Row = { team: { id: string; name: string }; position: number; mayChallenge: number[]; outgoing?: string; incoming?: string };
const free = (r: Row) => !r.outgoing && !r.incoming;
const SLOTS = ["2027-03-03T12:00:00Z", "2027-03-04T12:00:00Z", "2027-03-05T12:00:00Z", "2027-03-08T12:00:00Z"];

/** A free pair on the ladder now; its challenger's captain issues the challenge through the API. */
async function issueOne() {
  const ladder: Row[] = (await new Api(server.url).call("GET", "/ladder")).body.entries;
  const challenger = [...ladder].reverse().find((r) => free(r) && ladder.some((d) => r.mayChallenge.includes(d.position) && free(d)))!;
  const defender = ladder.find((d) => challenger.mayChallenge.includes(d.position) && free(d))!;
  const captain = await new Api(server.url).as(await captainEmailOf(challenger.team.name));
  expect((await captain.call("POST", "/challenges", { defenderId: defender.team.id, slots: SLOTS })).status).toBe(201);
  return () => robots.accepted.filter((m) => m.text.includes(challenger.team.name) && m.text.includes(defender.team.name));
}

beforeAll(async () => {
  clockFile = path.join(dataDir, "faketime");
  serverClockAhead(0);
  robots = await startRobotServer({ dingtalk: "unused", feishu: "unused" }, () => Date.now());
  server = await serve({ prepare: ["prisma/seed.ts"], env: env(), dataDir: path.join(dataDir, "db") });
}, 600_000);
afterAll(async () => {
  await server?.stop();
  await robots?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a provider failing and a server killed in between: each group gets the challenge's message once", async () => {
  const admin = await new Api(server.url).as(ADMIN.email, ADMIN.password);
  expect((await admin.call("POST", "/admin/clock", { now: "2027-03-02T04:00:00Z" })).status).toBe(200);
  expect((await admin.call("POST", "/admin/sweep")).status).toBe(200); // the seeded open challenges expire
  for (const robot of [
    { kind: "wecom", url: `${robots.base}/cgi-bin/webhook/send?key=restart` },
    { kind: "slack", url: `${robots.base}/services/T0/B0/restart`, language: "en" },
  ])
    expect((await admin.call("POST", "/webhooks", { events: ["challenge_issued"], ...robot })).status).toBe(201);

  // The provider's bad spell begins; a challenge is issued; delivery tries at commit and fails.
  robots.fail(1_000_000);
  const first = await issueOne();
  await expect.poll(() => robots.failures(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2); // both robots tried, both refused
  expect(first()).toEqual([]);

  // Killed with the messages unsent; the provider recovers; the server starts again on the same data,
  // its clock past the retry's backoff and any lease the dead process held (2 minutes).
  await server.kill("SIGKILL");
  robots.fail(0);
  serverClockAhead(5 * 60);
  server = await serve({ env: { ...env(), LADDER_SWEEP_INTERVAL_SECONDS: "2" }, dataDir: path.join(dataDir, "db") });
  await expect
    .poll(
      () =>
        first()
          .map((m) => m.provider)
          .sort(),
      { timeout: 60_000 },
    )
    .toEqual(["slack", "wecom"]);

  // Later deliveries (a later clock, another challenge's news through the same robots) send nothing again.
  serverClockAhead(15 * 60);
  const second = await issueOne();
  await expect.poll(() => second().length, { timeout: 60_000 }).toBe(2);
  expect(
    first()
      .map((m) => m.provider)
      .sort(),
  ).toEqual(["slack", "wecom"]);
}, 600_000);
