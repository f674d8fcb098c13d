// Issues 38 and 40 (api.md "Chat groups", scope.ladder; S2) on both databases: an admin's robot may
// follow one ladder's news alone; the site's robot hears every ladder, a ladder's robot only its
// own, and a notice of a ladder is written in that ladder's league time (its settings' zone), in
// the inbox, the mail and the group alike, and a digest in that ladder's week. Bad scopes are
// refused with a clear error and change nothing.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.LADDER_WEBHOOK_ALLOW_HOSTS = "127.0.0.1";
});
import { afterAll, beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { failure } from "./expect-failure";
import { h } from "./league-helpers";
import { startRobotServer } from "./robot-server";
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { createTeam, updateLeague } from "@/lib/services/league/admin";
import { createLadder, teamTimeZones } from "@/lib/services/league/ladders";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { createRobot, getRobot, listRobots, robotTimeZones, testRobot } from "@/lib/services/notify/chat/robots";
import { currentSettings } from "@/lib/services/league/league";
import { deliverChat } from "@/lib/services/notify/chat/deliver";
import { RobotSchema } from "@/lib/validations/robots";
import { queueWeeklyDigests } from "@/lib/services/notify/chat/digest";

const kinds = await databaseKinds();
const MADE = new Date("2026-11-01T00:00:00Z");

describeOnDatabases("group robots of one ladder (S2)", kinds, () => {
  let L: League;
  let robots: Awaited<ReturnType<typeof startRobotServer>>;
  let clock = T.getTime();
  const london: { id: string; captain: string }[] = [];
  const admin = () => L.actor(L.admin);
  const input = (over: Record<string, unknown>) =>
    RobotSchema.parse({ kind: "wecom", url: `${robots.base}/cgi-bin/webhook/send?key=site`, events: ["challenge_issued"], ...over });

  beforeAll(async () => {
    L = await makeLeague(3, MADE);
    robots = await startRobotServer({ dingtalk: "unused", feishu: "unused" }, () => clock);
    // A second ladder that plays in London time (its own settings, S1/S2).
    const ladder = await createLadder(await admin(), { slug: "london", name: { "zh-CN": "伦敦组", en: "London" } }, MADE);
    await updateLeague(await admin(), { timeZone: "Europe/London" }, MADE, ladder.id);
    const prisma = await db();
    const passwordHash = await hashPassword("password123");
    for (let t = 0; t < 2; t++) {
      const members = [];
      for (let i = 0; i < 4; i++) members.push((await prisma.user.create({ data: { email: `lon${t}m${i}@test`, name: `L${t}M${i}`, passwordHash } })).id);
      const { id } = await createTeam(await admin(), { name: `London ${t + 1}`, captainId: members[0], memberIds: members, ladder: "london" }, MADE);
      london.push({ id, captain: members[0] });
    }
  });
  afterAll(async () => robots.stop());

  test("only an admin scopes a robot to a ladder; a scope of a ladder and a team, or of no ladder, is refused and nothing is made", async () => {
    const prisma = await db();
    const before = await prisma.chatRobot.count();
    expect((await failure(createRobot(await L.actor(L.teams[0].captain), input({ scope: { ladder: "london" } })))).status).toBe(403);
    const both = await failure(createRobot(await admin(), input({ scope: { ladder: "london", team: L.teams[0].id } })));
    expect([both.status, both.code]).toEqual([400, "webhook_scope_one"]);
    const unknown = await failure(createRobot(await admin(), input({ scope: { ladder: "nowhere" } })));
    expect([unknown.status, unknown.code]).toEqual([400, "webhook_ladder_unknown"]);
    expect(await prisma.chatRobot.count()).toBe(before);
    expect(await prisma.event.count({ where: { type: "robot_added" } })).toBe(0);
  });

  test("the site's robot hears both ladders, each ladder's robot its own only; times in each ladder's league time", async () => {
    const prisma = await db();
    const site = await createRobot(await admin(), input({}), T);
    await createRobot(await admin(), input({ url: `${robots.base}/cgi-bin/webhook/send?key=open`, scope: { ladder: "main" } }), T);
    const lon = await createRobot(await admin(), input({ url: `${robots.base}/cgi-bin/webhook/send?key=lon`, scope: { ladder: "london" } }), T);
    expect((await getRobot(await admin(), lon.id)).scope).toEqual({ ladder: { slug: "london", name: { "zh-CN": "伦敦组", en: "London" } }, team: null });
    expect((await listRobots(await admin())).robots.find((r) => r.id === site.id)!.scope).toEqual({ ladder: null, team: null });
    const added = await prisma.event.findFirstOrThrow({ where: { type: "robot_added", data: { path: ["robotId"], equals: lon.id } } });
    expect(added.leagueId).not.toBe(1); // the ladder's own history (S6)

    await issueChallenge(await L.actor(L.teams[2].captain), { defenderId: L.teams[1].id, slots: SLOTS }, T);
    // The same four evenings in London: 20:00 there is 20:00 UTC in December.
    const evenings = SLOTS.map((s) => ({ at: new Date(s.at.getTime() + 8 * 3_600_000) }));
    await issueChallenge(await L.actor(london[1].captain), { defenderId: london[0].id, slots: evenings }, h(T, 1));
    clock = h(T, 2).getTime();
    expect(await deliverChat(new Date(clock))).toMatchObject({ sent: 4, failed: 0 });
    const to = (key: string) => robots.accepted.filter((m) => m.url.includes(`key=${key}`)).map((m) => m.text.split("\n")[0]);
    expect(to("site").length).toBe(2);
    expect(to("open")).toEqual([expect.stringContaining("Team 3 挑战 Team 2")]);
    expect(to("lon")).toEqual([expect.stringContaining("London 2 挑战 London 1")]);
    // SLOTS[0] is 12:00 UTC, 20:00 in the open ladder's China time; London's first evening is 20:00 there (GMT in December).
    const lonText = robots.accepted.find((m) => m.url.includes("key=lon"))!.text;
    expect(lonText).toContain("12月2日周三 20:00 英国时间");
    expect(robots.accepted.find((m) => m.url.includes("key=open"))!.text).toContain("12月2日周三 20:00 中国时间");
    // The London defender's mail and inbox row say the same (league time of its ladder).
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: "lon0m0@test" } });
    expect(mail.body).toContain("12月2日周三 20:00 英国时间");
    expect(mail.body).not.toContain("中国时间");
  });

  test("a ladder's robot's test message names that ladder and links to its page (S2)", async () => {
    const lon = await createRobot(
      await admin(),
      input({ url: `${robots.base}/cgi-bin/webhook/send?key=tlon`, language: "en", scope: { ladder: "london" } }),
      T,
    );
    clock = Date.now();
    expect(await testRobot(await admin(), lon.id)).toMatchObject({ ok: true });
    const text = robots.accepted.find((m) => m.url.includes("key=tlon"))!.text;
    expect(text).toContain("The group robot of London is connected");
    expect(text).toMatch(/\/en\/ladders\/london(\)|\s|$)/);
  });

  test("the weekly digest of a ladder's robot names that ladder's matches only", async () => {
    await createRobot(await admin(), input({ url: `${robots.base}/cgi-bin/webhook/send?key=dlon`, events: ["digest"], scope: { ladder: "london" } }), T);
    await createRobot(await admin(), input({ url: `${robots.base}/cgi-bin/webhook/send?key=dopen`, events: ["digest"], scope: { ladder: "main" } }), T);
    // Wednesday evening: both open challenges' answers are due within two days.
    const now = h(T, 30);
    expect(await queueWeeklyDigests(now)).toBe(2);
    clock = now.getTime();
    await deliverChat(now);
    const digest = (key: string) => robots.accepted.find((m) => m.url.includes(`key=${key}`))!.text;
    expect(digest("dlon")).toContain("London 2");
    expect(digest("dlon")).not.toContain("Team 3");
    expect(digest("dopen")).toContain("Team 3");
    expect(digest("dopen")).not.toContain("London");
  });

  test("a team's robot has its team's ladder's digest: that ladder's week, from Monday 09:00 there, and its times", async () => {
    const prisma = await db();
    const team = await createRobot(
      await L.actor(london[0].captain),
      input({ url: `${robots.base}/cgi-bin/webhook/send?key=dteam`, events: ["digest"], scope: { team: london[0].id } }),
      T,
    );
    // The same Wednesday: the two ladders' robots had this week's; the team's robot has its first.
    expect(await queueWeeklyDigests(h(T, 30))).toBe(1);
    const lines = (await prisma.chatOutbox.findFirstOrThrow({ where: { robotId: team.id } })).lines.join("\n");
    expect(lines).toContain("London 2");
    expect(lines).toContain("英国时间"); // the answer's deadline in London time, not the open ladder's
    expect(lines).not.toContain("中国时间");
    // Mon 7 Dec 02:00 UTC: 10:00 in Shanghai (the open ladder's week has begun), 02:00 in London.
    expect(await queueWeeklyDigests(new Date("2026-12-07T02:00:00Z"))).toBe(1);
    expect(await prisma.chatOutbox.count({ where: { robotId: team.id } })).toBe(1);
    // 09:30 in London: the London ladder's robot and the London team's.
    expect(await queueWeeklyDigests(new Date("2026-12-07T09:30:00Z"))).toBe(2);
    expect(await prisma.chatOutbox.count({ where: { robotId: team.id } })).toBe(2);
  });

  test("the admin's lists show each row's times in its own ladder's zone: a ladder's robot, a team's robot or invitation (its ladder's), the site's (the default's)", async () => {
    const home = (await currentSettings()).timeZone;
    expect(home).not.toBe("Europe/London");
    const open = await createRobot(
      await L.actor(L.teams[0].captain),
      input({ url: `${robots.base}/cgi-bin/webhook/send?key=zopen`, scope: { team: L.teams[0].id } }),
      T,
    );
    const { robots: all } = await listRobots(await admin());
    const zones = await robotTimeZones(all);
    expect(Object.keys(zones).sort()).toEqual(all.map((r) => r.id).sort());
    const [ladder, team, site] = [
      all.filter((r) => r.scope.ladder?.slug === "london"),
      all.filter((r) => r.scope.team?.id === london[0].id),
      all.filter((r) => !r.scope.ladder && !r.scope.team),
    ];
    expect([ladder.length > 0, team.length > 0, site.length > 0]).toEqual([true, true, true]);
    for (const r of [...ladder, ...team]) expect(zones[r.id]).toBe("Europe/London");
    expect(zones[open.id]).toBe(home);
    for (const r of site) expect(zones[r.id]).toBe(home);
    // The same for the admin's invitations (teamTimeZones): a team's ladder's zone; no team, or one gone, the default's.
    const byTeam = await teamTimeZones([london[0].id, L.teams[0].id, null, "no-such-team"]);
    expect([london[0].id, L.teams[0].id, null, "no-such-team"].map((t) => byTeam.get(t))).toEqual(["Europe/London", home, home, home]);
  });
});
