// Issue 38: a reader's own time zone. Every notice gives its times in league time; a reader who
// chose another zone (PATCH /api/v1/me, the account page) reads their time beside it, in their
// language, in the inbox's mail; a reader without one, or a group robot, reads league time only.
// A new zone takes effect with the very next notice (the zones in use are configuration, dropped
// when a profile changes one).
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { withdrawChallenge } from "@/lib/services/challenges/withdraw";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { updateProfile } from "@/lib/services/accounts/profile";
import { notifyUsers } from "@/lib/services/mail/inbox";
import { inTransaction } from "@/lib/db/transaction";
import { db } from "@/lib/db/client";

const kinds = await databaseKinds();

describeOnDatabases("a reader's own time zone in notices", kinds, () => {
  let L: League;
  const defender = () => L.teams[1];
  const bodyTo = async (to: string, type: string) => {
    const prisma = await db();
    const rows = await prisma.emailOutbox.findMany({ where: { to, userId: { not: null } }, orderBy: { createdAt: "asc" } });
    const notices = await prisma.notification.findMany({ where: { type }, select: { userId: true } });
    expect(notices.length).toBeGreaterThan(0);
    return rows.at(-1)!.body;
  };
  beforeAll(async () => {
    L = await makeLeague(3);
    const prisma = await db();
    await prisma.teamMember.updateMany({ where: { userId: defender().members[1] }, data: { deputy: true } });
    await updateProfile(await L.actor(defender().captain), { timeZone: "Europe/London" });
    await updateProfile(await L.actor(defender().members[1]), { locale: "en", timeZone: "America/New_York" });
  });

  test("a challenge received: the captain in London and the deputy in New York each read their own time beside league time", async () => {
    await issueChallenge(await L.actor(L.teams[2].captain), { defenderId: defender().id, slots: SLOTS }, T);
    const captain = await bodyTo("t1m0@test", "challenge_received");
    // SLOTS[0] is 12:00 UTC: 20:00 in Shanghai, 12:00 in London, 07:00 in New York.
    expect(captain).toContain("· 12月2日周三 20:00 中国时间（你的时间：12:00 英国时间）");
    expect(captain).toContain("截止：12月4日周五 12:00 中国时间（你的时间：04:00 英国时间）");
    const deputy = await bodyTo("t1m1@test", "challenge_received");
    expect(deputy).toContain("· Wed, Dec 2, 20:00 China Time (your time: 07:00 ET)");
    expect(deputy).not.toContain("英国时间");
  });

  test("a zone cleared is league time only from the next notice on; a member who never chose one reads league time only", async () => {
    const prisma = await db();
    await updateProfile(await L.actor(defender().captain), { timeZone: null });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: defender().captain } })).timeZone).toBeNull();
    const first = await prisma.challenge.findFirstOrThrow({ where: { defenderId: defender().id } });
    await withdrawChallenge(await L.actor(L.teams[2].captain), first.id, new Date(T.getTime() + 3600_000));
    const { id } = await issueChallenge(await L.actor(L.teams[2].captain), { defenderId: defender().id, slots: SLOTS }, new Date(T.getTime() + 7200_000));
    expect(await bodyTo("t1m0@test", "challenge_received")).not.toContain("你的时间");
    expect(await bodyTo("t1m0@test", "challenge_received")).toContain("· 12月2日周三 20:00 中国时间\n");
    expect(await bodyTo("t1m1@test", "challenge_received")).toContain("(your time: 07:00 ET)");
    // A zone new to the site (after notices were rendered with the others) counts at once.
    await updateProfile(await L.actor(defender().members[2]), { timeZone: "Asia/Kolkata" });
    // The agreed time goes to every member of both teams: only those with a zone read a second time.
    await acceptSlot(await L.actor(defender().captain), id, SLOTS[0].at, new Date(T.getTime() + 10_800_000));
    expect(await bodyTo("t1m1@test", "challenge_scheduled")).toContain("Wed, Dec 2, 20:00 China Time (your time: 07:00 ET)");
    expect(await bodyTo("t1m2@test", "challenge_scheduled")).toContain("12月2日周三 20:00 中国时间（你的时间：17:30 印度时间）");
    for (const to of ["t1m0@test", "t1m3@test", "t2m0@test"]) {
      const body = await bodyTo(to, "challenge_scheduled");
      expect(body).toContain("12月2日周三 20:00 中国时间");
      expect(body).not.toMatch(/你的时间|your time/);
    }
  });

  test("a notice to named users (R2: the referees) reads the referee's own zone too", async () => {
    const prisma = await db();
    await updateProfile(await L.actor(L.referee), { timeZone: "Asia/Tokyo" });
    const referee = await prisma.user.findUniqueOrThrow({ where: { id: L.referee } });
    await inTransaction((tx) =>
      notifyUsers(tx, [{ id: referee.id, email: referee.email, locale: referee.locale }], "case_opened", {
        number: 9,
        challengeId: "c9",
        caseId: "k9",
        challenger: "Team 3",
        defender: "Team 2",
        reason: "appeal",
        deadline: "2026-12-05T12:00:00.000Z",
      }),
    );
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: referee.email }, orderBy: { createdAt: "desc" } });
    expect(mail.body).toContain("12月5日周六 20:00 中国时间（你的时间：21:00 日本时间）");
  });
});
