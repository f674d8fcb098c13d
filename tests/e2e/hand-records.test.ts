// Issue 23 through the real pages in Chromium, with the real DDS: a captain imports the bridge
// server's file (BridgeComposer's PBN, ISO-8859-1) into the result form, sees the preview and
// submits; the double-dummy analysis arrives in the background and the match page shows the hand
// records (screenshots at 1280 and 360 px, looked at; axe clean); the print page puts four boards
// on a sheet; a referee's case page of a board dispute shows that board's hand record.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ADMIN, Api, captainEmailOf, newPage, signIn, startApp, type App, axe } from "./harness";

let app: App;
let admin: Api;
let matchId: string;
let caseId: string;
const fixture = path.join(import.meta.dirname, "../fixtures/match-files/bridgecomposer-team-iso8859-1.pbn");
type Row = { position: number; team: { id: string; name: string }; mayChallenge: number[]; outgoing?: string };

async function setClock(iso: string) {
  expect((await admin.call("POST", "/admin/clock", { now: iso })).status).toBe(200);
}

beforeAll(async () => {
  app = await startApp({ env: { LADDER_DDS: "on" } });
  admin = await app.api.as(ADMIN.email, ADMIN.password);
  await setClock("2027-03-02T04:00:00Z");
  expect((await admin.call("POST", "/admin/sweep")).status).toBe(200);
}, 600_000);
afterAll(async () => {
  await app?.stop();
});

