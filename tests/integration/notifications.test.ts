// Notifications (issues 4 and 38): each notice goes to those who can act on it (a team's captain
// and deputies) or to every member for news, in each reader's language, with its facts (both
// teams, the times in league time, the score, the deadline) and an absolute link to the page;
// once per event; delivered when its transaction commits (a real SMTP server receives it).
import nodemailer from "nodemailer";
import { afterAll, beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { week } from "./league-helpers";
import { startSmtp } from "./smtp";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { confirmResult, submitResult } from "@/lib/services/challenges/results";
import { deliverOutbox, setMailTransport } from "@/lib/services/mail/mail";
import { db } from "@/lib/db/client";
import { siteOrigin } from "@/lib/services/accounts/secrets";
import { deliverAtCommit, deliveryMode } from "@/lib/services/notify/delivery";
import { deliverInThread, deliveryThreadStats, stopDeliveryThread } from "@/lib/server/delivery-thread";
import { withdrawChallenge } from "@/lib/services/challenges/withdraw";

const kinds = await databaseKinds();

describeOnDatabases("notifications", kinds, (kind) => {
  let L: League;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const challenged = () => L.teams[1];
  beforeAll(async () => {
    L = await makeLeague(3);
    const prisma = await db();
    // Team 2: member 1 is a deputy (T6) reading English; member 2 an ordinary member.
    await prisma.teamMember.updateMany({ where: { userId: challenged().members[1] }, data: { deputy: true } });
    await prisma.user.update({ where: { id: challenged().members[1] }, data: { locale: "en" } });
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await stopDeliveryThread();
    deliverAtCommit(false);
    setMailTransport(null);
    await smtp.stop();
  });

  test("a challenge received: the defender's captain and deputy, in each one's language, with the teams, the four times, the deadline and the link", async () => {
    const prisma = await db();
    const { id } = await issueChallenge(await L.actor(L.teams[2].captain), { defenderId: challenged().id, slots: SLOTS }, T);
    const inbox = await prisma.notification.findMany({ where: { type: "challenge_received" }, select: { userId: true } });
    expect(inbox.map((n) => n.userId).sort()).toEqual([challenged().captain, challenged().members[1]].sort());
    const mails = await prisma.emailOutbox.findMany({ orderBy: { to: "asc" } });
    expect(mails.map((m) => m.to)).toEqual(["t1m0@test", "t1m1@test"]);
    const zh = mails.find((m) => m.to === "t1m0@test")!;
    expect(zh.subject).toMatch(/^Team 3 挑战 Team 2（#\d+）$/);
    expect(zh.body).toContain("Team 3（第 3 名）对 Team 2（第 2 名）");
    expect(zh.body).toContain("12月2日周三 20:00 中国时间"); // SLOTS[0], 12:00 UTC
    expect(zh.body).toContain("截止：12月4日周五 12:00 中国时间"); // C7: 72 h after Tue 12:00
    expect(mails.find((m) => m.to === "t1m1@test")!.subject).toMatch(/^Team 3 challenges Team 2 \(#\d+\)$/);

    expect(await deliverOutbox(null)).toEqual({ sent: 0, failed: 0 }); // no SMTP: kept for the admin
    const [a, b] = await Promise.all([deliverOutbox(smtp.transport), deliverOutbox(smtp.transport)]);
    expect(a.sent + b.sent).toBe(2);
    expect((await deliverOutbox(smtp.transport)).sent).toBe(0);
    const received = smtp.to("t1m0@test");
    expect(received).toHaveLength(1);
    const link = `${siteOrigin((await prisma.league.findUnique({ where: { id: 1 } }))?.siteUrl)}/challenges/${id}`;
    expect(received[0].parsed.text).toContain(`回复挑战：${link}`);
    expect(received[0].parsed.html).toContain(`href="${link}"`);
    expect(smtp.to("t1m1@test")[0].parsed.text).toContain(
      `Answer the challenge: ${siteOrigin((await prisma.league.findUnique({ where: { id: 1 } }))?.siteUrl)}/en/challenges/${id}`,
    );
  });

  test("a result goes to the other side's captain and deputy to confirm, not to the submitter; its end goes to every member once", async () => {
    const prisma = await db();
    const ch = await prisma.challenge.findFirstOrThrow({ where: { defenderId: challenged().id } });
    await acceptSlot(await L.actor(challenged().captain), ch.id, SLOTS[0].at, T);
    const after = new Date(SLOTS[0].at.getTime() + 3 * 3600_000);
    await submitResult(
      await L.actor(challenged().members[1]),
      ch.id,
      { challengerImps: 45, defenderImps: 30, lineup: { challenger: L.teams[2].members.slice(0, 4), defender: challenged().members.slice(0, 4) } },
      after,
    );
    const submitted = await prisma.notification.findMany({ where: { type: "result_submitted" }, select: { userId: true, data: true } });
    expect(submitted.map((n) => n.userId)).toEqual([L.teams[2].captain]);
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: "t2m0@test", subject: { contains: "结果" } } });
    expect(mail.subject).toBe(`Team 2 提交了挑战 #${ch.number} 的结果`);
    expect(mail.body).toContain("结果：Team 3 45 : 30 Team 2");
    expect(mail.body).toContain("确认或申诉");
    expect(await prisma.notification.count({ where: { type: "challenge_final" } })).toBe(0);

    await confirmResult(await L.actor(L.teams[2].captain), ch.id, new Date(after.getTime() + 3600_000));
    const final = await prisma.notification.findMany({ where: { type: "challenge_final" }, select: { userId: true } });
    expect(final.map((n) => n.userId).sort()).toEqual([...L.teams[1].members, ...L.teams[2].members].sort());
    const en = await prisma.emailOutbox.findFirstOrThrow({ where: { to: "t1m1@test", subject: { contains: "over" } } });
    expect(en.body).toContain("Result: Team 3 45 : 30 Team 2");
    expect(en.body).toContain("Winner: Team 3");
  });

  test("delivery starts when the transaction commits, not at the minute's sweep", async () => {
    const prisma = await db();
    await prisma.emailOutbox.updateMany({ where: { sentAt: null }, data: { sentAt: new Date() } }); // the earlier tests' mails
    setMailTransport(smtp.transport);
    deliverAtCommit(true); // as the server does (lib/server/background.ts)
    const before = smtp.inbox.length;
    const next = week(1);
    await issueChallenge(await L.actor(L.teams[1].captain), { defenderId: L.teams[0].id, slots: next.slots }, next.at);
    // No sweep runs here: the commit itself started the delivery.
    await expect.poll(() => smtp.to("t0m0@test").length, { timeout: 10_000 }).toBe(1);
    expect(smtp.inbox.length).toBe(before + 1);
    // Marked sent just after the server took it (the sink may count it a moment before the mark commits).
    await expect.poll(() => prisma.emailOutbox.count({ where: { sentAt: null, to: "t0m0@test" } })).toBe(0);
  });

  // Budgets.md revision 4: on PostgreSQL the server delivers from a thread of its own (decision
  // 0024), with its own connection and the SMTP_URL it was started with; its runs are told back.
  test.runIf(kind === "postgresql")("on PostgreSQL the server's delivery thread sends at commit, each mail once", async () => {
    const prisma = await db();
    await prisma.emailOutbox.updateMany({ where: { sentAt: null }, data: { sentAt: new Date() } }); // the earlier tests' mails
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    try {
      deliverInThread(); // as the server does on PostgreSQL (lib/server/background.ts)
      expect(deliveryMode()).toBe("thread");
      // Started with the server, not at its first delivery: its start (loading, compiling) never
      // lands on a running server's first writes.
      expect(deliveryThreadStats().running).toBe(true);
      const before = smtp.inbox.length;
      const since = new Date();
      const open = await prisma.challenge.findFirstOrThrow({ where: { challengerId: L.teams[1].id, state: "awaiting_response" } });
      await withdrawChallenge(await L.actor(L.teams[1].captain), open.id, new Date(week(1).at.getTime() + 60_000));
      const queued = await prisma.emailOutbox.findMany({ where: { createdAt: { gte: since } }, select: { to: true } });
      expect(queued.length).toBeGreaterThan(0);
      await expect.poll(() => prisma.emailOutbox.count({ where: { createdAt: { gte: since }, sentAt: null } }), { timeout: 20_000 }).toBe(0);
      await expect.poll(() => smtp.inbox.length - before).toBe(queued.length);
      for (const m of queued) expect(smtp.to(m.to)).toHaveLength(smtp.inbox.slice(0, before).filter((r) => r.to === m.to).length + 1);
      // Sent by the thread (this thread delivered nothing: its mode hands every run over).
      await expect.poll(() => deliveryThreadStats().sent).toBe(queued.length);
      expect(deliveryThreadStats()).toMatchObject({ running: true });
    } finally {
      await stopDeliveryThread();
      delete process.env.SMTP_URL;
    }
  });

  test("a failing transport records the error and retries later", async () => {
    const prisma = await db();
    setMailTransport(null);
    await prisma.emailOutbox.updateMany({ where: { sentAt: null }, data: { sentAt: new Date() } }); // the earlier tests' mails
    await prisma.emailOutbox.create({ data: { to: "x@test", subject: "s", body: "b" } });
    const broken = {
      sendMail: async () => {
        throw new Error("550 mailbox unavailable");
      },
    } as unknown as nodemailer.Transporter;
    expect(await deliverOutbox(broken)).toEqual({ sent: 0, failed: 1 });
    const m = await prisma.emailOutbox.findFirstOrThrow({ where: { to: "x@test" } });
    expect(m).toMatchObject({ sentAt: null, attempts: 1, lastError: "550 mailbox unavailable" });
  });
});
