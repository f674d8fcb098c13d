// The JSON API over HTTP against the production server: the permission matrix of every mutating
// call (anonymous, member, captain of an unrelated team, captain of the wrong side, own captain,
// referee, admin) and bad input (clear 4xx with the rule id, nothing changed).
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN, Api, newPage, startApp, type App } from "./harness";
import type { Answer } from "@/scripts/lib/api-client";

let app: App;
let admin: Api;
const T = "2027-03-02T04:00:00Z"; // a Tuesday, 12:00 league time: outside the C10 window
const at = (iso: string) => new Date(iso).toISOString();
const SLOTS = ["2027-03-03T12:00:00Z", "2027-03-04T12:00:00Z", "2027-03-05T11:30:00Z", "2027-03-08T12:00:00Z"].map(at);
const COUNTER = ["2027-03-03T13:00:00Z", "2027-03-04T13:30:00Z", "2027-03-05T14:00:00Z", "2027-03-08T11:00:00Z"].map(at);

type Team = { id: string; name: string; captain: Api; member: Api };
const teams: Team[] = []; // positions 9..14 (joined at the bottom, T2)
const roles: Record<string, Api> = {};

async function makeTeam(i: number): Promise<Team> {
  const ids: string[] = [];
  for (let m = 0; m < 4; m++) {
    const r = await admin.call("POST", "/users", { email: `api${i}.${m}@test.club`, name: `API ${i}-${m}`, password: "password-123" });
    expect(r.status).toBe(201);
    ids.push(r.body.id);
  }
  const t = await admin.call("POST", "/teams", { name: `API 队 ${i}`, captainId: ids[0], memberIds: ids });
  expect(t.status).toBe(201);
  return {
    id: t.body.id,
    name: `API 队 ${i}`,
    captain: await app.api.as(`api${i}.0@test.club`, "password-123"),
    member: await app.api.as(`api${i}.1@test.club`, "password-123"),
  };
}

async function eventCount() {
  return ((await app.api.call("GET", "/events")).body.events as unknown[]).length;
}

beforeAll(async () => {
  app = await startApp();
  admin = await app.api.as(ADMIN.email, ADMIN.password);
  expect((await admin.call("POST", "/admin/clock", { now: T })).status).toBe(200);
  for (let i = 0; i < 6; i++) teams.push(await makeTeam(i));
  roles.anonymous = app.api;
  roles.referee = await app.api.as("referee@demo.club");
  roles.admin = admin;
  const ladder = (await app.api.call("GET", "/ladder")).body.entries as { position: number; team: { id: string } }[];
  expect(ladder.slice(-6).map((e) => e.team.id)).toEqual(teams.map((t) => t.id));
}, 600_000);
afterAll(async () => {
  await app?.stop();
});

/** Tries the call as every role but `own`, expecting the given statuses and no change; then as `own`. */
async function matrix(call: (as: Api) => Promise<Answer>, cast: Record<string, [Api, number]>, own: [Api, number]) {
  const before = await eventCount();
  for (const [role, [as, status]] of Object.entries(cast)) {
    const r = await call(as);
    expect({ role, status: r.status }).toEqual({ role, status });
    if (status >= 400) expect(r.body.error.code, role).toBeTypeOf("string");
  }
  expect(await eventCount()).toBe(before);
  const r = await call(own[0]);
  expect(r.status, JSON.stringify(r.body)).toBe(own[1]);
  return r.body;
}

