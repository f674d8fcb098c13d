// Issue 38 on both databases: the notices of C16 (a new time proposed, accepted), of a case (an
// appeal opened, then ruled) and of the admin's team changes (a new captain, a team approved, a
// team withdrawn): who gets them and what they say (the new time in league time, the case's kind by
// its name, not its code; the team's name and position).
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { db } from "@/lib/db/client";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { answerReschedule, proposeReschedule } from "@/lib/services/challenges/reschedule";
import { appealResult, submitResult } from "@/lib/services/challenges/results";
import { ruleCase } from "@/lib/services/cases/rulings";
import { approveTeam, setCaptain, withdrawTeam } from "@/lib/services/teams/teams";

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

  test("the ruling goes to both teams, in each reader's language, naming the match", async () => {
    const prisma = await db();
    const kase = await prisma.case.findFirstOrThrow({ where: { challengeId: id, state: "open" } });
    await prisma.user.update({ where: { id: L.teams[2].members[4] }, data: { locale: "en" } });
    await ruleCase(await L.actor(L.referee), kase.id, { kind: "dismiss", reason: "核对记录后，第 7 副计分无误。" }, new Date(SLOTS[1].at.getTime() + 30 * H));
    const ruled = await prisma.notification.findMany({ where: { type: "case_ruled" } });
    expect(ruled.map((n) => n.userId).sort()).toEqual([...L.teams[1].members, ...L.teams[2].members].sort());
    const zh = await prisma.emailOutbox.findFirstOrThrow({ where: { userId: L.teams[1].members[2], subject: { contains: "裁决" } } });
    expect(zh.body).toMatch(/裁判已对挑战 #\d+（Team 3 对 Team 2）做出裁决。/);
    const en = await prisma.emailOutbox.findFirstOrThrow({ where: { userId: L.teams[2].members[4], subject: { contains: "ruled" } } });
    expect(en.body).toContain("Team 3");
    expect(en.body).not.toMatch(/[\u4e00-\u9fff]{2}/); // English throughout (the team names are ASCII here)
  });

  test("the admin's team changes: a new captain, a team approved at the bottom, a team withdrawn: its members are told, not the admin", async () => {
    const prisma = await db();
    const admin = await L.actor(L.admin);
    await setCaptain(admin, L.teams[0].id, L.teams[0].members[1], new Date(T.getTime() + 40 * H));
    const captain = await prisma.notification.findMany({ where: { type: "captain_changed" } });
    expect(captain.map((n) => n.userId).sort()).toEqual([...L.teams[0].members].sort());
    expect((await prisma.emailOutbox.findFirstOrThrow({ where: { userId: L.teams[0].members[3], subject: { contains: "新队长" } } })).body).toContain(
      "管理员为 Team 1 指定了新队长（T6）。",
    );

    const pending = await prisma.team.create({
      data: { name: "新来队", captainId: L.outsider, status: "pending", createdAt: T, members: { create: [{ userId: L.outsider, joinedAt: T }] } },
    });
    await approveTeam(admin, pending.id, new Date(T.getTime() + 41 * H));
    const approved = await prisma.notification.findMany({ where: { type: "team_approved" } });
    expect(approved.map((n) => n.userId)).toEqual([L.outsider]);
    expect((await prisma.emailOutbox.findFirstOrThrow({ where: { userId: L.outsider, subject: { contains: "加入排名榜" } } })).body).toContain(
      "新来队 已获批准，排在第 4 名（T1、T2）。",
    );

    await withdrawTeam(admin, pending.id, "队员不足，本赛季退出。", new Date(T.getTime() + 42 * H));
    const withdrawn = await prisma.notification.findMany({ where: { type: "team_withdrawn" } });
    expect(withdrawn.map((n) => n.userId)).toEqual([L.outsider]);
    expect((await prisma.emailOutbox.findFirstOrThrow({ where: { userId: L.outsider, subject: { contains: "退出排名榜" } } })).body).toContain("（T7）");
    for (const type of ["captain_changed", "team_approved", "team_withdrawn"])
      expect(await prisma.notification.count({ where: { type, userId: L.admin } }), type).toBe(0);
  });
});
