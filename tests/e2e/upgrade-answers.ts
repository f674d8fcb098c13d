// Issue 40 (S6): what a league's readers see, recorded the same way from the release before seasons
// (scripts/make-upgrade-fixture.sh, against that release's own server) and from this one after the
// upgrade (tests/e2e/upgrade.test.ts): every JSON read of the league's data, anonymous and as the
// admin, and the tables of its main pages, with the league's clock set to one instant. Only plain
// fetches and the browser: it runs against either release's server.
import { chromium } from "playwright-core";
import { Api } from "../../scripts/lib/api-client";

/** The instant the fixture's demo league was seeded at (libfaketime), and the clock both runs read at. */
export const SEEDED_AT = "2026-12-02T04:00:00.000Z";
export const READ_AT = "2026-12-02T06:00:00.000Z";
export const ADMIN = { email: "admin@demo.club", password: "bridge-demo-2026" };

export type Recording = { api: Record<string, { status: number; body: unknown }>; pages: Record<string, string[]> };

type Row = { id: string };

export async function recordAnswers(url: string, chromiumPath: string): Promise<Recording> {
  const admin = await new Api(url).as(ADMIN.email, ADMIN.password);
  const clock = await admin.call("POST", "/admin/clock", { now: READ_AT });
  if (clock.status !== 200) throw new Error(`clock: ${clock.status} ${JSON.stringify(clock.body)}`);
  const anonymous = new Api(url);
  const api: Recording["api"] = {};
  const read = async (who: "anonymous" | "admin", path: string) => {
    const r = await (who === "admin" ? admin : anonymous).call("GET", path);
    api[`${who} ${path}`] = { status: r.status, body: r.body };
    return r.body;
  };
  for (const p of ["/ladder?limit=all", "/ratings?limit=all", "/league", "/events?limit=all"]) await read("anonymous", p);
  const challenges = ((await read("anonymous", "/challenges?limit=all")) as { challenges: Row[] }).challenges;
  for (const c of challenges) {
    await read("anonymous", `/challenges/${c.id}`);
    await read("anonymous", `/challenges/${c.id}/boards`);
    await read("anonymous", `/challenges/${c.id}/share?format=text`);
  }
  const teams = ((await read("anonymous", "/ladder?limit=all")) as { entries: { team: Row }[] }).entries.map((e) => e.team);
  for (const t of teams) await read("anonymous", `/teams/${t.id}`);
  await read("admin", "/events?limit=all");
  const cases = ((await read("admin", "/cases")) as { cases: Row[] }).cases;
  for (const c of cases) await read("admin", `/cases/${c.id}`);

  // The pages' tables as a reader sees them (text), in Chinese.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
  const pages: Recording["pages"] = {};
  try {
    const page = await (await browser.newContext({ locale: "zh-CN", baseURL: url })).newPage();
    const paths = [
      "/",
      "/ratings",
      "/upcoming",
      ...teams.slice(0, 3).map((t) => `/teams/${t.id}`),
      ...challenges.slice(0, 6).map((c) => `/challenges/${c.id}`),
    ];
    for (const p of paths) {
      await page.goto(p, { waitUntil: "networkidle" });
      pages[p] = await page.$$eval("main table", (ts) => ts.map((t) => (t as HTMLElement).innerText));
    }
  } finally {
    await browser.close();
  }
  return { api, pages };
}

/**
 * What the upgrade adds to the log and nothing else may differ: the first season's start (S6),
 * and what the recording itself wrote at its real time (the token, the clock), after the seed; the
 * serving origin in links is the run's own; a case file's stored challenge row has its season.
 */
export function comparable(recorded: Recording): Recording {
  // Links carry the serving origin (a free port per run).
  const r = JSON.parse(JSON.stringify(recorded).replace(/http:\/\/127\.0\.0\.1:\d+/g, "{origin}")) as Recording;
  const api = Object.fromEntries(
    Object.entries(r.api).map(([k, v]) => {
      // A case file shows its challenge "as stored" (a loose object, api.md): the row gained its season
      // and its ladder (S2: the default ladder, 1).
      if (k.startsWith("admin /cases/") && (v.body as { challenge?: object })?.challenge) {
        const { seasonId: _s, leagueId, ...challenge } = (v.body as { challenge: { seasonId?: string; leagueId?: number } }).challenge;
        if (leagueId !== undefined && leagueId !== 1) throw new Error(`an upgraded challenge is in ladder ${leagueId}, not the default`);
        return [k, { ...v, body: { ...(v.body as object), challenge } }];
      }
      if (!k.endsWith("/events?limit=all") || !v.body) return [k, v];
      const body = v.body as { events: { type: string; at: string }[] };
      return [k, { ...v, body: { ...body, events: body.events.filter((e) => e.type !== "season_started" && e.at <= SEEDED_AT) } }];
    }),
  );
  return { api, pages: r.pages };
}