describe("permission matrix", () => {
  let c1: string; // team index 5 (pos 14) → index 4 (pos 13): accept, result, confirm
  let c2: string; // index 3 (pos 12) → index 2 (pos 11): counter/choose/check-in/result/appeal/correction
  let c3: string; // index 1 (pos 10) → index 0 (pos 9): withdraw

  test("issue: anonymous 401, member/referee/admin 403, wrong table 422, own captain 201", async () => {
    const body = (defenderId: string) => ({ defenderId, slots: SLOTS });
    const [t0, t1, t2, t3, t4, t5] = teams;
    const r = await matrix(
      (as) => as.call("POST", "/challenges", body(t4.id)),
      {
        anonymous: [roles.anonymous, 401],
        member: [t5.member, 403],
        referee: [roles.referee, 403],
        admin: [roles.admin, 403],
        unrelatedCaptain: [t0.captain, 422], // position 9 may not challenge 13 (C1)
        wrongSide: [t4.captain, 422], // a team does not challenge itself (C1)
      },
      [t5.captain, 201],
    );
    c1 = r.id;
    // The overridden clock runs on in real time from T (api.md): deadlines are T + 72 h / 168 h and a few seconds.
    const after = (iso: string, from: string) => new Date(iso).getTime() - new Date(from).getTime();
    expect(after(r.respondBy, "2027-03-05T04:00:00Z")).toBeGreaterThanOrEqual(0);
    expect(after(r.respondBy, "2027-03-05T04:00:00Z")).toBeLessThan(120_000);
    expect(after(r.playBy, r.respondBy)).toBe(96 * 3_600_000);
    c2 = (await t3.captain.call("POST", "/challenges", body(t2.id))).body.id;
    c3 = (await t1.captain.call("POST", "/challenges", body(t0.id))).body.id;
    expect(c2 && c3).toBeTruthy();
  });

  test("accept: only the defender's captain", async () => {
    const [t0, , , , t4, t5] = teams;
    await matrix(
      (as) => as.call("POST", `/challenges/${c1}/accept`, { slot: SLOTS[0] }),
      {
        anonymous: [roles.anonymous, 401],
        member: [t4.member, 403],
        unrelatedCaptain: [t0.captain, 403],
        wrongSide: [t5.captain, 403],
        referee: [roles.referee, 403],
        admin: [roles.admin, 403],
      },
      [t4.captain, 200],
    );
  });

  test("counter, then choose: defender counters, challenger chooses", async () => {
    const [t0, , t2, t3] = teams;
    const cast = (wrong: Api, member: Api) => ({
      anonymous: [roles.anonymous, 401] as [Api, number],
      member: [member, 403] as [Api, number],
      unrelatedCaptain: [t0.captain, 403] as [Api, number],
      wrongSide: [wrong, 403] as [Api, number],
      referee: [roles.referee, 403] as [Api, number],
      admin: [roles.admin, 403] as [Api, number],
    });
    await matrix((as) => as.call("POST", `/challenges/${c2}/counter`, { slots: COUNTER }), cast(t3.captain, t2.member), [t2.captain, 200]);
    await matrix((as) => as.call("POST", `/challenges/${c2}/choose`, { slot: COUNTER[0] }), cast(t2.captain, t3.member), [t3.captain, 200]);
  });

  test("withdraw: only the challenger's captain", async () => {
    const [t0, t1, , , , t5] = teams;
    await matrix(
      (as) => as.call("POST", `/challenges/${c3}/withdraw`),
      {
        anonymous: [roles.anonymous, 401],
        member: [t1.member, 403],
        unrelatedCaptain: [t5.captain, 403],
        wrongSide: [t0.captain, 403],
        referee: [roles.referee, 403],
        admin: [roles.admin, 403],
      },
      [t1.captain, 200],
    );
  });

  test("check-in: any member of either team, in the window", async () => {
    const [t0, , t2] = teams;
    expect((await admin.call("POST", "/admin/clock", { now: at("2027-03-03T12:50:00Z") })).status).toBe(200);
    await matrix(
      (as) => as.call("POST", `/challenges/${c2}/check-in`),
      {
        anonymous: [roles.anonymous, 401],
        unrelatedCaptain: [t0.captain, 403],
        referee: [roles.referee, 403],
        admin: [roles.admin, 403],
      },
      [t2.member, 200],
    );
    expect((await t2.captain.call("POST", `/challenges/${c2}/check-in`)).body.error.rule).toBe("C11");
  });

  test("result, confirm/appeal, correction", async () => {
    const [t0, , t2, t3] = teams;
    expect((await admin.call("POST", "/admin/clock", { now: at("2027-03-03T16:00:00Z") })).status).toBe(200);
    const lineup = async (t: Team) => ((await app.api.call("GET", `/teams/${t.id}`)).body.members as { id: string }[]).map((m) => m.id);
    const body = { challengerImps: 31, defenderImps: 29, lineup: { challenger: await lineup(t3), defender: await lineup(t2) } };
    await matrix(
      (as) => as.call("POST", `/challenges/${c2}/result`, body),
      {
        anonymous: [roles.anonymous, 401],
        member: [t2.member, 403],
        unrelatedCaptain: [t0.captain, 403],
        referee: [roles.referee, 403],
        admin: [roles.admin, 403],
      },
      [t3.captain, 200],
    );
    const others = (wrong: Api) => ({
      anonymous: [roles.anonymous, 401] as [Api, number],
      member: [t2.member, 403] as [Api, number],
      unrelatedCaptain: [t0.captain, 403] as [Api, number],
      wrongSide: [wrong, 403] as [Api, number],
      referee: [roles.referee, 403] as [Api, number],
      admin: [roles.admin, 403] as [Api, number],
    });
    // confirm is refused for everyone but the other captain; that captain appeals instead
    for (const [role, as, status] of [
      ["submitter", t3.captain, 403],
      ["anonymous", roles.anonymous, 401],
      ["unrelated", t0.captain, 403],
      ["referee", roles.referee, 403],
    ] as const) {
      expect({ role, status: (await as.call("POST", `/challenges/${c2}/confirm`)).status }).toEqual({ role, status });
    }
    await matrix((as) => as.call("POST", `/challenges/${c2}/appeal`, { reason: "board 5 was misrecorded" }), others(t3.captain), [t2.captain, 200]);
    // M4 (revision 2): after the other side's appeal a correction request no longer counts.
    // M4 (revision 3): a correction states the corrected totals; without them it is a 400 naming them.
    const bare = await t3.captain.call("POST", `/challenges/${c2}/correction`, { reason: "we swapped the totals" });
    expect([bare.status, Object.keys(bare.body.error.fields).sort()]).toEqual([400, ["challengerImps", "defenderImps"]]);
    const corrected = { reason: "we swapped the totals", challengerImps: 29, defenderImps: 31 };
    await matrix((as) => as.call("POST", `/challenges/${c2}/correction`, corrected), others(t2.captain), [t3.captain, 409]);
    const late = await t3.captain.call("POST", `/challenges/${c2}/correction`, corrected);
    expect(late.body.error).toMatchObject({ code: "correction_too_late", rule: "M4" });
    const c = (await app.api.call("GET", `/challenges/${c2}`)).body;
    expect(c.state).toBe("disputed");
    expect(c.holdsLock).toBe(false);
    expect(c.cases.map((k: { kind: string }) => k.kind).sort()).toEqual(["appeal"]);
  });

  test("confirm: the other captain makes c1 final (after its result)", async () => {
    const [t0, , , , t4, t5] = teams;
    expect((await admin.call("POST", "/admin/clock", { now: at("2027-03-03T16:00:00Z") })).status).toBe(200);
    const lineup = async (t: Team) => ((await app.api.call("GET", `/teams/${t.id}`)).body.members as { id: string }[]).map((m) => m.id);
    expect(
      (
        await t4.captain.call("POST", `/challenges/${c1}/result`, {
          challengerImps: 40,
          defenderImps: 12,
          lineup: { challenger: await lineup(t5), defender: await lineup(t4) },
        })
      ).status,
    ).toBe(200);
    await matrix(
      (as) => as.call("POST", `/challenges/${c1}/confirm`),
      {
        anonymous: [roles.anonymous, 401],
        member: [t5.member, 403],
        unrelatedCaptain: [t0.captain, 403],
        wrongSide: [t4.captain, 403],
        referee: [roles.referee, 403],
        admin: [roles.admin, 403],
      },
      [t5.captain, 200],
    );
    const ladder = (await app.api.call("GET", "/ladder")).body.entries as { position: number; team: { id: string } }[];
    expect(ladder.find((e) => e.team.id === t5.id)!.position).toBe(13); // L1 swap
    expect(ladder.find((e) => e.team.id === t4.id)!.position).toBe(14);
  });

  test("admin operations: only admins", async () => {
    const [t0] = teams;
    const calls: [string, string, unknown][] = [
      ["POST", "/users", { email: "x@test.club", name: "X", password: "password-123" }],
      ["PATCH", "/league", { lateGraceMinutes: 15 }],
      ["POST", "/admin/sweep", undefined],
      ["PUT", "/ladder", { order: [t0.id] }],
    ];
    for (const [method, path, body] of calls) {
      for (const [role, as, status] of [
        ["anonymous", roles.anonymous, 401],
        ["member", t0.member, 403],
        ["captain", t0.captain, 403],
        ["referee", roles.referee, 403],
      ] as const) {
        expect({ path, role, status: (await as.call(method, path, body)).status }).toEqual({ path, role, status });
      }
    }
    expect((await admin.call("POST", "/admin/sweep")).status).toBe(200);
    expect((await admin.call("PATCH", "/league", { lateGraceMinutes: 15 })).status).toBe(200);
    // T2: the initial ranking cannot change once challenges were issued
    const r = await admin.call("PUT", "/ladder", { order: [t0.id] });
    expect(r.status).toBe(409);
    expect(r.body.error.rule).toBe("T2");
  });

  test("issue 26: every declared setting round-trips through PATCH /api/v1/league; out of range is refused with the field named", async () => {
    const { SETTING_NAMES, settingDecl } = await import("@/lib/domain/settings");
    const other = (n: (typeof SETTING_NAMES)[number]): unknown => {
      const d = settingDecl(n);
      switch (d.kind) {
        case "boolean":
          return !d.default;
        case "timeZone":
          return "Europe/London";
        case "weekdays":
          return [1, 3, 5];
        default:
          // Issue 39: an optional setting's "off" round-trips as null.
          if ("optional" in d) return null;
          return d.default + 1 <= d.max ? d.default + 1 : d.default - 1;
      }
    };
    for (const n of SETTING_NAMES) {
      const d = settingDecl(n);
      const before = (await app.api.call("GET", "/league")).body[n];
      const changed = await admin.call("PATCH", "/league", { [n]: other(n) });
      expect({ n, status: changed.status }).toEqual({ n, status: 200 });
      expect({ n, value: (await app.api.call("GET", "/league")).body[n] }).toEqual({ n, value: other(n) });
      if (d.kind === "int" || d.kind === "number") {
        const bad = await admin.call("PATCH", "/league", { [n]: d.max + 1 });
        expect({ n, status: bad.status, field: Object.keys(bad.body.error.fields ?? {}) }).toEqual({ n, status: 400, field: [n] });
      }
      expect((await admin.call("PATCH", "/league", { [n]: before })).status).toBe(200);
    }
  });
});

