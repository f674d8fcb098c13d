// Issue 38 on both databases: the thread between the two teams (who reads, who writes, who is
// told, plain text, a bound on how much one person writes), the captain's contact (who sets it, who
// reads it), the admin renaming a team, and the share text for a plain WeChat group.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { failure } from "./expect-failure";
import { db } from "@/lib/db/client";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { listMessages, postMessage } from "@/lib/services/challenges/thread";
import { teamContact, updateTeamProfile } from "@/lib/services/teams/team-profile";
import { shareText } from "@/lib/services/challenges/share";

const kinds = await databaseKinds();

describeOnDatabases("thread, contact, share", kinds, () => {
  let L: League;
  let id = "";
  beforeAll(async () => {
    L = await makeLeague(4);
    id = (await issueChallenge(await L.actor(L.teams[2].captain), { defenderId: L.teams[1].id, slots: SLOTS }, T)).id;
  });

  test("a member of either team writes; the other side's members are told with a preview; the writer's side is not", async () => {
    const prisma = await db();
    const text = "周三晚上 8 点可以吗？<b>不是 HTML</b>\n第二行";
    await postMessage(await L.actor(L.teams[2].members[3]), id, text, new Date(T.getTime() + 60_000));
    const told = await prisma.notification.findMany({ where: { type: "message_posted" }, select: { userId: true, data: true } });
    expect(told.map((n) => n.userId).sort()).toEqual([...L.teams[1].members].sort());
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: "t1m0@test", subject: { contains: "留言" } } });
    expect(mail.subject).toMatch(/^Team 3 · T2 M3 在挑战 #\d+ 留言$/);
    expect(mail.body).toContain("<b>不是 HTML</b>");
    expect(mail.linkPath).toBe(`/challenges/${id}#thread`);
    await postMessage(await L.actor(L.teams[1].captain), id, "可以，周三见。", new Date(T.getTime() + 120_000));
    const { messages } = await listMessages(await L.actor(L.referee), id);
    expect(messages.map((m) => [m.by.name, m.by.team?.name, m.text])).toEqual([
      ["T2 M3", "Team 3", text],
      ["T1 M0", "Team 2", "可以，周三见。"],
    ]);
  });

  test("who reads and writes: the two teams; referees and admins read; nobody else", async () => {
    expect((await failure(listMessages(null, id))).status).toBe(401);
    expect((await failure(listMessages(await L.actor(L.teams[0].captain), id))).status).toBe(403);
    expect((await failure(listMessages(await L.actor(L.outsider), id))).status).toBe(403);
    expect((await listMessages(await L.actor(L.admin), id)).messages).toHaveLength(2);
    expect((await failure(postMessage(await L.actor(L.referee), id, "x"))).status).toBe(403);
    expect((await failure(postMessage(await L.actor(L.teams[0].captain), id, "x"))).status).toBe(403);
    expect((await failure(postMessage(null, id, "x"))).status).toBe(401);
    expect((await failure(postMessage(await L.actor(L.teams[1].captain), id, "   "))).status).toBe(400);
    expect((await failure(postMessage(await L.actor(L.teams[1].captain), id, "长".repeat(2001)))).status).toBe(400);
    expect((await listMessages(await L.actor(L.admin), id)).messages).toHaveLength(2);
  });

  test("one person writes at most 30 messages an hour (a thread is not a mail bomb)", async () => {
    const writer = await L.actor(L.teams[1].members[4]);
    const at = new Date(T.getTime() + 3 * 3600_000);
    for (let i = 0; i < 30; i++) await postMessage(writer, id, `m${i}`, at);
    expect((await failure(postMessage(writer, id, "one more", at))).status).toBe(429);
    await postMessage(writer, id, "an hour later", new Date(at.getTime() + 3600_001));
  });

  test("the captain or a deputy sets the contact; signed-in readers see it; the admin renames a team (T1: unique)", async () => {
    const prisma = await db();
    const team = L.teams[1];
    expect((await failure(updateTeamProfile(await L.actor(team.members[2]), team.id, { contact: "wx: nope" }))).status).toBe(403);
    expect((await failure(updateTeamProfile(await L.actor(L.teams[0].captain), team.id, { contact: "wx: nope" }))).status).toBe(403);
    await prisma.teamMember.updateMany({ where: { userId: team.members[1] }, data: { deputy: true } });
    await updateTeamProfile(await L.actor(team.members[1]), team.id, { contact: "微信 qiao_bridge" });
    expect(await teamContact(await L.actor(L.outsider), team.id)).toBe("微信 qiao_bridge");
    expect(await teamContact(null, team.id)).toBeNull();
    expect((await failure(updateTeamProfile(await L.actor(team.captain), team.id, { name: "New name" }))).status).toBe(403);
    expect((await failure(updateTeamProfile(await L.actor(L.admin), team.id, { name: "Team 1" }))).code).toBe("team_name_taken");
    await updateTeamProfile(await L.actor(L.admin), team.id, { name: "桥牌之家" });
    const events = await prisma.event.findMany({ where: { teamId: team.id, type: { in: ["team_renamed", "team_contact_changed"] } } });
    expect(events.map((e) => e.type).sort()).toEqual(["team_contact_changed", "team_renamed"]);
    expect(JSON.stringify(events.map((e) => e.data))).not.toContain("qiao_bridge");
    await updateTeamProfile(await L.actor(L.admin), team.id, { name: "Team 2" });
  });

  test("the share text: both teams, the state, the proposed times, the deadline and the page's link, in the reader's language", async () => {
    const zh = await shareText(id, "zh-CN", T);
    expect(zh).toContain("Team 3（第 3 名）对 Team 2（第 2 名）");
    expect(zh).toContain("状态：");
    expect(zh).toContain("· 12月2日周三 20:00 中国时间");
    expect(zh).toContain("截止：12月4日周五 12:00 中国时间");
    expect(zh).toMatch(new RegExp(`https?://[^\\s]+/challenges/${id}$`));
    await acceptSlot(await L.actor(L.teams[1].captain), id, SLOTS[0].at, new Date(T.getTime() + 4 * 3600_000));
    const en = await shareText(id, "en", new Date(T.getTime() + 5 * 3600_000));
    expect(en).toContain("Match time: Wed, Dec 2, 20:00 China Time");
    expect(en).toMatch(new RegExp(`/en/challenges/${id}$`));
  });
});
