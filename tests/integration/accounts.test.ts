// Issue 22 on both databases, with a real SMTP server (tests/integration/smtp.ts): every link is
// taken from the delivered message and followed. Invitations (single use, expiry, revocation,
// T5), password reset (no enumeration, 1 h, single use, sessions and tokens end), sign-up with
// verification, team registration (T1), the bulk import (GB18030, all or nothing), the mail's
// parts and headers, unsubscribing, and an e-mail change.
import iconv from "iconv-lite";
import { expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { SLOTS, T } from "./fixtures";
import { leagueBeforeLadderSet } from "./league-helpers";
import { smtpForFile } from "./smtp";
import { db } from "@/lib/db/client";
import { createInvitation, resendInvitation, revokeInvitation } from "@/lib/services/accounts/invitations";
import { listInvitations } from "@/lib/services/accounts/invitation-admin";
import { acceptInvitation } from "@/lib/services/accounts/invitation-links";
import { confirmPasswordReset, requestPasswordReset, resendVerification, signUp, verifyEmail } from "@/lib/services/accounts/credentials";
import { registerTeam, rejectTeam, listPendingTeams } from "@/lib/services/accounts/team-registration";
import { importRoster } from "@/lib/services/accounts/roster-import";
import { confirmEmailChange, requestEmailChange, unsubscribe, unsubscribeToken, updateProfile } from "@/lib/services/accounts/profile";
import { approveTeam } from "@/lib/services/teams/teams";
import { actorFromToken, createApiToken, verifyCredentials } from "@/lib/services/accounts/auth";
import { loadActor } from "@/lib/auth/actor";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { verifyLeague } from "@/lib/services/league/verify";

const kinds = await databaseKinds();
const ORIGIN = "http://club.test";
const H = 3_600_000;
const PASSWORD = "Qx7!bridge-ladder-2027";

const mailServer = smtpForFile();
const deliver = mailServer.deliver;

describeOnDatabases("accounts and onboarding", kinds, (kind) => {
  const { L, mail, admin, cap } = leagueBeforeLadderSet(kind);

  test("an invitation: the link in the delivered mail works once; expiry and revocation answer 410", async () => {
    const to = mail("invitee");
    const created = await createInvitation(await cap(0), { email: to, teamId: L().teams[0].id }, { origin: ORIGIN });
    expect(created.url).toMatch(/^http:\/\/club\.test\/invite\/[A-Za-z0-9_-]{43}$/);
    await deliver();
    const { token, url } = mailServer.server().link(to, "/invite");
    expect(url).toBe(created.url); // the inviter's copy (for a group chat) is the mailed link
    const m = mailServer.server().to(to).at(-1)!.parsed;
    expect(m.subject).toContain("邀请"); // the captain's language (zh-CN)
    expect(m.html).toContain(created.url);
    expect(m.headers.get("list-unsubscribe")).toBeUndefined(); // a security mail
    // The roster names the person at once; the account cannot sign in before accepting.
    expect(await (await db()).teamMember.findFirst({ where: { teamId: L().teams[0].id, user: { email: to } } })).not.toBeNull();
    await expect(verifyCredentials(to, PASSWORD)).rejects.toMatchObject({ status: 401 });
    const weak = await failure(acceptInvitation(null, { token, name: "新人", password: "123" }));
    expect(weak.status).toBe(400); // the existing password policy; the link is not spent
    const ok = await acceptInvitation(null, { token, name: "新人 甲", password: PASSWORD });
    expect(await loadActor(ok.userId)).toMatchObject({ teamId: L().teams[0].id, name: "新人 甲" });
    expect(await verifyCredentials(to, PASSWORD)).toMatchObject({ email: to });
    expect(await failure(acceptInvitation(null, { token, name: "x", password: PASSWORD }))).toMatchObject({ status: 410, code: "invitation_used" });

    const late = mail("late");
    const t0 = new Date();
    await createInvitation(await admin(), { email: late, role: "referee" }, { origin: ORIGIN, now: t0 });
    await deliver();
    const lateToken = mailServer.server().link(late, "/invite").token;
    expect(
      await failure(acceptInvitation(null, { token: lateToken, name: "Late", password: PASSWORD }, { now: new Date(t0.getTime() + 7 * 24 * H) })),
    ).toMatchObject({ status: 410, code: "invitation_expired" });
    const accepted = await acceptInvitation(null, { token: lateToken, name: "Late", password: PASSWORD }, { now: new Date(t0.getTime() + 7 * 24 * H - 1) });
    expect((await loadActor(accepted.userId))?.role).toBe("referee");

    const gone = mail("gone");
    const inv = await createInvitation(await cap(1), { email: gone, teamId: L().teams[1].id }, { origin: ORIGIN });
    expect(await failure(revokeInvitation(await cap(0), inv.id))).toMatchObject({ status: 403 });
    await revokeInvitation(await cap(1), inv.id);
    await deliver();
    expect(await failure(acceptInvitation(null, { token: mailServer.server().link(gone, "/invite").token, name: "G", password: PASSWORD }))).toMatchObject({
      status: 410,
      code: "invitation_revoked",
    });
    expect(await (await db()).teamMember.count({ where: { user: { email: gone } } })).toBe(0); // off the roster again
    expect(await failure(acceptInvitation(null, { token: "x".repeat(43), name: "G", password: PASSWORD }))).toMatchObject({
      status: 410,
      code: "invitation_unknown",
    });
  });

  test("who may invite: admin anyone, a captain or deputy its own team's members; resend gives a new link", async () => {
    const member = await L().actor(L().teams[2].members[2]);
    expect(await failure(createInvitation(member, { email: mail("m1"), teamId: L().teams[2].id }, { origin: ORIGIN }))).toMatchObject({ status: 403 });
    expect(await failure(createInvitation(await cap(3), { email: mail("m1"), teamId: L().teams[2].id }, { origin: ORIGIN }))).toMatchObject({ status: 403 });
    expect(await failure(createInvitation(await cap(2), { email: mail("m1"), teamId: L().teams[2].id, role: "admin" }, { origin: ORIGIN }))).toMatchObject({
      status: 403,
    });
    const inv = await createInvitation(await cap(2), { email: mail("m1"), teamId: L().teams[2].id }, { origin: ORIGIN });
    expect((await listInvitations(await cap(2))).invitations.map((i) => i.id)).toContain(inv.id);
    expect((await listInvitations(await cap(3))).invitations.map((i) => i.id)).not.toContain(inv.id);
    await deliver();
    const first = mailServer.server().link(mail("m1"), "/invite").token;
    const again = await resendInvitation(await cap(2), inv.id, { origin: ORIGIN });
    await deliver();
    const second = mailServer.server().link(mail("m1"), "/invite").token;
    expect(second).not.toBe(first);
    expect(again.url).toContain(second);
    expect(await failure(acceptInvitation(null, { token: first, name: "M", password: PASSWORD }))).toMatchObject({ status: 410 });
    await acceptInvitation(null, { token: second, name: "M", password: PASSWORD });
  });

  test("a password reset: 202 and the same answer for any address; the link works once within 1 h; every session and token ends", async () => {
    const prisma = await db();
    const known = "t3m1@test";
    const before = await prisma.user.findUniqueOrThrow({ where: { email: known } });
    const { token: apiToken } = await createApiToken(known, "password123");
    expect(await actorFromToken(apiToken)).not.toBeNull();
    const a = await requestPasswordReset({ email: known }, { origin: ORIGIN, address: "10.0.0.1" });
    const b = await requestPasswordReset({ email: "nobody@nowhere.test" }, { origin: ORIGIN, address: "10.0.0.1" });
    expect(a).toEqual(b);
    await deliver();
    expect(mailServer.server().to("nobody@nowhere.test").at(-1)!.parsed.text).toMatch(/no account|没有使用这个邮箱的账户/);
    const { token } = mailServer.server().link(known, "/reset");
    const asked = new Date();
    expect(await failure(confirmPasswordReset({ token, password: "short" }))).toMatchObject({ status: 400 });
    await confirmPasswordReset({ token, password: PASSWORD }, { now: new Date(asked.getTime() + H - 5000) });
    const after = await prisma.user.findUniqueOrThrow({ where: { email: known } });
    expect(after.sessionVersion).toBe(before.sessionVersion + 1); // every session ends
    expect(await actorFromToken(apiToken)).toBeNull(); // and every API token
    expect(await verifyCredentials(known, PASSWORD)).toMatchObject({ email: known });
    expect(await failure(confirmPasswordReset({ token, password: `${PASSWORD}x` }))).toMatchObject({ status: 410, code: "link_used" });
    await requestPasswordReset({ email: known }, { origin: ORIGIN, address: "10.0.0.2" });
    await deliver();
    const late = mailServer.server().link(known, "/reset").token;
    expect(await failure(confirmPasswordReset({ token: late, password: `${PASSWORD}y` }, { now: new Date(Date.now() + H) }))).toMatchObject({
      status: 410,
      code: "link_expired",
    });
    // Rate limits: per address asked about (5 an hour), whoever asks.
    for (let i = 0; i < 3; i++) await requestPasswordReset({ email: known }, { origin: ORIGIN, address: `10.0.1.${i}` });
    expect(await failure(requestPasswordReset({ email: known }, { origin: ORIGIN, address: "10.0.2.1" }))).toMatchObject({ status: 429 });
  });

  test("sign-up: 202; an unverified account cannot sign in; the verification link works once; the link can be asked for again", async () => {
    const to = mail("signup");
    expect(await signUp({ email: to, name: "Newcomer", password: PASSWORD, locale: "en" }, { origin: ORIGIN, address: "10.1.0.1" })).toEqual({
      accepted: true,
    });
    await expect(verifyCredentials(to, PASSWORD)).rejects.toMatchObject({ status: 403, code: "email_unverified" });
    await resendVerification({ email: to }, { origin: ORIGIN, address: "10.1.0.1" });
    await deliver();
    const mails = mailServer.server().to(to);
    expect(mails.map((m) => m.parsed.subject)).toEqual([
      "Confirm your e-mail address · " + (await (await db()).league.findFirstOrThrow()).name,
      expect.stringContaining("Confirm"),
    ]);
    const old = /verify\/([A-Za-z0-9_-]{43})/.exec(mails[0].parsed.text ?? "")![1];
    expect(await failure(verifyEmail({ token: old }))).toMatchObject({ status: 410, code: "link_used" }); // the resend retired it
    await verifyEmail({ token: mailServer.server().link(to, "/verify").token });
    expect(await verifyCredentials(to, PASSWORD)).toMatchObject({ email: to });
    // The same address again: the same answer; its owner is told instead.
    expect(await signUp({ email: to, name: "Someone", password: PASSWORD }, { origin: ORIGIN, address: "10.1.0.2" })).toEqual({ accepted: true });
    await deliver();
    expect(mailServer.server().to(to).at(-1)!.parsed.text).toContain("/forgot");
  });

  test("T1: a verified user registers a team (members invited); pending off the ladder; the admin approves (bottom) or rejects", async () => {
    const prisma = await db();
    const me = (await prisma.user.findUniqueOrThrow({ where: { email: mail("signup") } })).id;
    const actor = await L().actor(me);
    const reg = await registerTeam(actor, { name: "新秀队", memberEmails: [mail("r1"), mail("r2")] }, { origin: ORIGIN });
    expect(reg).toMatchObject({ state: "pending", invited: 2 });
    expect(await prisma.ladderEntry.findUnique({ where: { teamId: reg.id } })).toBeNull();
    const pending = await listPendingTeams(await admin());
    expect(
      pending
        .find((t) => t.id === reg.id)!
        .members.map((m) => m.status)
        .sort(),
    ).toEqual(["active", "invited", "invited"]);
    expect(await failure(approveTeam(actor, reg.id))).toMatchObject({ status: 403 });
    const approved = await approveTeam(await admin(), reg.id);
    expect(approved.position).toBe(await prisma.ladderEntry.count());
    expect(await prisma.event.count({ where: { type: { in: ["team_registered", "team_joined"] }, teamId: reg.id } })).toBe(2);

    const other = await prisma.user.findUniqueOrThrow({ where: { email: "outsider@test" } });
    const r2 = await registerTeam(await L().actor(other.id), { name: "Rejected Team", memberEmails: [mail("r3")] }, { origin: ORIGIN });
    await rejectTeam(await admin(), r2.id, "the club does not know these players");
    expect(await prisma.team.findUniqueOrThrow({ where: { id: r2.id } })).toMatchObject({
      status: "rejected",
      rejectReason: "the club does not know these players",
    });
    expect(await prisma.teamMember.count({ where: { teamId: r2.id } })).toBe(0);
    expect((await L().actor(other.id))?.captainOf).toBeNull();
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("T5: once the initial ladder is set, a captain's invitation into the team is a replacement request; an admin may override with a reason", async () => {
    const prisma = await db();
    await prisma.league.updateMany({ data: { ladderSetAt: T } }); // the admin sets the initial order: the ladder is now set (revision 4)
    expect(await failure(createInvitation(await cap(0), { email: mail("t5"), teamId: L().teams[0].id }, { origin: ORIGIN }))).toMatchObject({
      status: 422,
      code: "invitation_needs_replacement",
      rule: "T5",
    });
    const inv = await createInvitation(await cap(0), { email: mail("t5"), teamId: L().teams[0].id, replaces: L().teams[0].members[4] }, { origin: ORIGIN });
    expect(await prisma.replacementRequest.count({ where: { teamId: L().teams[0].id, state: "pending" } })).toBe(1);
    await deliver();
    await acceptInvitation(null, { token: mailServer.server().link(mail("t5"), "/invite").token, name: "Sub", password: PASSWORD });
    expect(await prisma.teamMember.findFirst({ where: { user: { email: mail("t5") } } })).toBeNull(); // joins when a referee approves
    expect(inv.url).toContain("/invite/");
    const forced = await createInvitation(
      await admin(),
      { email: mail("t5b"), teamId: L().teams[1].id, overrideReason: "registration typo" },
      { origin: ORIGIN },
    );
    expect("userId" in forced && forced.userId).toBeTruthy();
    expect(await prisma.event.findFirstOrThrow({ where: { type: "member_added", teamId: L().teams[1].id }, orderBy: { id: "desc" } })).toMatchObject({
      rule: "T5",
      data: { override: true },
    });
  });

  test("bulk import: a GB18030 file as Excel saves it; a bad row is named by its line and nothing is written; fixed, all is", async () => {
    const prisma = await db();
    const rows = [
      "team,email,name,role",
      `雄鹰队,${mail("i1")},王一,captain`,
      `雄鹰队,${mail("i2")},王二,deputy`,
      `雄鹰队,${mail("i3")},王三,member`,
      `猛虎队,${mail("i4")},李四,队长`,
      `猛虎队,not-an-address,李五,队员`,
    ];
    const file = (lines: string[]) => iconv.encode(lines.join("\r\n"), "gb18030");
    const teamsBefore = await prisma.team.count();
    const preview = await importRoster(await admin(), file(rows), { dryRun: false, origin: ORIGIN });
    expect(preview.encoding).toBe("GB18030");
    expect(preview.committed).toBe(false);
    expect(preview.problems).toEqual([{ line: 6, code: "import_bad_email", params: { email: "not-an-address" } }]);
    expect(await prisma.team.count()).toBe(teamsBefore);
    rows[5] = `猛虎队,${mail("i5")},李五,队员`;
    const dry = await importRoster(await admin(), file(rows), { dryRun: true, origin: ORIGIN });
    expect([dry.problems, dry.teams.map((t) => t.name), dry.committed]).toEqual([[], ["雄鹰队", "猛虎队"], false]);
    expect(await failure(importRoster(await cap(0), file(rows), { dryRun: true, origin: ORIGIN }))).toMatchObject({ status: 403 });
    const done = await importRoster(await admin(), file(rows), { dryRun: false, origin: ORIGIN });
    expect(done.committed).toBe(true);
    const eagles = await prisma.team.findUniqueOrThrow({ where: { name: "雄鹰队" }, include: { members: { include: { user: true } }, ladder: true } });
    expect(eagles.members.map((m) => [m.user.name, m.deputy]).sort()).toEqual([
      ["王一", false],
      ["王三", false],
      ["王二", true],
    ]);
    expect(eagles.ladder).not.toBeNull();
    await deliver();
    for (const i of [1, 2, 3, 4, 5]) expect(mailServer.server().to(mail(`i${i}`))).toHaveLength(1);
    await acceptInvitation(null, { token: mailServer.server().link(mail("i1"), "/invite").token, name: "王一", password: PASSWORD });
    expect(await loadActor((await prisma.user.findUniqueOrThrow({ where: { email: mail("i1") } })).id)).toMatchObject({
      captainOf: eagles.id,
      isCaptain: true,
    });
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("mail: text and HTML parts, Date and Message-ID; notifications in the member's language with List-Unsubscribe, which turns them off", async () => {
    const prisma = await db();
    // A deputy of Team 1 (T6: told what the captain is told) reads in English; Team 2 challenges Team 1.
    const memberId = L().teams[0].members[1];
    await prisma.teamMember.updateMany({ where: { userId: memberId }, data: { deputy: true } });
    await updateProfile(await L().actor(memberId), { locale: "en" });
    const email = (await prisma.user.findUniqueOrThrow({ where: { id: memberId } })).email;
    const w = { at: new Date(T.getTime() + 7 * 24 * H), slots: SLOTS.map((s) => ({ at: new Date(s.at.getTime() + 7 * 24 * H) })) };
    await issueChallenge(await cap(1), { defenderId: L().teams[0].id, slots: w.slots }, w.at);
    await deliver();
    const note = mailServer.server().to(email).at(-1);
    expect(note).toBeDefined();
    const p = note!.parsed;
    expect(p.text).toBeTruthy();
    expect(p.html).toContain("<!doctype html>");
    expect(p.date).toBeInstanceOf(Date);
    expect(p.messageId).toMatch(/^<.+@localhost>$/);
    // The raw headers as a mail client reads them (RFC 2369, RFC 8058).
    const head = note!.raw.split("\r\n\r\n")[0].replace(/\r\n[ \t]+/g, " "); // unfolded
    const unsub = /^List-Unsubscribe: <([^>]+)>/m.exec(head)?.[1] ?? "";
    expect(unsub).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/unsubscribe\?token=/);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const token = decodeURIComponent(/token=([^>\s]+)/.exec(unsub)![1]);
    expect(p.subject).toMatch(/^Team 2 challenges Team 1 \(#\d+\)$/); // the member's own language
    expect(token).toBe(unsubscribeToken(memberId));
    await expect(unsubscribe(`${memberId}.forged`)).rejects.toMatchObject({ status: 404 });
    await unsubscribe(token);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: memberId } })).emailNotifications).toBe(false);
    // The next notification reaches the inbox but no longer the mailbox.
    const count = mailServer.server().to(email).length;
    const c = await prisma.challenge.findFirstOrThrow({ where: { defenderId: L().teams[0].id, state: "awaiting_response" } });
    await acceptSlot(await cap(0), c.id, w.slots[0].at, new Date(w.at.getTime() + H));
    await deliver();
    expect(mailServer.server().to(email)).toHaveLength(count);
    expect(await prisma.notification.count({ where: { userId: memberId, type: "challenge_scheduled" } })).toBe(1);
  });

  test("an e-mail change takes effect through the link sent to the new address; the old one is told", async () => {
    const prisma = await db();
    const id = L().teams[3].members[2];
    const actor = await L().actor(id);
    const old = (await prisma.user.findUniqueOrThrow({ where: { id } })).email;
    await expect(requestEmailChange(actor, { email: mail("moved"), password: "wrong-password" }, { origin: ORIGIN })).rejects.toMatchObject({ status: 401 });
    await requestEmailChange(actor, { email: mail("moved"), password: "password123" }, { origin: ORIGIN });
    await deliver();
    expect(mailServer.server().to(old).at(-1)!.parsed.text).toContain(mail("moved"));
    const { token } = mailServer.server().link(mail("moved"), "/verify");
    await confirmEmailChange({ token });
    expect((await prisma.user.findUniqueOrThrow({ where: { id } })).email).toBe(mail("moved"));
    expect(await failure(confirmEmailChange({ token }))).toMatchObject({ status: 410 });
  });
});