describe("bad input: a clear 4xx with the rule id, nothing changed", () => {
  const issue = (slots: unknown, defenderId?: string) => ({ defenderId: defenderId ?? teams[5].id, slots });
  test.each([
    ["missing fields", {}, 400, undefined],
    ["malformed JSON", "{not json", 400, undefined],
    ["3 slots", "3", 422, "C5"],
    ["5 slots", "5", 422, "C5"],
    ["a duplicate slot", "dup", 422, "C5"],
    ["a past slot", "past", 422, "C6"],
    ["a slot past the play deadline", "late", 422, "C6"],
    ["a weekend slot", "weekend", 422, "C6"],
    ["a slot without an offset", "nooffset", 400, undefined],
    ["an unknown defender", "unknown", 404, undefined],
  ])("%s → %s %s", async (_n, kind, status, rule) => {
    expect((await admin.call("POST", "/admin/clock", { now: T })).status).toBe(200);
    const s = [...SLOTS];
    const body =
      kind === "3"
        ? issue(s.slice(0, 3))
        : kind === "5"
          ? issue([...s, at("2027-03-08T13:00:00Z")])
          : kind === "dup"
            ? issue([s[0], s[0], s[1], s[2]])
            : kind === "past"
              ? issue([at("2027-03-01T12:00:00Z"), s[1], s[2], s[3]])
              : kind === "late"
                ? issue([at("2027-03-09T12:00:00Z"), s[1], s[2], s[3]])
                : kind === "weekend"
                  ? issue([at("2027-03-06T12:00:00Z"), s[1], s[2], s[3]])
                  : kind === "nooffset"
                    ? issue(["2027-03-03T20:00:00", s[1], s[2], s[3]])
                    : kind === "unknown"
                      ? issue(s, "no-such-team")
                      : kind;
    const before = await eventCount();
    const r = await teams[4].captain.call("POST", "/challenges", body, { "accept-language": "en" });
    expect(r.status).toBe(status);
    expect(r.body.error.message).toMatch(/\w/);
    if (rule) expect(r.body.error.rule).toBe(rule);
    expect(await eventCount()).toBe(before);
  });

  test("result: negative IMPs and strings for numbers are 400 with field errors; unknown challenge 404", async () => {
    const [, , t2, t3] = teams;
    const lineup = { challenger: ["a", "b", "c", "d"], defender: ["e", "f", "g", "h"] };
    const neg = await t3.captain.call("POST", `/challenges/nope/result`, { challengerImps: -1, defenderImps: 3, lineup });
    expect(neg.status).toBe(400);
    expect(Object.keys(neg.body.error.fields)).toContain("challengerImps");
    const str = await t3.captain.call("POST", `/challenges/nope/result`, { challengerImps: "12", defenderImps: 3, lineup });
    expect(str.status).toBe(400);
    const unknown = await t2.captain.call("POST", `/challenges/nope/result`, { challengerImps: 1, defenderImps: 3, lineup });
    expect(unknown.status).toBe(404);
  });

  test("messages follow Accept-Language (zh-CN default, en)", async () => {
    const zh = await teams[4].captain.call("POST", "/challenges", issue(SLOTS.slice(0, 3)));
    const en = await teams[4].captain.call("POST", "/challenges", issue(SLOTS.slice(0, 3)), { "accept-language": "en-GB,en;q=0.9" });
    expect(zh.body.error.message).toContain("4 个比赛时间");
    expect(en.body.error.message).toContain("exactly 4 start times");
  });

  test("wrong credentials for a token are 401", async () => {
    const r = await app.api.call("POST", "/auth/token", { email: "captain1@demo.club", password: "nope-nope" });
    expect(r.status).toBe(401);
  });

  test("a small answer is sent as it is, a large one compressed (issue 11: no deflate stream per write)", async () => {
    const headers = { "accept-encoding": "gzip" };
    const small = await fetch(`${app.url}/api/v1/challenges`, {
      method: "POST",
      headers: { ...headers, authorization: `Bearer ${teams[4].captain.token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(small.status).toBe(400);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect((await small.json()).error.code).toBeTypeOf("string");
    const large = await fetch(`${app.url}/api/v1/openapi.json`, { headers });
    expect(large.headers.get("content-encoding")).toBe("gzip");
    expect((await large.json()).openapi).toBe("3.1.0");
  });

  test("the OpenAPI document lists the operations of api.md", async () => {
    const doc = (await app.api.call("GET", "/openapi.json")).body;
    expect(doc.openapi).toBe("3.1.0");
    for (const p of [
      "/challenges",
      "/challenges/{id}/accept",
      "/challenges/{id}/counter",
      "/challenges/{id}/result",
      "/ladder",
      "/ratings",
      "/teams/{id}",
      "/admin/clock",
      "/admin/sweep",
      "/auth/token",
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});

describe("permission matrix of the case actions (issue 5)", () => {
  test("claims, statements, review, ruling, replacements and decisions", async () => {
    const [t0, t1, , , t4, t5] = teams;
    expect((await admin.call("POST", "/admin/clock", { now: T })).status).toBe(200);
    const c = await t1.captain.call("POST", "/challenges", { defenderId: t0.id, slots: SLOTS });
    expect(c.status).toBe(201);
    expect((await t0.captain.call("POST", `/challenges/${c.body.id}/accept`, { slot: SLOTS[0] })).status).toBe(200);
    expect((await admin.call("POST", "/admin/clock", { now: at("2027-03-03T12:20:00Z") })).status).toBe(200);

    const claim = await matrix(
      (as) => as.call("POST", `/challenges/${c.body.id}/claims`, { kind: "lateness", reason: "they were not ready at 20:15" }),
      {
        anonymous: [roles.anonymous, 401],
        member: [t0.member, 403],
        unrelatedCaptain: [t5.captain, 403],
        referee: [roles.referee, 403],
        admin: [roles.admin, 403],
      },
      [t0.captain, 201],
    );
    const caseId = claim.caseId as string;

    await matrix(
      (as) => as.call("POST", `/cases/${caseId}/statements`, { body: "We were all there at 20:05." }),
      {
        anonymous: [roles.anonymous, 401],
        member: [t1.member, 403],
        unrelatedCaptain: [t5.captain, 403],
      },
      [t1.captain, 201],
    );
    expect((await roles.referee.call("POST", `/cases/${caseId}/statements`, { body: "Please send screenshots." })).status).toBe(201);
    const file = await roles.referee.call("GET", `/cases/${caseId}`);
    expect(file.status).toBe(200);
    expect(file.body.messages.map((m: { kind: string }) => m.kind)).toEqual(["statement", "comment"]);
    expect((await t5.captain.call("GET", `/cases/${caseId}`)).status).toBe(403);
    expect((await app.api.call("GET", "/cases")).status).toBe(401);
    expect((await t0.captain.call("GET", "/cases")).status).toBe(403);

    const form = new FormData();
    form.append("file", new Blob(['[Board "7"]\n'], { type: "text/plain" }), "board7.pbn");
    const up = await fetch(`${app.url}/api/v1/cases/${caseId}/attachments`, {
      method: "POST",
      headers: { authorization: `Bearer ${t0.captain.token}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const attachmentId = ((await up.json()) as { id: string }).id;
    const got = await fetch(`${app.url}/api/v1/cases/${caseId}/attachments/${attachmentId}`, { headers: { authorization: `Bearer ${roles.referee.token}` } });
    expect([got.status, await got.text()]).toEqual([200, '[Board "7"]\n']);
    expect(
      (await fetch(`${app.url}/api/v1/cases/${caseId}/attachments/${attachmentId}`, { headers: { authorization: `Bearer ${t5.captain.token}` } })).status,
    ).toBe(403);
    const bad = new FormData();
    bad.append("file", new Blob(["MZ"], { type: "application/x-msdownload" }), "x.exe");
    const refused = await fetch(`${app.url}/api/v1/cases/${caseId}/attachments`, {
      method: "POST",
      headers: { authorization: `Bearer ${t0.captain.token}` },
      body: bad,
    });
    expect(refused.status).toBe(422);

    await matrix(
      (as) => as.call("POST", `/cases/${caseId}/ruling`, { kind: "award", winner: "defender", reason: "C12: the challenger was late" }),
      {
        anonymous: [roles.anonymous, 401],
        member: [t0.member, 403],
        ownCaptain: [t0.captain, 403],
        otherCaptain: [t1.captain, 403],
      },
      [roles.referee, 200],
    );
    expect((await roles.admin.call("POST", `/cases/${caseId}/ruling`, { kind: "uphold", reason: "again" })).status).toBe(409);
    expect((await roles.referee.call("POST", `/cases/${caseId}/ruling`, { kind: "replace", reason: "x" })).status).toBe(400);

    const review = await matrix(
      (as) => as.call("POST", `/challenges/${c.body.id}/review`, { reason: "routine verification" }),
      {
        anonymous: [roles.anonymous, 401],
        captain: [t0.captain, 403],
      },
      [roles.referee, 201],
    );
    expect((await roles.admin.call("POST", `/cases/${review.caseId}/ruling`, { kind: "uphold", reason: "the award stands" })).status).toBe(200);

    const free = await admin.call("POST", "/users", { email: "free.player@test.club", name: "Free Player", password: "password-123" });
    const outId = ((await app.api.call("GET", `/teams/${t4.id}`)).body.members as { id: string; captain: boolean }[]).find((m) => !m.captain)!.id;
    const rep = await matrix(
      (as) => as.call("POST", `/teams/${t4.id}/replacements`, { outUserId: outId, inUserId: free.body.id, reason: "moved away" }),
      {
        anonymous: [roles.anonymous, 401],
        member: [t4.member, 403],
        otherCaptain: [t5.captain, 403],
        referee: [roles.referee, 403],
        admin: [roles.admin, 403],
      },
      [t4.captain, 201],
    );
    await matrix(
      (as) => as.call("POST", `/replacements/${rep.requestId}/decision`, { approve: true, reason: "verified" }),
      {
        anonymous: [roles.anonymous, 401],
        member: [t4.member, 403],
        captain: [t4.captain, 403],
      },
      [roles.referee, 200],
    );
    expect((await app.api.call("GET", `/teams/${t4.id}`)).body.replacements.used).toBe(1);
  });

  test("the audit log filters by challenge and exports CSV", async () => {
    const all = (await app.api.call("GET", "/events")).body.events as { challengeId: string | null; type: string }[];
    const one = all.find((e) => e.challengeId)!.challengeId!;
    const filtered = (await app.api.call("GET", `/events?challenge=${one}`)).body.events as { challengeId: string }[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((e) => e.challengeId === one)).toBe(true);
    const csv = await (await fetch(`${app.url}/api/v1/events.csv?type=challenge_issued`)).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0].replace(/^\uFEFF/, "")).toBe("id,at,type,rule,by,teamId,otherTeamId,challengeId,caseId,data");
    expect(lines.length - 1).toBe(all.filter((e) => e.type === "challenge_issued").length);
  });
});

describe("compression of the full lists (issue 11)", () => {
  /** The raw answer (node:http does not decompress), asking with the given Accept-Encoding. */
  const raw = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${app.url}/api/v1${path}`, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
          const parts: Buffer[] = [];
          res
            .on("data", (d: Buffer) => parts.push(d))
            .on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts) }))
            .on("error", reject);
        })
        .on("error", reject);
    });

  test.each(["/ladder?limit=all", "/ratings?limit=all"])("%s: gzipped for a client that takes it, the same JSON; plain otherwise", async (path) => {
    const plain = await raw(path);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(1024); // large enough to be compressed
    const json = JSON.parse(plain.body.toString("utf8"));
    for (const accept of ["gzip", "gzip, deflate, br"]) {
      const z = await raw(path, accept);
      expect(z.headers["content-encoding"]).toBe("gzip");
      expect(z.headers["x-ladder-content-encoding"]).toBeUndefined(); // the route's private header stays inside
      expect(z.headers["vary"]).toMatch(/accept-encoding/i);
      expect(z.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(zlib.gunzipSync(z.body).toString("utf8"))).toEqual(json); // compressed once, not twice
    }
    // q=0 refuses gzip; a client that only takes br gets the JSON as it is.
    for (const accept of ["gzip;q=0", "br"]) expect((await raw(path, accept)).headers["content-encoding"]).toBeUndefined();
  });
});

test("issue 24: an unknown API path is a JSON 404 in the error shape; a wrong method a JSON 405 with Allow", async () => {
  const unknown = await fetch(`${app.url}/api/v1/no/such/thing`, { headers: { "accept-language": "en" } });
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get("content-type")).toContain("application/json");
  expect(await unknown.json()).toEqual({ error: { code: "not_found", message: "Not found." } });
  const post = await fetch(`${app.url}/api/v1/no/such/thing`, { method: "POST" });
  expect([post.status, (await post.json()).error.code]).toEqual([404, "not_found"]);
  const wrong = await fetch(`${app.url}/api/v1/ladder`, { method: "DELETE", headers: { "accept-language": "zh-CN" } });
  expect(wrong.status).toBe(405);
  expect(wrong.headers.get("allow")).toBe("GET, HEAD, OPTIONS, PUT");
  expect((await wrong.json()).error).toMatchObject({ code: "method_not_allowed", message: expect.stringContaining("DELETE") });
  // a literal path wins over a parameter, as Next routes: GET /teams/register is not GET /teams/{id}
  const register = await fetch(`${app.url}/api/v1/teams/register`);
  expect([register.status, register.headers.get("allow")]).toEqual([405, "OPTIONS, POST"]);
});

test("issue 24: the API answers in the language the pages choose for the same Accept-Language (next-intl's decision)", async () => {
  // The pages' proxy (next-intl) redirects "/" to the locale it picks; the API's messages must pick the same.
  for (const header of ["zh-TW,en;q=0.8", "zh-HK", "en;q=0,zh;q=0.5", "fr-FR,en;q=0.5", "de-DE", "en; q=0.9, zh-CN; q=0.8"]) {
    const page = await fetch(`${app.url}/`, { headers: { "accept-language": header }, redirect: "manual" });
    const pageLocale = page.status >= 300 && page.status < 400 && /\/en\/?$/.test(page.headers.get("location") ?? "") ? "en" : "zh-CN";
    const api = await fetch(`${app.url}/api/v1/no/such/thing`, { headers: { "accept-language": header } });
    const apiLocale = (await api.json()).error.message === "Not found." ? "en" : "zh-CN";
    expect({ header, api: apiLocale }).toEqual({ header, api: pageLocale });
  }
});

test("issue 24: a tour of the reads and account calls, each answer checked against the contract", async () => {
  // Each call below is validated by the API client against /api/v1/openapi.json (tests/e2e/contract.ts).
  const ok = async (a: Api, method: string, path: string, body?: unknown, status = 200) => {
    const r = await a.call(method, path, body);
    expect({ call: `${method} ${path}`, status: r.status }).toEqual({ call: `${method} ${path}`, status });
    return r.body;
  };
  const anon = app.api;
  await ok(anon, "GET", "/health");
  await ok(anon, "GET", "/ratings?limit=3");
  await ok(anon, "GET", "/ladder?limit=all");
  await ok(anon, "GET", "/challenges?state=open");
  const [first] = (await ok(anon, "GET", "/challenges?state=closed")).challenges as { id: string }[];
  if (first) await anon.call("GET", `/challenges/${first.id}/boards`); // a scoresheet, or the 404 in the error shape
  await ok(anon, "GET", "/events?order=desc&limit=5");
  await ok(roles.referee, "GET", "/cases?state=all");
  // A member's own account: profile, tokens, e-mail change, sign-out everywhere.
  const t = teams[5];
  const me = await ok(t.member, "GET", "/me");
  await ok(t.member, "PATCH", "/me", { emailNotifications: false });
  const token = await ok(t.member, "POST", "/auth/tokens", { name: "bot", expiresInDays: 7 }, 201);
  await ok(t.member, "GET", "/auth/tokens");
  await ok(t.member, "DELETE", `/auth/tokens/${token.id}`);
  await ok(t.member, "POST", "/me/email", { email: "api5.1-new@test.club", password: "password-123" }, 202);
  // The captain names a deputy and invites a member; the admin changes the captain back and forth.
  await ok(t.captain, "PUT", `/teams/${t.id}/deputies`, { userIds: [me.id] });
  const team = await ok(anon, "GET", `/teams/${t.id}`);
  await ok(t.captain, "GET", "/invitations");
  const inv = await ok(admin, "POST", "/invitations", { email: "tour.referee@test.club", role: "referee" }, 201);
  await ok(admin, "POST", `/invitations/${inv.id}/resend`);
  await ok(admin, "DELETE", `/invitations/${inv.id}`);
  await ok(admin, "PUT", `/teams/${t.id}/captain`, { userId: me.id });
  await ok(admin, "PUT", `/teams/${t.id}/captain`, { userId: team.captain.id });
  await ok(admin, "PATCH", `/users/${me.id}`, { disabled: false });
  // Addresses: 202 whatever they are.
  await ok(anon, "POST", "/signup", { email: "tour.signup@test.club", name: "Tour", password: "a-long-password-2026" }, 202);
  await ok(anon, "POST", "/signup/resend", { email: "tour.signup@test.club" }, 202);
  await ok(anon, "POST", "/auth/password-reset", { email: "nobody@test.club" }, 202);
  // Refusals are checked against the error shape too.
  await anon.call("POST", "/signup/verify", { token: "not-a-token-0000000000000000000000000000" });
  await anon.call("POST", "/unsubscribe?token=nope");
  await t.member.call("POST", "/priority/pass");
});

test("issue 24: every answer received is checked against /api/v1/openapi.json, and a misfit fails", async () => {
  // The check is the one the API client ran on every answer of this file (tests/e2e/contract.ts).
  const ladder = await app.api.call("GET", "/ladder?limit=2");
  expect(ladder.status).toBe(200);
  const misfits: [string, string, number, unknown][] = [
    ["GET", "/ladder", 200, { ...ladder.body, entries: [{ ...ladder.body.entries[0], position: "1" }] }], // a string for an integer
    ["GET", "/ladder", 200, { ...ladder.body, extra: true }], // a property the contract does not name
    ["GET", "/ladder", 418, ladder.body], // a status it does not document
    ["POST", "/challenges", 201, { id: "c1" }], // required properties missing
    ["GET", "/ladder", 404, { error: { message: "no code" } }], // an error not in the error shape
  ];
  const json = new Headers({ "content-type": "application/json", etag: 'W/"1-x"' });
  for (const [method, path, status, body] of misfits)
    expect(() => app.contract.check(method, path, status, json, body), `${method} ${path} ${status}`).toThrow();
  // A revalidated read must carry its ETag (the document says so).
  expect(() => app.contract.check("GET", "/ladder", 200, json, ladder.body)).not.toThrow();
  expect(() => app.contract.check("GET", "/ladder", 200, new Headers({ "content-type": "application/json" }), ladder.body)).toThrow(/ETag/);
  // What the suite exercised: each operation it called, by its operationId.
  const seen = [...app.contract.seen.keys()];
  console.log(`[contract] ${seen.length} operations validated in this file: ${seen.sort().join(", ")}`);
  expect(seen.length).toBeGreaterThanOrEqual(54);
});

test("issue 24: the API reference page renders the contract under its own script policy; no other page carries its scripts", async () => {
  const r = await fetch(`${app.url}/api-reference`);
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toContain("text/html");
  const csp = r.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain("unsafe-eval");
  const html = await r.text();
  expect(html).not.toMatch(/<script[^>]+src="https?:/); // nothing from a CDN
  // The about page links to it; the league's pages do not load Redoc.
  const about = await (await fetch(`${app.url}/en/about`)).text();
  expect(about).toContain('href="/api-reference"');
  for (const page of ["/", "/en/about", "/ratings"]) expect((await (await fetch(`${app.url}${page}`)).text()).toLowerCase()).not.toContain("redoc");
  // In Chromium: the operations are there, and the policy blocked nothing the page needs.
  const { context, page } = await newPage(app, "en", { width: 1280, height: 900 });
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/content security policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto("/api-reference");
  await page.getByText("Issue a challenge with exactly 4 slots", { exact: false }).first().waitFor();
  expect(await page.getByText("Bridge team ladder API").count()).toBeGreaterThan(0);
  await page.screenshot({ path: "docs/screenshots/api-reference-en.png" });
  // Redoc's attribution logo is an image on its CDN: the policy blocks it (no third-party request
  // from the league's site; Redoc hides the image when it fails). Nothing else may be blocked.
  expect(violations.filter((v) => !v.includes("https://cdn.redoc.ly/redoc/logo-mini"))).toEqual([]);
  await context.close();
});

test("issue 24: reads carry an entity tag of their bytes; If-None-Match answers 304 with no body until a write changes them", async () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}/api/v1${path}`, { headers });
  for (const [path, cacheControl] of [
    ["/ladder?limit=all", /^no-cache\b/], // a kept list: public, hashed once
    ["/challenges", /^private, no-cache\b/], // may depend on who asks
    ["/openapi.json", /^private, no-cache\b/],
  ] as const) {
    const first = await get(path, { "accept-encoding": "gzip" });
    expect(first.status).toBe(200);
    const tag = first.headers.get("etag");
    expect(tag, path).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]+"$/);
    expect(first.headers.get("cache-control"), path).toMatch(cacheControl);
    await first.arrayBuffer();
    // The tag is weak: the same for the gzipped and the plain answer.
    for (const encoding of ["gzip", "identity"]) {
      const again = await get(path, { "if-none-match": tag!, "accept-encoding": encoding });
      expect([path, encoding, again.status, again.headers.get("etag")]).toEqual([path, encoding, 304, tag]);
      expect(again.headers.get("content-encoding")).toBeNull();
      expect(await again.text()).toBe("");
    }
    // Another tag gets the answer.
    expect((await get(path, { "if-none-match": 'W/"0-stale"' })).status).toBe(200);
  }
  const before = (await get("/ladder?limit=all")).headers.get("etag")!;
  // A team joins at the bottom (T2): the ladder changes, and so does its tag.
  const u = await admin.call("POST", "/users", { email: "etag@test.club", name: "ETag", password: "password-123" });
  expect((await admin.call("POST", "/teams", { name: "ETag 队", captainId: u.body.id, memberIds: [u.body.id] })).status).toBe(201);
  const after = await get("/ladder?limit=all", { "if-none-match": before });
  expect(after.status).toBe(200);
  expect(after.headers.get("etag")).not.toBe(before);
  expect((await after.json()).entries.at(-1).team.name).toBe("ETag 队");
});
