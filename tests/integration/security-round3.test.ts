// Issue 35 (security, third round) on both databases with a real SMTP server: each finding as the
// attacker tried it, and what must hold instead. Roles belong to an accepted admin invitation, not
// to an address; invitation mail cannot be used as a bomb or carry injected links; one strict
// address per reset; no answer tells whether an address has an account; a revoked invitation does
// not lock an address out; no live one-time link is stored or shown; backups are private and a
// crafted one runs no SQL; another team cannot spend an invitation's allowance; invitees are not
// named by their address; a deadlock between the server's own work and a request is retried.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { leagueBeforeLadderSet } from "./league-helpers";
import { smtpForFile } from "./smtp";
import { db, dbHandle } from "@/lib/db/client";
import { createInvitation, resendInvitation, revokeInvitation } from "@/lib/services/accounts/invitations";
import { acceptInvitation } from "@/lib/services/accounts/invitation-links";
import { confirmPasswordReset, requestPasswordReset, resendVerification, signUp, verifyEmail } from "@/lib/services/accounts/credentials";
import { registerTeam } from "@/lib/services/accounts/team-registration";
import { requestEmailChange } from "@/lib/services/accounts/profile";
import { verifyCredentials } from "@/lib/services/accounts/auth";
import { loadActor } from "@/lib/auth/actor";
import { createUser, getAdminDesk } from "@/lib/services/league/admin";
import { getTeam } from "@/lib/services/teams/teams-read";
import { backupTo, restoreFrom } from "@/lib/db/backup";
import { inTransaction } from "@/lib/db/transaction";
import { AppError } from "@/lib/errors";
import { LINK_MARKER } from "@/lib/services/mail/sealed-link";

const kinds = await databaseKinds();
const ORIGIN = "http://club.test";
const PASSWORD = "Qx7!bridge-ladder-2027";

const mailServer = smtpForFile();
const deliver = mailServer.deliver;
const tokenOf = (url: string) => url.split("/").at(-1)!;

