// Notifications (issue 4): an inbox row per member of both teams, the same message queued to e-mail
// in the recipient's language, and delivery through a transport (SMTP by configuration).
import nodemailer from "nodemailer";
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { deliverOutbox } from "@/lib/services/mail/mail";
import { db } from "@/lib/db/client";

const kinds = await databaseKinds();

describeOnDatabases("notifications", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(3);
    const prisma = await db();
    await prisma.user.update({ where: { id: L.teams[1].members[2] }, data: { locale: "en" } });
  });

  test("a challenge received: inbox for each defender member, e-mail in each one's language, delivered once", async () => {
    const prisma = await db();
    await issueChallenge(await L.actor(L.teams[2].captain), { defenderId: L.teams[1].id, slots: SLOTS }, T);
    const inbox = await prisma.notification.findMany({ where: { type: "challenge_received" }, select: { userId: true } });
    expect(inbox.map((n) => n.userId).sort()).toEqual([...L.teams[1].members].sort());
    const mails = await prisma.emailOutbox.findMany({ orderBy: { to: "asc" } });
    expect(mails).toHaveLength(5);
    expect(mails.find((m) => m.to === "t1m2@test")!.subject).toMatch(/^Challenge #\d+ received$/);
    expect(mails.find((m) => m.to === "t1m1@test")!.subject).toMatch(/^收到挑战 #\d+$/);

    expect(await deliverOutbox(null)).toEqual({ sent: 0, failed: 0 }); // no SMTP: kept for the admin
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const [a, b] = await Promise.all([deliverOutbox(transport), deliverOutbox(transport)]);
    expect(a.sent + b.sent).toBe(5);
    expect(await prisma.emailOutbox.count({ where: { sentAt: null } })).toBe(0);
    expect((await deliverOutbox(transport)).sent).toBe(0);
  });

  test("a failing transport records the error and retries later", async () => {
    const prisma = await db();
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
