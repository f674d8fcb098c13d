// Issue 40 (S6): upgrading keeps everything. The release before seasons (ef1cd56) seeded its demo
// league and wrote a backup of it, and recorded what its own server answered and its pages showed
// (scripts/make-upgrade-fixture.sh). This release restores that backup, which migrates it (its
// league becomes the default ladder, its history the first season), `verify`s it (the restore
// fails on any difference), serves it, and must answer and show the same: every JSON read of the
// league's data and the tables of its main pages, at the same league clock. The only additions are
// the first season's start in the log and the season itself.
import fs from "node:fs";
import zlib from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { serve, type Served } from "../../scripts/lib/serve";
import { CHROMIUM_PATH } from "../../scripts/lib/chromium";
import { Api } from "../../scripts/lib/api-client";
import { comparable, recordAnswers, type Recording } from "./upgrade-answers";

const FIXTURE = "tests/fixtures/upgrade";
let served: Served;

beforeAll(async () => {
  served = await serve({ prepare: ["scripts/restore.ts", "--in", `${FIXTURE}/release-ef1cd56.jsonl.gz`] });
}, 300_000);
afterAll(async () => {
  await served?.stop();
});

test("every answer and page table of the old league is unchanged after the upgrade", async () => {
  const before = JSON.parse(zlib.gunzipSync(fs.readFileSync(`${FIXTURE}/answers-ef1cd56.json.gz`)).toString()) as Recording;
  const after = await recordAnswers(served.url, CHROMIUM_PATH);
  expect(Object.keys(after.api).sort()).toEqual(Object.keys(before.api).sort());
  const [a, b] = [comparable(after), comparable(before)];
  for (const key of Object.keys(b.api)) expect(a.api[key], key).toEqual(b.api[key]);
  for (const key of Object.keys(b.pages)) expect(a.pages[key], key).toEqual(b.pages[key]);
  expect(Object.keys(b.pages).length).toBeGreaterThanOrEqual(10);
});

test("the old league is the default ladder's first season, running, with every challenge in it", async () => {
  const api = new Api(served.url);
  const { ladders } = (await api.call("GET", "/ladders")).body;
  expect(ladders).toEqual([expect.objectContaining({ slug: "main", currentSeason: expect.objectContaining({ number: 1, endsOn: null, state: "running" }) })]);
  const season = (await api.call("GET", `/seasons/${ladders[0].currentSeason.id}`)).body;
  const all = (await api.call("GET", "/challenges")).body.challenges;
  expect(season.page.total).toBe(all.length);
  const events = (await api.call("GET", "/events?type=season_started")).body.events;
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ rule: "S6" });
});