describeOnDatabases("security round 3 (issue 35)", kinds, (kind) => {
  const { L, mail, admin, cap } = leagueBeforeLadderSet(kind);

  /** A fresh user who signed up and verified the address. */
  async function verifiedUser(name: string) {
    const email = mail(name);
    await signUp({ email, name, password: PASSWORD }, { origin: ORIGIN, address: `10.9.${name.length}.1` });
    await deliver();
    await verifyEmail({ token: mailServer.server().link(email, "/verify").token });
    return verifyCredentials(email, PASSWORD);
  }

  /** A fresh attacker: signed up, verified, captain of a pending team of its own. */
  async function attacker(name: string) {
    const user = await verifiedUser(name);
    const team = await registerTeam(await loadActor(user.id), { name: `Pirates ${name} ${kind}`, memberEmails: [] }, { origin: ORIGIN });
    return { actor: await loadActor(user.id), teamId: team.id };
  }

  test("1. a revoked admin invitation gives no one the admin role through another team's invitation", async () => {
    const x = mail("x-admin");
    const inv = await createInvitation(await admin(), { email: x, role: "admin" }, { origin: ORIGIN });
    const prisma = await db();
    // The account made for the invitation holds no role before it is accepted.
    expect(await prisma.user.findUniqueOrThrow({ where: { email: x }, select: { role: true } })).toEqual({ role: "member" });
    await revokeInvitation(await admin(), inv.id);
    const a = await attacker("mallory");
    const theirs = await createInvitation(a.actor, { email: x, teamId: a.teamId }, { origin: ORIGIN });
    expect(theirs).not.toHaveProperty("userId"); // no foreign id in a captain's answer
    const accepted = await acceptInvitation(null, { token: tokenOf(theirs.url), name: "Mallory's puppet", password: PASSWORD });
    const me = await loadActor(accepted.userId);
    expect(me!.role).toBe("member");
    await expect(createUser(me, { email: mail("evil-admin"), name: "Evil", password: PASSWORD, role: "admin", locale: "en" })).rejects.toMatchObject({
      status: 403,
    });
  });

  test("1. the same with a referee through a T5 replacement invitation, and an expired one", async () => {
    const y = mail("y-ref");
    const inv = await createInvitation(await admin(), { email: y, role: "referee" }, { origin: ORIGIN });
    await revokeInvitation(await admin(), inv.id);
    const prisma = await db();
    await prisma.league.updateMany({ data: { ladderSetAt: new Date("2026-11-01T00:00:00Z") } });
    const r = await createInvitation(await cap(1), { email: y, teamId: L().teams[1].id, replaces: L().teams[1].members[4] }, { origin: ORIGIN });
    const accepted = await acceptInvitation(null, { token: tokenOf(r.url), name: "Sub", password: PASSWORD });
    expect((await loadActor(accepted.userId))!.role).toBe("member");
    await prisma.league.updateMany({ data: { ladderSetAt: null } });
    // An expired admin invitation: the account stays role-less; a captain's later invitation grants nothing.
    const z = mail("z-admin");
    await createInvitation(await admin(), { email: z, role: "admin" }, { origin: ORIGIN, now: new Date(Date.now() - 30 * 86_400_000) });
    const a = await attacker("trudy");
    const theirs = await createInvitation(a.actor, { email: z, teamId: a.teamId }, { origin: ORIGIN });
    const acc = await acceptInvitation(null, { token: tokenOf(theirs.url), name: "Z", password: PASSWORD });
    expect((await loadActor(acc.userId))!.role).toBe("member");
  });

  test("1. an admin's own invitation still makes an admin (the role comes with acceptance)", async () => {
    const w = mail("w-admin");
    const inv = await createInvitation(await admin(), { email: w, role: "admin" }, { origin: ORIGIN });
    const acc = await acceptInvitation(null, { token: tokenOf(inv.url), name: "New admin", password: PASSWORD });
    expect((await loadActor(acc.userId))!.role).toBe("admin");
  });

  test("3. invite + revoke in a loop mails one address at most 5 times a day; a name cannot inject a line or a link", async () => {
    const victim = mail("bombed");
    const captain = await cap(2);
    let refused: AppError | null = null;
    for (let i = 0; i < 30 && !refused; i++) {
      try {
        const inv = await createInvitation(captain, { email: victim, teamId: L().teams[2].id }, { origin: ORIGIN });
        await revokeInvitation(captain, inv.id);
      } catch (err) {
        refused = err as AppError;
      }
    }
    expect(refused).toMatchObject({ status: 429 });
    await deliver();
    expect(mailServer.server().to(victim).length).toBe(5); // before issue 35: 30
    // A display name with a line break and a URL: one line in the mail, and no link made of it.
    const prisma = await db();
    await prisma.user.update({ where: { id: L().teams[3].captain }, data: { name: "Boss\n\nUrgent: log in at http://evil.example/login" } });
    const to = mail("injected");
    await createInvitation(await cap(3), { email: to, teamId: L().teams[3].id }, { origin: ORIGIN });
    await deliver();
    const m = mailServer.server().to(to).at(-1)!.parsed;
    expect(m.text).toContain("Boss Urgent: log in at http://evil.example/login");
    expect(m.html).not.toContain('href="http://evil.example');
    expect(m.html).toMatch(/href="http:\/\/club\.test\/invite\/[A-Za-z0-9_-]{43}"/);
  });

  test.each([["a@x.cn, b@x.cn"], ["v@x.cn\r\nBcc: e@evil.cn"], ["Victim <v@x.cn>"], ['"v@x.cn" <e@evil.cn>']])(
    "4. a reset, a resend or a sign-up for %j is 400 and nothing is sent",
    async (text) => {
      const prisma = await db();
      const before = await prisma.emailOutbox.count();
      for (const call of [
        () => requestPasswordReset({ email: text }, { origin: ORIGIN, address: "10.4.0.1" }),
        () => resendVerification({ email: text }, { origin: ORIGIN, address: "10.4.0.1" }),
        () => signUp({ email: text, name: "X", password: PASSWORD }, { origin: ORIGIN, address: "10.4.0.1" }),
      ])
        expect(await failure(call())).toMatchObject({ status: 400, code: "invalid_email" });
      expect(await prisma.emailOutbox.count()).toBe(before);
    },
  );

  test("5. a captain's invitation and a team registration answer the same whatever account the address has", async () => {
    const inOtherTeam = (await (await db()).user.findUniqueOrThrow({ where: { id: L().teams[0].members[3] }, select: { email: true } })).email;
    const fresh = mail("nobody-yet");
    const a = await createInvitation(await cap(1), { email: inOtherTeam, teamId: L().teams[1].id }, { origin: ORIGIN });
    const b = await createInvitation(await cap(1), { email: fresh, teamId: L().teams[1].id }, { origin: ORIGIN });
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a).not.toHaveProperty("userId");
    // Accepting tells the person (signed in as itself), not the inviter.
    const x = await loadActor((await verifiedUser("regina")).id);
    const r = await registerTeam(x, { name: `Probe ${kind}`, memberEmails: [inOtherTeam, mail("free-one")] }, { origin: ORIGIN }).catch((e) => e);
    expect(r).toMatchObject({ state: "pending", invited: 2 });
  });

  test("5. an e-mail change shows the same pending address whether it is taken or free", async () => {
    const prisma = await db();
    const me = L().teams[2].members[2];
    await prisma.user.update({ where: { id: me }, data: { passwordHash: (await prisma.user.findUniqueOrThrow({ where: { id: L().admin } })).passwordHash } });
    const taken = (await prisma.user.findUniqueOrThrow({ where: { id: L().teams[2].members[3] }, select: { email: true } })).email;
    await requestEmailChange(await L().actor(me), { email: taken, password: "password123" }, { origin: ORIGIN });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: me } })).pendingEmail).toBe(taken);
    await requestEmailChange(await L().actor(me), { email: mail("free-address"), password: "password123" }, { origin: ORIGIN });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: me } })).pendingEmail).toBe(mail("free-address"));
  });

  test("6. after a revoked invitation the address can sign up, and can reset", async () => {
    const s = mail("revoked-signup");
    const inv = await createInvitation(await cap(0), { email: s, teamId: L().teams[0].id }, { origin: ORIGIN });
    await revokeInvitation(await cap(0), inv.id);
    await signUp({ email: s, name: "Self", password: PASSWORD }, { origin: ORIGIN, address: "10.6.0.1" });
    await deliver();
    expect(mailServer.server().to(s).at(-1)!.parsed.text).not.toMatch(/already has an account|已有账户/);
    await verifyEmail({ token: mailServer.server().link(s, "/verify").token });
    expect(await verifyCredentials(s, PASSWORD)).toMatchObject({ email: s, role: "member" });

    const r = mail("revoked-reset");
    const inv2 = await createInvitation(await cap(0), { email: r, teamId: L().teams[0].id }, { origin: ORIGIN });
    await revokeInvitation(await cap(0), inv2.id);
    await requestPasswordReset({ email: r }, { origin: ORIGIN, address: "10.6.0.2" });
    await deliver();
    await confirmPasswordReset({ token: mailServer.server().link(r, "/reset").token, password: PASSWORD });
    expect(await verifyCredentials(r, PASSWORD)).toMatchObject({ email: r, role: "member" });
  });

  test("7. the outbox never holds a live link: sealed until sent, cleared after; the admin's list shows a marker", async () => {
    const to = mail("outbox");
    const inv = await createInvitation(await cap(3), { email: to, teamId: L().teams[3].id }, { origin: ORIGIN });
    const prisma = await db();
    const row = await prisma.emailOutbox.findFirstOrThrow({ where: { to }, orderBy: { createdAt: "desc" } });
    expect(row.body).not.toContain(tokenOf(inv.url));
    expect(row.body).toContain(LINK_MARKER);
    expect(row.sealedLink).toBeTruthy();
    expect(row.sealedLink).not.toContain(tokenOf(inv.url));
    const desk = await getAdminDesk(await admin());
    expect(JSON.stringify(desk.outbox)).not.toMatch(/\/invite\/[A-Za-z0-9_-]{43}/);
    expect(JSON.stringify(desk.outbox)).not.toContain("sealedLink");
    await deliver();
    expect(mailServer.server().link(to, "/invite").url).toBe(inv.url); // the mail carries it
    expect((await prisma.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).sealedLink).toBeNull();
    // Nothing anywhere in the outbox reads as a live link.
    const all = await prisma.emailOutbox.findMany({ select: { body: true } });
    expect(all.filter((m) => /\/(invite|reset|verify)\/[A-Za-z0-9_-]{43}/.test(m.body))).toEqual([]);
  });

  test("7 + 9. a backup is written 0600 (over an old 0644 file); a crafted table name runs no SQL", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ladder-sec3-"));
    const file = path.join(dir, "b.jsonl.gz");
    fs.writeFileSync(file, "old", { mode: 0o644 });
    const { pool } = await dbHandle();
    const c = await pool.connect();
    try {
      await backupTo(c, file, kind);
    } finally {
      c.release();
    }
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const lines = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8").split("\n");
    const evil = 'User" (id) VALUES (1); CREATE TABLE pwned (x int); --';
    const crafted = lines.map((l) => (l.startsWith('{"table":"Notification"') ? l.replace('"Notification"', JSON.stringify(evil)) : l));
    const bad = path.join(dir, "crafted.jsonl.gz");
    fs.writeFileSync(bad, zlib.gzipSync(crafted.join("\n")));
    const c2 = await pool.connect();
    try {
      await expect(restoreFrom(c2, bad, { force: true })).rejects.toThrow(/not a table of this program/);
      expect((await c2.query(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'pwned'`)).rows[0].n).toBe(0);
    } finally {
      c2.release();
    }
  });

  test("10. another team's captain cannot spend an invitation's resend allowance", async () => {
    const inv = await createInvitation(await cap(0), { email: mail("resend-me"), teamId: L().teams[0].id }, { origin: ORIGIN });
    for (let i = 0; i < 8; i++) expect(await failure(resendInvitation(await cap(1), inv.id, { origin: ORIGIN }))).toMatchObject({ status: 403 });
    const again = await resendInvitation(await cap(0), inv.id, { origin: ORIGIN });
    expect(again.url).toMatch(/\/invite\//);
  });

  test("11. a team page names an invitee neutrally until accepted (a QQ address is a QQ number)", async () => {
    const qq = `2718281828.${kind}@qq.com`;
    await createInvitation(await cap(3), { email: qq, teamId: L().teams[3].id }, { origin: ORIGIN });
    const team = await getTeam(L().teams[3].id);
    expect(JSON.stringify(team)).not.toContain("2718281828");
    expect(team.members.some((m) => m.name === "受邀队员" || m.name === "Invited player")).toBe(true);
  });

  test.runIf(kind === "postgresql")("a deadlock between two transactions is retried inside the server: both succeed, no 409", async () => {
    const prisma = await db();
    const [a, b] = [L().teams[0].id, L().teams[1].id];
    let meet = 0;
    const barrier = async () => {
      meet++;
      for (let i = 0; i < 200 && meet < 2; i++) await new Promise((r) => setImmediate(r));
    };
    const lockInOrder = (first: string, second: string) =>
      inTransaction(async (tx) => {
        await tx.$executeRaw`SELECT 1 FROM "Team" WHERE id = ${first} FOR UPDATE`;
        await barrier();
        await tx.$executeRaw`UPDATE "Team" SET name = name WHERE id = ${second}`;
        return "done";
      });
    expect(await Promise.all([lockInOrder(a, b), lockInOrder(b, a)])).toEqual(["done", "done"]);
    expect(await prisma.team.count()).toBeGreaterThan(0);
  });
});
