// Issue 37 (api.md "Club setup") on both databases, with a real SMTP server: an import that
// invites later mails nobody until POST /invitations/send, which mails each staged invitation once;
// a mistyped address is corrected (the old link stops working, the new address gets a new one);
// the invitations' list is paged, filtered and searched; who may do each.
import { expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { leagueBeforeLadderSet } from "./league-helpers";
import { smtpForFile } from "./smtp";
import { db } from "@/lib/db/client";
import { createInvitation } from "@/lib/services/accounts/invitations";
import { changeInvitationEmail, listInvitations, sendInvitations } from "@/lib/services/accounts/invitation-admin";
import { acceptInvitation } from "@/lib/services/accounts/invitation-links";
import { importRoster } from "@/lib/services/accounts/roster-import";
import { verifyLeague } from "@/lib/services/league/verify";
import { registerTeam, rejectTeam } from "@/lib/services/accounts/team-registration";
import { createLadder } from "@/lib/services/league/ladders";
import { appErrorText } from "@/lib/i18n/error-text";
import type { AppError } from "@/lib/errors";

const kinds = await databaseKinds();
const ORIGIN = "http://club.test";
const PASSWORD = "Qx7!bridge-ladder-2027";
const mailServer = smtpForFile();

describeOnDatabases("issue 37: staged invitations, corrected addresses, the paged list", kinds, (kind) => {
  const { L, mail, admin, cap } = leagueBeforeLadderSet(kind);
  const csv = (rows: string[]) => new TextEncoder().encode(["team,email,name,role", ...rows].join("\n"));

  test("invite=later: teams and members now, no mail; send mails each staged invitation once, with a working link", async () => {
    const prisma = await db();
    const rows = [`晚星队,${mail("s1")},星一,captain`, `晚星队,${mail("s2")},星二,member`, `朝露队,${mail("s3")},露一,captain`];
    const outboxBefore = await prisma.emailOutbox.count();
    const done = await importRoster(await admin(), csv(rows), { dryRun: false, invite: "later", origin: ORIGIN });
    expect([done.committed, done.staged]).toEqual([true, 3]);
    expect(await prisma.team.count({ where: { name: { in: ["晚星队", "朝露队"] } } })).toBe(2);
    expect(await prisma.emailOutbox.count()).toBe(outboxBefore); // nobody mailed
    const staged = await listInvitations(await admin(), { state: "staged" });
    expect(staged.invitations.map((i) => [i.name, i.state, i.sent]).sort()).toEqual([
      ["星一", "staged", false],
      ["星二", "staged", false],
      ["露一", "staged", false],
    ]);
    // Only an admin sends; a captain's call changes nothing.
    expect(await failure(sendInvitations(await cap(0), {}, { origin: ORIGIN }))).toMatchObject({ status: 403 });
    const morning = (await prisma.team.findUniqueOrThrow({ where: { name: "朝露队" } })).id;
    expect(await sendInvitations(await admin(), { teamIds: [morning] }, { origin: ORIGIN })).toEqual({ sent: 1 });
    expect(await sendInvitations(await admin(), {}, { origin: ORIGIN })).toEqual({ sent: 2 });
    expect(await sendInvitations(await admin(), {}, { origin: ORIGIN })).toEqual({ sent: 0 }); // none left: none twice
    await mailServer.deliver();
    for (const n of ["s1", "s2", "s3"]) expect(mailServer.server().to(mail(n))).toHaveLength(1);
    const ok = await acceptInvitation(null, { token: mailServer.server().link(mail("s2"), "/invite").token, name: "星二", password: PASSWORD });
    expect(ok.email).toBe(mail("s2"));
    expect((await listInvitations(await admin(), { state: "accepted", q: "星二" })).invitations.map((i) => i.email)).toEqual([mail("s2")]);
    const events = await prisma.event.findMany({ where: { type: "invitations_sent" }, orderBy: { id: "asc" } });
    expect(events.map((e) => (e.data as { count: number }).count)).toEqual([1, 2]);
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("a mistyped address is corrected: the old link stops working, the new address gets a new one; the rules of who and when", async () => {
    const prisma = await db();
    const wrong = mail("typo-wrnog");
    const right = mail("typo-right");
    const inv = await createInvitation(await admin(), { email: wrong, teamId: L().teams[1].id }, { origin: ORIGIN });
    await mailServer.deliver();
    const oldToken = mailServer.server().link(wrong, "/invite").token;
    // Nobody but an admin; a bad address is refused with its field named and changes nothing.
    expect(await failure(changeInvitationEmail(await cap(1), inv.id, { email: right }, { origin: ORIGIN }))).toMatchObject({ status: 403 });
    expect(await failure(changeInvitationEmail(await admin(), inv.id, { email: "typo@@x" }, { origin: ORIGIN }))).toMatchObject({
      status: 400,
      fields: { email: ["invalid_email"] },
    });
    await prisma.user.create({ data: { email: mail("taken"), name: "已有", passwordHash: "x" } });
    expect(await failure(changeInvitationEmail(await admin(), inv.id, { email: mail("taken") }, { origin: ORIGIN }))).toMatchObject({
      status: 409,
      code: "email_taken",
    });
    // A full-width ＠ typed by a Chinese input method is the same address.
    const changed = await changeInvitationEmail(await admin(), inv.id, { email: right.replace("@", "＠") }, { origin: ORIGIN });
    expect(changed).toEqual({ id: inv.id, email: right, sent: true });
    await mailServer.deliver();
    expect(await failure(acceptInvitation(null, { token: oldToken, name: "x", password: PASSWORD }))).toMatchObject({ status: 410 });
    const accepted = await acceptInvitation(null, { token: mailServer.server().link(right, "/invite").token, name: "更正", password: PASSWORD });
    expect(accepted.email).toBe(right);
    expect(await prisma.teamMember.findFirst({ where: { teamId: L().teams[1].id, user: { email: right } } })).not.toBeNull();
    expect(await prisma.user.count({ where: { email: wrong } })).toBe(0);
    // Accepted: closed to changes. An invitation to an existing account cannot be moved to another address.
    expect(await failure(changeInvitationEmail(await admin(), inv.id, { email: mail("later") }, { origin: ORIGIN }))).toMatchObject({
      status: 409,
      code: "invitation_closed",
    });
    const existing = await createInvitation(await admin(), { email: mail("taken"), role: "referee" }, { origin: ORIGIN });
    expect(await failure(changeInvitationEmail(await admin(), existing.id, { email: mail("other") }, { origin: ORIGIN }))).toMatchObject({
      status: 409,
      code: "invitation_for_account",
    });
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("the list: 50 a page, newest first, filtered by state and team, searched by address, name or team; a captain sees its own team's only", async () => {
    // 61 people in 11 teams (批次A … 批次K, six each, the last alone).
    const many = Array.from(
      { length: 61 },
      (_, i) => `批次${String.fromCharCode(65 + Math.floor(i / 6))},${mail(`bulk${String(i).padStart(2, "0")}`)},人${i},${i % 6 ? "member" : "captain"}`,
    );
    expect((await importRoster(await admin(), csv(many), { dryRun: false, invite: "later", origin: ORIGIN })).problems).toEqual([]);
    const all = await listInvitations(await admin(), { q: "bulk" });
    expect([all.total, all.pages, all.invitations.length, all.pageSize]).toEqual([61, 2, 50, 50]);
    const second = await listInvitations(await admin(), { q: "bulk", page: 2 });
    expect(second.invitations).toHaveLength(11);
    expect(new Set([...all.invitations, ...second.invitations].map((i) => i.id)).size).toBe(61); // no row twice, none lost
    expect((await listInvitations(await admin(), { q: "bulk", page: 99 })).page).toBe(2); // past the end: the last page
    const team = (await (await db()).team.findUniqueOrThrow({ where: { name: "批次B" } })).id;
    expect((await listInvitations(await admin(), { teamId: team, state: "staged" })).total).toBe(6);
    expect((await listInvitations(await admin(), { teamId: team, state: "pending" })).total).toBe(6); // staged ones are usable-to-be
    expect((await listInvitations(await admin(), { teamId: team, state: "expired" })).total).toBe(0);
    expect((await listInvitations(await admin(), { q: "批次K" })).total).toBe(1); // by team name
    expect((await listInvitations(await admin(), { q: "人6" })).invitations.map((i) => i.name).sort()).toEqual(["人6", "人60"]); // by name
    expect((await listInvitations(await admin(), { q: "BULK00" })).total).toBe(1); // any case
    expect((await listInvitations(await admin(), { state: "revoked", q: "bulk" })).total).toBe(0);
    // A captain: its own team's only, whatever team it names.
    const own = await listInvitations(await cap(2), { teamId: team });
    expect(own.invitations.every((i) => i.teamId === L().teams[2].id)).toBe(true);
    const member = await L().actor(L().teams[2].members[2]);
    expect(await failure(listInvitations(member))).toMatchObject({ status: 403 });
    expect(await failure(listInvitations(null))).toMatchObject({ status: 401 });
  });

  test("a registration refused because the registrant is already in a team names the address and the team, and writes nothing", async () => {
    const prisma = await db();
    const me = L().teams[1].members[3];
    const email = (await prisma.user.findUniqueOrThrow({ where: { id: me } })).email;
    await prisma.user.update({ where: { id: me }, data: { emailVerifiedAt: new Date() } });
    const teamsBefore = await prisma.team.count();
    const err = (await failure(registerTeam(await L().actor(me), { name: "重名测试队", memberEmails: [mail("reg37")] }, { origin: ORIGIN }))) as AppError;
    expect(err).toMatchObject({ status: 409, code: "registrant_in_team", rule: "T1" });
    expect(appErrorText("zh-CN", err)).toBe(`你的账户（${email}）已是「${L().teams[1].name}」的队员，不能再注册一支队伍（T1）。如需换队，请先联系管理员。`);
    expect(appErrorText("en", err)).toContain(email);
    expect(await prisma.team.count()).toBe(teamsBefore);
  });

  test("S2: a mail about a team in another ladder names that ladder: invitations sent later, a corrected address, a refused registration", async () => {
    const prisma = await db();
    const club = (await prisma.league.findUniqueOrThrow({ where: { id: 1 } })).name;
    const women = await createLadder(await admin(), { slug: "women-mail", name: { "zh-CN": "女子邮件组", en: "Women (mail)" } });
    expect(club).not.toContain("女子邮件组");
    const subject = (address: string) => mailServer.server().to(address).at(-1)?.parsed.subject ?? "";
    const text = (address: string) => mailServer.server().to(address).at(-1)?.parsed.text ?? "";
    // An import into the women's ladder, invited later: the bulk send names the women's ladder.
    await importRoster(await admin(), csv([`巾帼队,${mail("w1")},巾一,captain`, `巾帼队,${mail("w2")},巾二,member`]), {
      dryRun: false,
      invite: "later",
      origin: ORIGIN,
      ladder: women.id,
    });
    const imported = (await prisma.team.findUniqueOrThrow({ where: { name: "巾帼队" } })).id;
    expect(await sendInvitations(await admin(), { teamIds: [imported] }, { origin: ORIGIN })).toEqual({ sent: 2 });
    await mailServer.deliver();
    for (const n of ["w1", "w2"]) expect(text(mail(n))).toContain("女子邮件组");
    // A corrected address gets a new mail that names it as well.
    const w2 = (await listInvitations(await admin(), { q: mail("w2") })).invitations[0];
    await changeInvitationEmail(await admin(), w2.id, { email: mail("w2-right") }, { origin: ORIGIN });
    await mailServer.deliver();
    expect(text(mail("w2-right"))).toContain("女子邮件组");
    // A registration in the women's ladder, refused: the captain's mail names the ladder it asked to join.
    const me = L().teams[2].members[3];
    await prisma.user.update({ where: { id: me }, data: { emailVerifiedAt: new Date() } });
    const team = await registerTeam(await L().actor(me), { name: "女子报名队", memberEmails: [] }, { origin: ORIGIN, ladder: women.id });
    await rejectTeam(await admin(), team.id, "名单不全");
    await mailServer.deliver();
    const captain = (await prisma.user.findUniqueOrThrow({ where: { id: me } })).email;
    expect(subject(captain)).toMatch(/ · 女子邮件组$/);
    expect((await verifyLeague()).differences).toEqual([]);
  });
});
