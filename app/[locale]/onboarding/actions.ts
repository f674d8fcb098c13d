"use server";
// Issue 22's page actions: the same services as the JSON API (sign-up, verification, password
// reset, team registration, e-mail change, unsubscribing), each ending with a translated message.
import { headers } from "next/headers";
import { runAction } from "@/lib/actions/run-action";
import { inLadder } from "@/lib/actions/admin-ladder";
import { currentActor } from "@/lib/auth/session";
import { clientAddress } from "@/lib/auth/client-address";
import { originFromHeaders } from "@/lib/api/origin";
import { fieldErrors } from "@/lib/api/handler";
import { BadRequest, NotFound } from "@/lib/errors";
import { allLadders } from "@/lib/services/league/ladders";
import { confirmPasswordReset, requestPasswordReset, resendVerification, signUp, verifyEmail } from "@/lib/services/accounts/credentials";
import { confirmEmailChange, requestEmailChange, unsubscribe, updateProfile } from "@/lib/services/accounts/profile";
import { registerTeam, rejectTeam } from "@/lib/services/accounts/team-registration";
import { resendInvitation, revokeInvitation } from "@/lib/services/accounts/invitations";
import { changeInvitationEmail, sendInvitations } from "@/lib/services/accounts/invitation-admin";
import { linkOrigin } from "@/lib/services/accounts/site";
import { EmailChangeSchema, PasswordResetSchema, ProfileSchema, RegisterTeamSchema, RejectTeamSchema, SignupSchema } from "@/lib/validations/accounts";

const s = (form: FormData, k: string) => String(form.get(k) ?? "");
const locale = (form: FormData) => (s(form, "locale") === "en" ? "en" : "zh-CN");
async function ctx() {
  const h = await headers();
  return { address: clientAddress(h), requestOrigin: originFromHeaders(h) };
}

export async function signupAction(form: FormData) {
  await runAction(
    form,
    "/signup",
    async () => {
      const p = SignupSchema.safeParse({ email: s(form, "email"), name: s(form, "name"), password: s(form, "password"), locale: locale(form) });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      const c = await ctx();
      return signUp(p.data, { origin: await linkOrigin(null, null), address: c.address });
    },
    "signupSent",
  );
}

export async function resendAction(form: FormData) {
  await runAction(
    form,
    "/signup",
    async () => {
      const c = await ctx();
      return resendVerification({ email: s(form, "email") }, { origin: await linkOrigin(null, null), address: c.address });
    },
    "resendSent",
  );
}

export async function verifyAction(form: FormData) {
  const token = s(form, "token");
  const change = s(form, "change") === "1";
  await runAction(
    form,
    `/verify/${encodeURIComponent(token)}${change ? "?change=1" : ""}`,
    async () => {
      const c = await ctx();
      return change ? confirmEmailChange({ token }, { address: c.address }) : verifyEmail({ token }, { address: c.address });
    },
    change ? "emailChanged" : "verified",
    () => (change ? "/account" : "/signin"),
  );
}

export async function forgotAction(form: FormData) {
  await runAction(
    form,
    "/forgot",
    async () => {
      const p = PasswordResetSchema.safeParse({ email: s(form, "email"), locale: locale(form) });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      const c = await ctx();
      return requestPasswordReset(p.data, { origin: await linkOrigin(null, null), address: c.address, locale: locale(form) });
    },
    "resetSent",
  );
}

export async function resetAction(form: FormData) {
  const token = s(form, "token");
  await runAction(
    form,
    `/reset/${encodeURIComponent(token)}`,
    async () => {
      const c = await ctx();
      return confirmPasswordReset({ token, password: s(form, "password") }, { address: c.address });
    },
    "passwordReset",
    () => "/signin",
  );
}

