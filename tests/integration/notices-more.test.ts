// Issue 38 on both databases: the notices of C16 (a new time proposed, accepted) and of a case
// (an appeal opened): who gets them and what they say (the new time in league time, the case's
// kind by its name, not its code).
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { db } from "@/lib/db/client";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { answerReschedule, proposeReschedule } from "@/lib/services/challenges/reschedule";
import { appealResult, submitResult } from "@/lib/services/challenges/results";

const kinds = await databaseKinds();
const H = 3_600_000;

describeOnDatabases("notices of C16 and cases", kinds, () => {
  let L: League;
  let id = "";
  beforeAll(async () => {
    L = await makeLeague(3);
    id = (await issueChallenge(await L.actor(L.teams[2].captain), { defenderId: L.teams[1].id, slots: SLOTS }, T)).id;
    await acceptSlot(await L.actor(L.teams[1].captain), id, SLOTS[0].at, new Date(T.getTime() + H));
  });

  test("C16: a new time proposed goes to the other captain with the time; its acceptance to both teams but the one who accepted", async () => {
    const prisma = await db();
    await proposeReschedule(await L.actor(L.teams[2].captain), id, SLOTS[1].at, new Date(T.getTime() + 2 * H));
    const proposed = await prisma.notification.findMany({ where: { type: "reschedule_proposed" } });
    expect(proposed.map((n) => n.userId)).toEqual([L.teams[1].captain]);
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { userId: L.teams[1].captain, subject: { contains: "更改" } } });
    expect(mail.subject).toMatch(/^Team 3 提议更改挑战 #\d+ 的时间$/);
    expect(mail.body).toContain("· 12月3日周四 20:00 中国时间");
    expect(mail.body).toContain("同意或拒绝：");
    await answerReschedule(await L.actor(L.teams[1].captain), id, true, new Date(T.getTime() + 3 * H));
    const accepted = await prisma.notification.findMany({ where: { type: "reschedule_accepted" } });
    expect(accepted.map((n) => n.userId).sort()).toEqual([...L.teams[1].members.slice(1), ...L.teams[2].members].sort());
    const news = await prisma.emailOutbox.findFirstOrThrow({ where: { userId: L.teams[2].members[3], subject: { contains: "改期已同意" } } });
    expect(news.body).toContain("比赛时间：12月3日周四 20:00 中国时间");
  });

  test("an appeal opens a case: both teams are told, the case named by its kind", async () => {
    const prisma = await db();
    const after = new Date(SLOTS[1].at.getTime() + 3 * H);
    await submitResult(
      await L.actor(L.teams[2].captain),
      id,
      { challengerImps: 40, defenderImps: 20, lineup: { challenger: L.teams[2].members.slice(0, 4), defender: L.teams[1].members.slice(0, 4) } },
      after,
    );
    await appealResult(await L.actor(L.teams[1].captain), id, "第 7 副的计分有误，请裁判核对。", new Date(after.getTime() + H));
    const opened = await prisma.notification.findMany({ where: { type: "case_opened" } });
    expect(opened.map((n) => n.userId).sort()).toEqual([...L.teams[1].members, ...L.teams[2].members].sort());
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { userId: L.teams[2].captain, subject: { contains: "裁判" } } });
    expect(mail.body).toContain("已交由裁判处理：结果申诉。");
    expect(mail.body).not.toContain("appeal");
  });
});
