// Issue 11: two app instances on one PostgreSQL. A write through one is visible in the very next
// read through the other (the read caches are cleared through LISTEN/NOTIFY), a deadline due on
// both is applied once, and only one instance sweeps at a time (advisory lock).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { serve, type Served } from "@/scripts/lib/serve";
import { Api } from "@/scripts/lib/api-client";
import { captainEmailOf } from "./harness";
import { createDatabase, pgReachable } from "../pg-admin";
import { startRobotServer } from "../integration/robot-server";

const reachable = await pgReachable();
if (process.env.CI && !reachable) throw new Error("CI: PostgreSQL is required for the two-instance test");

describe.runIf(reachable)("two app instances on one PostgreSQL", () => {
  let a: Served;
  let b: Served;
  let drop: (() => Promise<void>) | undefined;
  let robots: Awaited<ReturnType<typeof startRobotServer>>;
  beforeAll(async () => {
    const created = await createDatabase("ladder_two");
    drop = created.drop;
    robots = await startRobotServer({ dingtalk: "unused", feishu: "unused" }, () => Date.now());
    const env = { DATABASE_URL: created.url, LADDER_SWEEP_INTERVAL_SECONDS: "1", LADDER_WEBHOOK_ALLOW_HOSTS: "127.0.0.1" };
    a = await serve({ prepare: ["prisma/seed.ts", "--force-demo"], env });
    b = await serve({ env });
  }, 600_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await robots?.stop();
    await drop?.();
  });

  test("one sweeper at a time: exactly one instance holds the advisory lock", async () => {
    let sweepers = 0;
    for (let i = 0; i < 40; i++) {
      const h = await Promise.all([a, b].map(async (s) => (await (await fetch(`${s.url}/api/v1/health`)).json()) as { sweeper: boolean; instance: string }));
      expect(h[0].instance).not.toBe(h[1].instance);
      sweepers = h.filter((x) => x.sweeper).length;
      if (sweepers === 1) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(sweepers).toBe(1);
  });

  test("a write on A is in the very next read on B; a deadline due on both is applied once", async () => {
    const apiA = new Api(a.url);
    const apiB = new Api(b.url);
    const adminA = await apiA.as("admin@demo.club");
    const adminB = await apiB.as("admin@demo.club");
    expect((await adminA.call("POST", "/admin/clock", { now: "2027-05-04T04:00:00Z" })).status).toBe(200); // a Tuesday noon
    await adminA.call("POST", "/admin/sweep");
    const free = async (api: Api) => {
      const rows = (await api.call("GET", "/ladder")).body.entries as {
        position: number;
        team: { id: string; name: string };
        mayChallenge: number[];
        outgoing?: string;
        incoming?: string;
      }[];
      for (const r of [...rows].reverse()) {
        if (r.outgoing) continue;
        const t = rows.find((d) => r.mayChallenge.includes(d.position));
        if (t) return { c: r, d: t, rows };
      }
      throw new Error("no free pair");
    };
    // B's caches are warm before the write: the API's read model and the anonymous page cache.
    const before = await free(apiB);
    await apiB.call("GET", "/ladder");
    const page = (s: Served, headers: Record<string, string> = {}) => fetch(`${s.url}/en`, { headers: { "accept-language": "en", ...headers } });
    // (Right after the clock moved, the background sweeper's writes may still drop it: wait for a hit.)
    let warm = await page(b);
    for (let i = 0; i < 40 && warm.headers.get("x-ladder-page-cache") !== "hit"; i++) {
      await new Promise((r) => setTimeout(r, 250));
      warm = await page(b);
    }
    expect(warm.headers.get("x-ladder-page-cache")).toBe("hit");
    expect((await page(b, { "cache-control": "no-cache" })).headers.get("x-ladder-page-cache")).not.toBe("hit"); // a hard reload renders
    expect(await warm.text()).not.toContain("/challenges/new"); // (anonymous: no challenge buttons)
    const captain = await apiA.as(await captainEmailOf(before.c.team.name));
    const slots = ["2027-05-05T12:00:00Z", "2027-05-06T12:00:00Z", "2027-05-07T12:00:00Z", "2027-05-10T12:00:00Z"];
    const issued = await captain.call("POST", "/challenges", { defenderId: before.d.team.id, slots });
    expect(issued.status).toBe(201);
    // The very next read through B shows the lock (same answer as A).
    const onB = (await apiB.call("GET", "/ladder")).body.entries as { team: { id: string }; outgoing?: string }[];
    const onA = (await apiA.call("GET", "/ladder")).body.entries as { team: { id: string }; outgoing?: string }[];
    expect(onB.find((r) => r.team.id === before.c.team.id)?.outgoing).toBe(issued.body.id);
    expect(onB).toEqual(onA);
    // So does the very next page view on B: its page cache was dropped with the read model.
    const pageB = await page(b);
    expect(pageB.headers.get("x-ladder-page-cache")).toBe("miss");
    expect(await pageB.text()).toContain(`href="/en/challenges/${issued.body.id}"`);
    // The answer deadline passes; both instances sweep at once (and their background sweeper runs).
    expect((await adminB.call("POST", "/admin/clock", { now: new Date(new Date(issued.body.respondBy).getTime() + 60_000).toISOString() })).status).toBe(200);
    await Promise.all([adminA.call("POST", "/admin/sweep"), adminB.call("POST", "/admin/sweep"), adminA.call("POST", "/admin/sweep")]);
    const c = (await apiB.call("GET", `/challenges/${issued.body.id}`)).body as { state: string; outcome: { reason: string }; events: { type: string }[] };
    expect([c.state, c.outcome.reason]).toEqual(["final", "defender_forfeit"]);
    expect(c.events.filter((e) => e.type === "challenge_decided")).toHaveLength(1);
    const after = (await apiA.call("GET", "/ladder")).body.entries as { team: { id: string }; position: number }[];
    expect(after.find((r) => r.team.id === before.c.team.id)?.position).toBe(before.d.position);
  });

  test("a settings change on A is in the very next read on B (the configuration's own NOTIFY)", async () => {
    const adminA = await new Api(a.url).as("admin@demo.club");
    const apiB = new Api(b.url);
    const venue = (await apiB.call("GET", "/league")).body.venue as string;
    expect((await apiB.call("GET", "/league")).body.venue).toBe(venue); // B keeps it cached now
    expect((await adminA.call("PATCH", "/league", { venue: `${venue} · room 2` })).status).toBe(200);
    expect((await apiB.call("GET", "/league")).body.venue).toBe(`${venue} · room 2`);
    expect((await adminA.call("PATCH", "/league", { venue })).status).toBe(200);
    expect((await apiB.call("GET", "/league")).body.venue).toBe(venue);
  });

  test("a season's change on A is in the very next read on B: the ladders, the seasons, the season and its page (issue 40)", async () => {
    const apiB = new Api(b.url);
    const adminA = await new Api(a.url).as("admin@demo.club");
    const current = (await apiB.call("GET", "/ladders")).body.ladders[0].currentSeason as { id: string; name: string };
    // B has every read of the season cached …
    expect((await apiB.call("GET", `/seasons/${current.id}`)).body.name).toBe(current.name);
    expect((await apiB.call("GET", "/ladders/main/seasons")).body.seasons[0].name).toBe(current.name);
    expect(await (await fetch(`${b.url}/seasons/${current.id}`)).text()).toContain(current.name);
    // … and A renames the season and sets its last day.
    const renamed = `${current.name} · B`;
    expect((await adminA.call("PATCH", `/seasons/${current.id}`, { name: renamed, endsOn: "2027-12-31" })).status).toBe(200);
    expect((await apiB.call("GET", "/ladders")).body.ladders[0].currentSeason).toMatchObject({ name: renamed, endsOn: "2027-12-31" });
    expect((await apiB.call("GET", `/seasons/${current.id}`)).body.name).toBe(renamed);
    expect((await apiB.call("GET", "/ladders/main/seasons")).body.seasons[0].name).toBe(renamed);
    expect(await (await fetch(`${b.url}/seasons/${current.id}`)).text()).toContain(renamed);
  });
  test("S2: a ladder made on A is in B's next list; a write in the women's ladder on A shows in B's women's ladder, never in B's default (issue 40)", async () => {
    const apiA = new Api(a.url);
    const apiB = new Api(b.url);
    const adminA = await apiA.as("admin@demo.club");
    type Row = { team: { id: string; name: string }; position: number; outgoing?: string; incoming?: string };
    // B has the list of ladders and both ladders' positions cached.
    expect((await apiB.call("GET", "/ladders")).body.ladders.map((l: { slug: string }) => l.slug)).toEqual(["main", "women"]);
    const defaultBefore = (await apiB.call("GET", "/ladder")).body.entries as Row[];
    const womenBefore = (await apiB.call("GET", "/ladders/women/ladder")).body.entries as Row[];
    expect(womenBefore.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    // A ladder made on A: the configuration's NOTIFY drops B's list.
    const made = await adminA.call("POST", "/ladders", { slug: "seniors", name: { "zh-CN": "长青组", en: "Seniors" }, division: 2 });
    expect(made.status).toBe(201);
    expect((await apiB.call("GET", "/ladders")).body.ladders.map((l: { slug: string }) => l.slug)).toEqual(["main", "women", "seniors"]);
    expect((await apiB.call("GET", "/ladders/seniors/ladder")).body.entries).toEqual([]);
    // A women's captain issues on A (Tuesday noon, four evenings that week).
    expect((await adminA.call("POST", "/admin/clock", { now: "2027-06-01T04:00:00Z" })).status).toBe(200);
    const captain = await apiA.as("w3.m1@demo.club");
    const slots = ["2027-06-02T12:00:00Z", "2027-06-03T12:00:00Z", "2027-06-04T12:00:00Z", "2027-06-07T12:00:00Z"];
    const issued = await captain.call("POST", "/challenges", { defenderId: womenBefore[1].team.id, slots });
    expect(issued.status).toBe(201);
    // B's women's ladder shows it at once; B's default ladder is what it was and what A answers.
    const womenOnB = (await apiB.call("GET", "/ladders/women/ladder")).body.entries as Row[];
    expect(womenOnB[2].outgoing).toBe(issued.body.id);
    expect(womenOnB[1].incoming).toBe(issued.body.id);
    const defaultOnB = (await apiB.call("GET", "/ladder")).body.entries as Row[];
    expect(defaultOnB.map((r) => r.team.id)).toEqual(defaultBefore.map((r) => r.team.id));
    expect(defaultOnB.some((r) => r.outgoing === issued.body.id || r.incoming === issued.body.id)).toBe(false);
    expect(defaultOnB).toEqual((await apiA.call("GET", "/ladder")).body.entries);
    expect((await apiB.call("GET", "/ladders/women/challenges")).body.challenges.map((c: { id: string }) => c.id)).toContain(issued.body.id);
    expect((await apiB.call("GET", "/challenges")).body.challenges.map((c: { id: string }) => c.id)).not.toContain(issued.body.id);
  });

  // Issue 38, decision 0024: on PostgreSQL each instance delivers from its own thread (the build's
  // bundled worker: this fails loudly if the bundler stops building it), and two instances
  // delivering at once send each message once.
  test("each instance delivers at commit from its delivery thread; a group gets each challenge's message once", async () => {
    const adminA = await new Api(a.url).as("admin@demo.club");
    expect((await adminA.call("POST", "/admin/clock", { now: "2027-05-11T04:00:00Z" })).status).toBe(200); // a Tuesday noon, league time
    for (const robot of [
      { kind: "wecom", url: `${robots.base}/cgi-bin/webhook/send?key=two` },
      { kind: "slack", url: `${robots.base}/services/T0/B0/two`, language: "en" },
    ])
      expect((await adminA.call("POST", "/webhooks", { events: ["challenge_issued"], ...robot })).status).toBe(201);
    type Row = { team: { id: string; name: string }; position: number; mayChallenge: number[]; outgoing?: string; incoming?: string };
    const free = (r: Row) => !r.outgoing && !r.incoming;
    const slots = ["2027-05-12T12:00:00Z", "2027-05-13T12:00:00Z", "2027-05-14T12:00:00Z", "2027-05-17T12:00:00Z"];
    const issued: { challenger: string; defender: string }[] = [];
    for (const s of [a, b]) {
      const ladder: Row[] = (await new Api(s.url).call("GET", "/ladder")).body.entries;
      const challenger = [...ladder].reverse().find((r) => free(r) && ladder.some((d) => r.mayChallenge.includes(d.position) && free(d)))!;
      const defender = ladder.find((d) => challenger.mayChallenge.includes(d.position) && free(d))!;
      const captain = await new Api(s.url).as(await captainEmailOf(challenger.team.name));
      const r = await captain.call("POST", "/challenges", { defenderId: defender.team.id, slots });
      expect([r.status, r.body.code]).toEqual([201, undefined]);
      issued.push({ challenger: challenger.team.name, defender: defender.team.name });
    }
    const about = (x: { challenger: string; defender: string }) =>
      robots.accepted
        .filter((m) => m.text.includes(x.challenger) && m.text.includes(x.defender))
        .map((m) => m.provider)
        .sort();
    for (const x of issued) await expect.poll(() => about(x), { timeout: 30_000 }).toEqual(["slack", "wecom"]);
    for (const s of [a, b]) expect((await (await fetch(`${s.url}/api/v1/health`)).json()).delivery).toBe("thread");
    // Still once each after both instances' health answered (a second deliverer never sends a claimed message again).
    for (const x of issued) expect(about(x)).toEqual(["slack", "wecom"]);
  });
});