export async function registerTeamAction(form: FormData) {
  // S2: the ladder chosen on the page (none where the site has one): the page comes back with it
  // chosen; an address no ladder has is refused, nothing registered.
  const slug = s(form, "ladder");
  const ladder = slug ? (await allLadders()).find((l) => l.slug === slug) : undefined;
  await runAction(
    form,
    ladder ? `/register-team?ladder=${encodeURIComponent(ladder.slug)}` : "/register-team",
    async () => {
      if (slug && !ladder) throw new NotFound("ladder_unknown");
      const emails = s(form, "memberEmails")
        .split(/[\s,;，；]+/)
        .map((e) => e.trim())
        .filter(Boolean);
      const p = RegisterTeamSchema.safeParse({ name: s(form, "name"), memberEmails: emails });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      const actor = await currentActor();
      const c = await ctx();
      return registerTeam(actor, p.data, { origin: await linkOrigin(actor, c.requestOrigin), ladder: ladder?.id });
    },
    "registered",
    (r) => `/teams/${(r as { id: string }).id}`,
  );
}

export async function profileAction(form: FormData) {
  await runAction(
    form,
    "/account",
    async () => {
      const p = ProfileSchema.safeParse({
        name: s(form, "name") || undefined,
        locale: s(form, "preferredLocale") || undefined,
        emailNotifications: form.get("emailNotifications") === "on",
        timeZone: form.has("timeZone") ? s(form, "timeZone") : undefined,
      });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      return updateProfile(await currentActor(), p.data);
    },
    "profileSaved",
  );
}

export async function emailChangeAction(form: FormData) {
  await runAction(
    form,
    "/account",
    async () => {
      const p = EmailChangeSchema.safeParse({ email: s(form, "email"), password: s(form, "password") });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      const actor = await currentActor();
      const c = await ctx();
      return requestEmailChange(actor, p.data, { origin: await linkOrigin(actor, c.requestOrigin), address: c.address });
    },
    "emailSent",
  );
}

export async function unsubscribeAction(form: FormData) {
  const token = s(form, "token");
  await runAction(form, `/unsubscribe?token=${encodeURIComponent(token)}`, async () => unsubscribe(token), "unsubscribed");
}

/** The page a team's invitation action returns to: the team page, or the admin's. */
const invitationsPage = (form: FormData) => (s(form, "teamId") ? `/teams/${encodeURIComponent(s(form, "teamId"))}` : "/admin/invitations");

export async function revokeInvitationAction(form: FormData) {
  await runAction(form, invitationsPage(form), async () => revokeInvitation(await currentActor(), s(form, "invitationId")), "revoked");
}

export async function resendInvitationAction(form: FormData) {
  await runAction(
    form,
    invitationsPage(form),
    async () => {
      const actor = await currentActor();
      const c = await ctx();
      return resendInvitation(actor, s(form, "invitationId"), { origin: await linkOrigin(actor, c.requestOrigin) });
    },
    "resent",
  );
}

export async function rejectTeamAction(form: FormData) {
  await inLadder(
    form,
    async () => {
      const p = RejectTeamSchema.safeParse({ reason: s(form, "reason") });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      return rejectTeam(await currentActor(), s(form, "teamId"), p.data.reason);
    },
    "teamRejected",
    "/admin/teams",
  );
}

/** Issue 37: an admin mails the staged invitations (an import with invite=later). */
export async function sendStagedAction(form: FormData) {
  await runAction(
    form,
    "/admin/invitations",
    async () => {
      const actor = await currentActor();
      return sendInvitations(actor, {}, { origin: await linkOrigin(actor, (await ctx()).requestOrigin) });
    },
    "invitationsSent",
  );
}

/** Issue 37: an admin corrects a mistyped address (the old link stops working). */
export async function invitationEmailAction(form: FormData) {
  await runAction(
    form,
    "/admin/invitations",
    async () => {
      const actor = await currentActor();
      return changeInvitationEmail(
        actor,
        s(form, "invitationId"),
        { email: s(form, "email") },
        { origin: await linkOrigin(actor, (await ctx()).requestOrigin) },
      );
    },
    "invitationEmail",
  );
}