test("a captain imports the server's file, submits, and the match page shows the hand records with double dummy and par (zh-CN)", async () => {
  const rows = (await app.api.call("GET", "/ladder")).body.entries as Row[];
  const challenger = [...rows].reverse().find((r) => !r.outgoing && r.mayChallenge.length)!;
  const defender = rows.find((r) => challenger.mayChallenge.includes(r.position))!;
  const capC = await app.api.as(await captainEmailOf(challenger.team.name));
  const capD = await app.api.as(await captainEmailOf(defender.team.name));
  const slots = ["2027-03-03T12:00:00Z", "2027-03-04T12:00:00Z", "2027-03-05T12:00:00Z", "2027-03-08T12:00:00Z"];
  const { body: issued } = await capC.call("POST", "/challenges", { defenderId: defender.team.id, slots });
  matchId = issued.id;
  expect((await capD.call("POST", `/challenges/${matchId}/accept`, { slot: slots[0] })).status).toBe(200);
  await setClock("2027-03-03T14:00:00Z");
  // during the match the defender reports a problem with board 3 (M5), before any result
  const claim = await capD.call("POST", `/challenges/${matchId}/claims`, {
    kind: "in_match",
    reason: "board 3: the server dealt the closed room again after a disconnection",
    boards: [3],
  });
  expect(claim.status).toBe(201);
  caseId = claim.body.caseId;

  const c = await newPage(app, "zh-CN");
  await signIn(c.page, await captainEmailOf(challenger.team.name));
  await c.page.goto(`/challenges/${matchId}`);
  await c.page.click('[data-testid="scoresheet"] summary');
  await c.page.setInputFiles('[data-testid="match-file"]', fixture);
  await c.page.click('[data-testid="match-file-preview"]');
  await c.page.waitForSelector('[data-testid="match-file-note"]');
  expect(await c.page.textContent('[data-testid="match-file-note"]')).toContain("ISO-8859-1");
  expect(await c.page.textContent('[data-testid="match-file-note"]')).toContain("16");
  const totals = await c.page.textContent('[data-testid="sheet-totals"]');
  await c.page.click('[data-testid="result-submit"]');
  await c.page.waitForSelector('[data-testid="hand-record-section"]');
  const api = (await app.api.call("GET", `/challenges/${matchId}/boards`)).body as {
    challengerImps: number;
    defenderImps: number;
    rows: { deal: string | null; dd: unknown; parNs: number | null }[];
  };
  expect(totals).toContain(`${api.challengerImps} : ${api.defenderImps}`);
  expect(api.rows.every((r) => r.deal)).toBe(true);

  // the analysis runs in the background: the page says so until it is there
  const deadline = Date.now() + 150_000;
  for (;;) {
    const b = (await app.api.call("GET", `/challenges/${matchId}/boards`)).body as typeof api;
    if (b.rows.every((r) => r.dd && r.parNs !== null)) break;
    expect(Date.now()).toBeLessThan(deadline);
    await new Promise((r) => setTimeout(r, 1000));
  }
  await c.page.reload();
  await c.page.waitForSelector('[data-testid="dd-1"]');
  expect(await c.page.locator("article.hand-record").count()).toBe(16);
  const first = c.page.locator('[data-testid="hand-record-1"]');
  expect(await first.locator('[data-testid="hand-W"]').textContent()).toContain("10"); // 10, not T
  expect(await first.textContent()).not.toMatch(/\bT\b/);
  expect(await first.textContent()).toContain("♠");
  // The compass (components/challenge/hand-record.css, loaded by the pages that show hand records):
  // North above West and East, West left of East on one line, South below.
  const box = async (seat: string) => (await first.locator(`[data-testid="hand-${seat}"]`).boundingBox())!;
  const [n, w, e, s] = [await box("N"), await box("W"), await box("E"), await box("S")];
  expect([n.y < w.y, w.y === e.y, w.x < e.x, e.y < s.y]).toEqual([true, true, true, true]);
  await c.page.locator('[data-testid="hand-record-section"]').evaluate((el) => el.scrollIntoView());
  await first.screenshot({ path: "docs/screenshots/hand-record-1280-zh-CN.png" });
  await axe(c.page, "match page");

  await c.page.setViewportSize({ width: 360, height: 780 });
  await c.page.reload();
  await c.page.locator('[data-testid="hand-record-3"]').scrollIntoViewIfNeeded();
  await c.page.locator('[data-testid="hand-record-3"]').screenshot({ path: "docs/screenshots/hand-record-360-zh-CN.png" });
  // nothing wider than the phone
  expect(await c.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await axe(c.page, "match page at 360");
  await c.context.close();
});

test("the print page puts four boards on a sheet; the export carries the analysis (en)", async () => {
  const p = await newPage(app, "en");
  await p.page.goto(`/en/challenges/${matchId}/hands`);
  await p.page.waitForSelector('[data-testid="hand-records"]');
  await axe(p.page, "hands page");
  const pdf = await p.page.pdf({ format: "A4", printBackground: true });
  fs.writeFileSync("docs/screenshots/hand-records-print-en.pdf", pdf);
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBe(4);
  await p.page.emulateMedia({ media: "print" });
  await p.page.screenshot({ path: "docs/screenshots/hand-records-print-en.png", clip: { x: 0, y: 0, width: 1200, height: 900 } });
  await p.context.close();
  const pbn = await fetch(`${app.url}/api/v1/challenges/${matchId}/boards.pbn`).then((r) => r.text());
  expect(pbn).toMatch(/\[OptimumScore "NS -?\d+"\]/);
  expect(pbn).toContain("[OptimumResultTable");
});

test("the referee's case page of the board dispute shows that board's hand record (en)", async () => {
  const r = await newPage(app, "en");
  await signIn(r.page, "referee@demo.club", undefined, "/en");
  await r.page.goto(`/en/cases/${caseId}`);
  await r.page.waitForSelector('[data-testid="case-hand-records"]');
  expect(await r.page.locator('[data-testid="case-hand-records"] article.hand-record').count()).toBe(1);
  expect(await r.page.locator('[data-testid="case-hand-records"] [data-testid="hand-record-3"]').count()).toBe(1);
  await r.page.locator('[data-testid="case-hand-records"]').screenshot({ path: "docs/screenshots/case-hand-record-en.png" });
  await axe(r.page, "case page");
  await r.context.close();
});
