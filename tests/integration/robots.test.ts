// Issue 38 (api.md "Chat groups") on both databases: who may connect a group robot; the URL rules
// (SSRF); each event posted once to the robots that follow it (the site's and its teams'), in the
// robot's language, signed as DingTalk and Feishu verify it, within WeCom's size; a robot that fails
// for a minute gets its message once it recovers, exactly once, also after a deliverer died
// holding it (a restart); the providers' rate limits; a robot failing on and on is paused and its
// owner told, and resumes.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.LADDER_WEBHOOK_ALLOW_HOSTS = "127.0.0.1";
});
import { afterAll, beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { failure } from "./expect-failure";
import { startRobotServer } from "./robot-server";
import { db } from "@/lib/db/client";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { createRobot, deleteRobot, getRobot, listRobots, testRobot, updateRobot } from "@/lib/services/notify/chat/robots";
import { deliverChat } from "@/lib/services/notify/chat/deliver";
import { PAUSE_AFTER_FAILURES, retryDelayMs } from "@/lib/domain/notify/chat";
import { RobotSchema } from "@/lib/validations/robots";
import { confirmResult, submitResult } from "@/lib/services/challenges/results";
import { queueWeeklyDigests } from "@/lib/services/notify/chat/digest";

const kinds = await databaseKinds();
const secrets = { dingtalk: "SEC0123456789abcdef", feishu: "feishu-secret" };

describeOnDatabases("group robots", kinds, () => {
  let L: League;
  let clock = T.getTime();
  let robots: Awaited<ReturnType<typeof startRobotServer>>;
  const at = (ms: number) => new Date((clock = ms));
  const input = (over: Record<string, unknown>) =>
    RobotSchema.parse({ kind: "dingtalk", url: `${robots.base}/robot/send?access_token=t1`, events: ["challenge_issued"], ...over });
  beforeAll(async () => {
    L = await makeLeague(4);
    robots = await startRobotServer(secrets, () => clock);
  });
  afterAll(async () => robots.stop());

  test("who may connect a robot: an admin for the site, a captain or deputy for its own team; nobody else", async () => {
    const teamRobot = input({ scope: { team: L.teams[1].id } });
    expect((await failure(createRobot(null, teamRobot))).status).toBe(401);
    expect((await failure(createRobot(await L.actor(L.teams[1].members[3]), teamRobot))).status).toBe(403); // a member
    expect((await failure(createRobot(await L.actor(L.teams[2].captain), teamRobot))).status).toBe(403); // another team's captain
    expect((await failure(createRobot(await L.actor(L.referee), teamRobot))).status).toBe(403);
    expect((await failure(createRobot(await L.actor(L.teams[1].captain), input({})))).code).toBe("webhook_team_scope"); // site-wide: the admin's
    const own = await createRobot(await L.actor(L.teams[1].captain), teamRobot, T);
    const site = await createRobot(await L.actor(L.admin), input({ secret: secrets.dingtalk }), T);
    // Each sees what it manages; another team's captain does not learn the robot exists.
    expect((await listRobots(await L.actor(L.teams[1].captain))).robots.map((r) => r.id)).toEqual([own.id]);
    expect((await listRobots(await L.actor(L.admin))).robots.map((r) => r.id).sort()).toEqual([own.id, site.id].sort());
    expect((await listRobots(await L.actor(L.teams[2].captain))).robots).toEqual([]);
    expect((await failure(getRobot(await L.actor(L.teams[2].captain), own.id))).status).toBe(404);
    expect((await failure(deleteRobot(await L.actor(L.teams[2].captain), own.id))).status).toBe(404);
    // The URL (it carries the token) and the secret are never returned.
    const seen = JSON.stringify(await getRobot(await L.actor(L.admin), site.id));
    expect(seen).not.toContain("access_token");
    expect(seen).not.toContain(secrets.dingtalk);
    expect(JSON.parse(seen)).toMatchObject({ hasSecret: true, urlHint: expect.stringContaining("127.0.0.1") });
    await deleteRobot(await L.actor(L.teams[1].captain), own.id, T);
    await deleteRobot(await L.actor(L.admin), site.id, T);
    const prisma = await db();
    expect(await prisma.event.count({ where: { type: { in: ["robot_added", "robot_removed"] } } })).toBe(4);
  });

  test("URLs: the provider's own https host, or a public one for a generic robot (no private address)", async () => {
    const admin = await L.actor(L.admin);
    expect((await failure(createRobot(admin, input({ url: "https://oapi.dingtalk.com.evil.example/robot/send" })))).code).toBe("webhook_url_host");
    expect((await failure(createRobot(admin, input({ kind: "wecom", url: "http://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k" })))).code).toBe(
      "webhook_url_https",
    );
    expect((await failure(createRobot(admin, input({ kind: "generic", url: "https://localhost/hook" })))).code).toBe("webhook_url_private");
    expect((await failure(createRobot(admin, input({ kind: "generic", url: "https://169.254.169.254/latest" })))).code).toBe("webhook_url_private");
    expect((await failure(createRobot(admin, input({ kind: "generic", url: "https://[::1]/hook" })))).code).toBe("webhook_url_private");
    expect(await (await db()).chatRobot.count()).toBe(0);
  });

  test("an event goes once to each robot that follows it, the site's and the team's, in its language, signed, with the facts and the link", async () => {
    const prisma = await db();
    const admin = await L.actor(L.admin);
    await createRobot(admin, input({ secret: secrets.dingtalk, events: ["challenge_issued", "time_agreed"] }), T);
    await createRobot(admin, input({ kind: "wecom", url: `${robots.base}/cgi-bin/webhook/send?key=k`, events: ["time_agreed"] }), T);
    await createRobot(
      await L.actor(L.teams[1].captain),
      input({
        kind: "feishu",
        url: `${robots.base}/open-apis/bot/v2/hook/abc`,
        secret: secrets.feishu,
        language: "en",
        events: ["challenge_issued"],
        scope: { team: L.teams[1].id },
      }),
      T,
    );
    // Team 3's robot does not hear of Team 4 v Team 2 … nor of anything else it did not ask for.
    await createRobot(
      await L.actor(L.teams[2].captain),
      input({ kind: "feishu", url: `${robots.base}/open-apis/bot/v2/hook/c3`, secret: secrets.feishu, scope: { team: L.teams[2].id } }),
      T,
    );
    const { id } = await issueChallenge(await L.actor(L.teams[3].captain), { defenderId: L.teams[1].id, slots: SLOTS }, T);
    expect(await prisma.chatOutbox.count()).toBe(2);
    const r = await deliverChat(at(T.getTime() + 1000));
    expect(r).toMatchObject({ sent: 2, failed: 0 });
    expect(robots.refused).toEqual([]);
    const ding = robots.accepted.find((m) => m.provider === "dingtalk")!;
    expect(ding.body.markdown.title).toMatch(/^Team 4 挑战 Team 2（#\d+）$/);
    expect(ding.text).toContain("Team 4（第 4 名）对 Team 2（第 2 名）");
    expect(ding.text).toContain("12月2日周三 20:00 中国时间");
    expect(ding.text).toContain(`/challenges/${id})`);
    const feishu = robots.accepted.find((m) => m.provider === "feishu")!;
    expect(feishu.text).toContain("Team 4 challenges Team 2");
    expect(feishu.text).toContain("Wed, Dec 2, 20:00 China Time");
    expect(feishu.text).toContain(`/en/challenges/${id})`);
    // Delivered: nothing goes twice, by a second deliverer or a later sweep.
    expect((await Promise.all([deliverChat(at(T.getTime() + 2000)), deliverChat(at(T.getTime() + 2000))])).map((x) => x.sent)).toEqual([0, 0]);
    expect(robots.accepted).toHaveLength(2);

    // The time agreed: the two site robots that follow it, WeCom within its size.
    await acceptSlot(await L.actor(L.teams[1].captain), id, SLOTS[0].at, new Date(T.getTime() + 3600_000));
    await deliverChat(at(T.getTime() + 3600_000 + 1000));
    expect(robots.accepted.map((m) => m.provider).sort()).toEqual(["dingtalk", "dingtalk", "feishu", "wecom"]);
    expect(robots.accepted.find((m) => m.provider === "wecom")!.text).toContain("比赛时间：12月2日周三 20:00 中国时间");
  });

  test("a robot that fails for a minute gets its message when it recovers, exactly once, also after a deliverer died holding it", async () => {
    const prisma = await db();
    await prisma.chatOutbox.deleteMany();
    const robot = await prisma.chatRobot.findFirstOrThrow({ where: { kind: "wecom" } });
    const start = T.getTime() + 86400_000;
    const queue = (n: number) =>
      prisma.chatOutbox.createMany({
        data: Array.from({ length: n }, (_, i) => ({
          robotId: robot.id,
          event: "time_agreed",
          title: `消息 ${i}`,
          lines: ["一行"],
          linkLabel: "打开",
          linkPath: "/",
          nextAttemptAt: new Date(start),
          createdAt: new Date(start + i),
        })),
      });
    await queue(2);
    robots.fail(3);
    const before = robots.accepted.length;
    // The provider's bad minute: the first message fails and waits (its order kept: the second waits behind it).
    expect(await deliverChat(at(start))).toMatchObject({ sent: 0, failed: 1, nextAt: new Date(start + retryDelayMs(1)) });
    expect(await deliverChat(at(start + 10_000))).toMatchObject({ sent: 0, failed: 0 });
    expect(await deliverChat(at(start + 30_000))).toMatchObject({ sent: 0, failed: 1 });
    expect(await deliverChat(at(start + 90_000))).toMatchObject({ sent: 0, failed: 1 });
    // Recovered: both go, in order.
    expect(await deliverChat(at(start + 210_000))).toMatchObject({ sent: 2, failed: 0 });
    expect(robots.accepted.slice(before).map((m) => m.text.split("\n")[0])).toEqual(["**消息 0**", "**消息 1**"]);
    // A deliverer that claimed a message and died (a restart): the lease keeps others off for a
    // while, then the message goes, once.
    await prisma.chatOutbox.deleteMany();
    await queue(1);
    await prisma.chatOutbox.updateMany({ data: { claimedAt: new Date(start + 300_000), attempts: 1 } });
    expect(await deliverChat(at(start + 330_000))).toMatchObject({ sent: 0 });
    const [a, b] = await Promise.all([deliverChat(at(start + 500_000)), deliverChat(at(start + 500_000))]);
    expect(a.sent + b.sent).toBe(1);
    expect(robots.accepted.slice(before)).toHaveLength(3);
    expect(await prisma.chatRobot.findUniqueOrThrow({ where: { id: robot.id } })).toMatchObject({ failures: 0, pausedAt: null });
  });

  test("WeCom's 20 messages a minute: 25 queued go as 20, then 5 a minute later; none lost, none twice", async () => {
    const prisma = await db();
    await prisma.chatOutbox.deleteMany();
    const robot = await prisma.chatRobot.findFirstOrThrow({ where: { kind: "wecom" } });
    const start = T.getTime() + 2 * 86400_000;
    await prisma.chatOutbox.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        robotId: robot.id,
        event: "time_agreed",
        title: `m${i}`,
        lines: [],
        linkLabel: "打开",
        linkPath: "/",
        nextAttemptAt: new Date(start),
        createdAt: new Date(start + i),
      })),
    });
    const before = robots.accepted.length;
    const first = await deliverChat(at(start));
    expect(first.sent).toBe(20);
    // the minute (and half a second's margin) from the first send, stamped when it was accepted
    expect(first.nextAt!.getTime() - start).toBeGreaterThanOrEqual(60_500);
    expect(first.nextAt!.getTime() - start).toBeLessThan(62_000);
    expect(await deliverChat(at(start + 30_000))).toMatchObject({ sent: 0 });
    expect(await deliverChat(at(start + 60_000))).toMatchObject({ sent: 0 });
    expect(await deliverChat(at(start + 62_000))).toMatchObject({ sent: 5, nextAt: null });
    const sent = robots.accepted.slice(before).map((m) => m.text.split("\n")[0]);
    expect(sent).toEqual(Array.from({ length: 25 }, (_, i) => `**m${i}**`));
    expect(await prisma.chatOutbox.count({ where: { sentAt: null } })).toBe(0);
  });

  test("a robot failing on and on is paused and its owner told (inbox and mail); resuming sends what waited", async () => {
    const prisma = await db();
    await prisma.chatOutbox.deleteMany();
    const robot = await prisma.chatRobot.findFirstOrThrow({ where: { kind: "feishu", teamId: L.teams[1].id } });
    let t = T.getTime() + 3 * 86400_000;
    await prisma.chatOutbox.create({
      data: { robotId: robot.id, event: "challenge_issued", title: "x", lines: [], linkLabel: "Open", linkPath: "/en", nextAttemptAt: new Date(t) },
    });
    robots.fail(1000);
    for (let n = 1; n <= PAUSE_AFTER_FAILURES; n++) {
      expect(await deliverChat(at(t))).toMatchObject({ failed: 1 });
      t += retryDelayMs(n);
    }
    const paused = await prisma.chatRobot.findUniqueOrThrow({ where: { id: robot.id } });
    expect(paused.pausedAt).not.toBeNull();
    expect(paused.lastError).toMatch(/HTTP 500/);
    expect(await deliverChat(at(t + 3600_000))).toMatchObject({ sent: 0, failed: 0 }); // paused: not tried
    const told = await prisma.notification.findMany({ where: { type: "robot_paused" } });
    expect(told.map((n) => n.userId)).toEqual([L.teams[1].captain]);
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { userId: L.teams[1].captain, subject: { contains: "已暂停" } } });
    expect(mail.body).toContain("HTTP 500");
    expect(mail.linkPath).toBe(`/teams/${L.teams[1].id}#robots`);
    robots.fail(0);
    const resumed = await updateRobot(await L.actor(L.teams[1].captain), robot.id, { paused: false }, new Date(t + 3600_000));
    expect(resumed).toMatchObject({ paused: false, failures: 0 });
    expect(await deliverChat(at(t + 3600_000 + 1000))).toMatchObject({ sent: 1 });
  });

  test("the weekly digest: once per robot and league week, from Monday 09:00; last week's moves and results, a team's robot its own", async () => {
    const prisma = await db();
    await prisma.chatOutbox.deleteMany();
    const admin = await L.actor(L.admin);
    const site = await createRobot(admin, input({ kind: "wecom", url: `${robots.base}/cgi-bin/webhook/send?key=digest`, events: ["digest"] }), T);
    const team = await createRobot(
      await L.actor(L.teams[0].captain),
      input({ kind: "wecom", url: `${robots.base}/cgi-bin/webhook/send?key=digest-t1`, events: ["digest"], language: "en", scope: { team: L.teams[0].id } }),
      T,
    );
    // Team 4 v Team 2, agreed for Wed 2 Dec 20:00 (the test above): played, 45 : 30, confirmed.
    const ch = await prisma.challenge.findFirstOrThrow({ where: { challengerId: L.teams[3].id, defenderId: L.teams[1].id } });
    const after = new Date(SLOTS[0].at.getTime() + 3 * 3600_000);
    await submitResult(
      await L.actor(L.teams[3].captain),
      ch.id,
      { challengerImps: 45, defenderImps: 30, lineup: { challenger: L.teams[3].members.slice(0, 4), defender: L.teams[1].members.slice(0, 4) } },
      after,
    );
    await confirmResult(await L.actor(L.teams[1].captain), ch.id, new Date(after.getTime() + 3600_000));
    const monday = new Date("2026-12-07T00:30:00Z"); // Mon 7 Dec 08:30 in Shanghai: not yet
    expect(await queueWeeklyDigests(monday)).toBe(0);
    const later = new Date("2026-12-07T01:30:00Z"); // 09:30
    expect(await queueWeeklyDigests(later)).toBe(2);
    expect(await queueWeeklyDigests(new Date("2026-12-09T01:30:00Z"))).toBe(0); // the same week: once
    const rows = await prisma.chatOutbox.findMany({ where: { event: "digest" } });
    const siteDigest = rows.find((r) => r.robotId === site.id)!;
    expect(siteDigest.title).toMatch(/^梯级赛周报（11月30日.*–12月6日.*）$/);
    expect(siteDigest.lines).toContain("· Team 4 45 : 30 Team 2");
    expect(siteDigest.lines).toContain("· Team 4 战胜 Team 2，交换名次");
    const teamDigest = rows.find((r) => r.robotId === team.id)!;
    expect(teamDigest.lines).toEqual([
      "No moves last week.",
      "No matches last week.",
      "No match agreed for this week yet.",
      "No challenge due within two days.",
    ]);
    expect(await deliverChat(at(later.getTime()))).toMatchObject({ sent: 2 });
    expect(robots.accepted.filter((m) => m.text.includes("梯级赛周报") || m.text.includes("Ladder weekly"))).toHaveLength(2);
  });

  test("the test button: the robot's answer comes back; a refused signature says so", async () => {
    const admin = await L.actor(L.admin);
    const ok = await createRobot(admin, input({ secret: secrets.dingtalk }), T);
    const wrong = await createRobot(admin, input({ secret: "SECwrong" }), T);
    clock = Date.now();
    expect(await testRobot(admin, ok.id)).toMatchObject({ ok: true, status: 200 });
    expect(await testRobot(admin, wrong.id)).toMatchObject({ ok: false, error: expect.stringContaining("sign not match") });
  });
});
