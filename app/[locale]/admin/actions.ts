"use server";
// Admin page actions: the same services (and validations) as the JSON API.
import { runAction } from "@/lib/actions/run-action";
import { currentActor } from "@/lib/auth/session";
import { BadRequest } from "@/lib/errors";
import { inLadder } from "@/lib/actions/admin-ladder";
import { setUserDisabledByEmail } from "@/lib/services/accounts/auth";
import { fieldErrors } from "@/lib/api/handler";
import { addMember, createTeamByEmails, createUser, setClock, setInitialLadderFromNames, updateLeague } from "@/lib/services/league/admin";
import { approveTeam, setCaptain, withdrawTeam } from "@/lib/services/teams/teams";
import { WithdrawTeamSchema } from "@/lib/validations/teams";
import { TeamPatchSchema } from "@/lib/validations/thread";
import { updateTeamProfile } from "@/lib/services/teams/team-profile";
import { sweepAsAdmin } from "@/lib/services/challenges/sweep";
import { CreateUserSchema } from "@/lib/validations/admin";
import { UpdateLeagueSchema, settingsFromForm } from "@/lib/validations/settings";

// Issue 37: each action returns to the admin page of its task.
type AdminPath = "/admin/settings" | "/admin/teams" | "/admin/invitations" | "/admin/system";
const run = (form: FormData, fn: () => Promise<unknown>, ok: string, back: AdminPath) => runAction(form, back, fn, ok);

export async function leagueAction(form: FormData) {
  await inLadder(
    form,
    async (ladder) => {
      const raw = {
        name: String(form.get("name") ?? "").trim() || undefined,
        venue: String(form.get("venue") ?? "").trim() || undefined,
        ...settingsFromForm(form),
      };
      const clean = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
      const p = UpdateLeagueSchema.safeParse(clean);
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      await updateLeague(await currentActor(), p.data, undefined, ladder.id);
    },
    "league",
    "/admin/settings",
  );
}

export async function userAction(form: FormData) {
  await run(
    form,
    async () => {
      const p = CreateUserSchema.safeParse({
        email: form.get("email"),
        name: form.get("name"),
        password: form.get("password"),
        role: form.get("role") || "member",
      });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      await createUser(await currentActor(), p.data);
    },
    "user",
    "/admin/invitations",
  );
}

export async function teamAction(form: FormData) {
  await inLadder(
    form,
    async (ladder) => {
      const name = String(form.get("name") ?? "").trim();
      const captainEmail = String(form.get("captainEmail") ?? "").trim();
      if (!name || !captainEmail) throw new BadRequest({ name: ["required"] });
      await createTeamByEmails(
        await currentActor(),
        { name, captainEmail, memberEmails: String(form.get("memberEmails") ?? "").split(/[\s,;]+/) },
        undefined,
        ladder.id,
      );
    },
    "team",
    "/admin/teams",
  );
}

export async function ladderAction(form: FormData) {
  await inLadder(
    form,
    async (ladder) => setInitialLadderFromNames(await currentActor(), String(form.get("csv") ?? ""), undefined, ladder.id),
    "ladder",
    "/admin/teams",
  );
}

export async function clockAction(form: FormData) {
  await run(
    form,
    async () => {
      const v = String(form.get("now") ?? "").trim();
      const at = v ? new Date(v) : null;
      if (at && Number.isNaN(at.getTime())) throw new BadRequest({ now: ["instant"] });
      await setClock(await currentActor(), at);
    },
    "clock",
    "/admin/system",
  );
}

export async function sweepAction(form: FormData) {
  await run(form, async () => sweepAsAdmin(await currentActor()), "sweep", "/admin/system");
}

export async function captainAction(form: FormData) {
  await inLadder(
    form,
    async () => {
      // T6: the form names the consequence (the captain's rights move to the new captain) and asks to confirm.
      if (form.get("confirm") !== "on") throw new BadRequest({ confirm: ["required"] });
      return setCaptain(await currentActor(), String(form.get("teamId") ?? ""), String(form.get("userId") ?? ""));
    },
    "captain",
    "/admin/teams",
  );
}

export async function memberAction(form: FormData) {
  await inLadder(
    form,
    async () =>
      addMember(await currentActor(), String(form.get("teamId") ?? ""), { email: String(form.get("email") ?? ""), reason: String(form.get("reason") ?? "") }),
    "member",
    "/admin/teams",
  );
}

/** Issue 10: disable (or enable) an account; it is signed out everywhere at once. */
export async function disableUserAction(form: FormData) {
  await run(
    form,
    async () => setUserDisabledByEmail(await currentActor(), String(form.get("email") ?? ""), form.get("disabled") === "1"),
    "userDisabled",
    "/admin/invitations",
  );
}

/** T7: the form asks for a reason and an explicit confirmation of the consequences. */
export async function withdrawAction(form: FormData) {
  await inLadder(
    form,
    async () => {
      if (form.get("confirm") !== "on") throw new BadRequest({ confirm: ["required"] });
      const p = WithdrawTeamSchema.safeParse({ reason: String(form.get("reason") ?? "") });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      return withdrawTeam(await currentActor(), String(form.get("teamId") ?? ""), p.data.reason);
    },
    "withdrawn",
    "/admin/teams",
  );
}

/** T1/T2: a pending or returning team joins the ladder at the bottom. */
export async function approveAction(form: FormData) {
  await inLadder(form, async () => approveTeam(await currentActor(), String(form.get("teamId") ?? "")), "approved", "/admin/teams");
}

/** Issue 37: an admin renames a team (T1: names stay unique), as PATCH /api/v1/teams/:id. */
export async function renameTeamAction(form: FormData) {
  await inLadder(
    form,
    async () => {
      const p = TeamPatchSchema.safeParse({ name: String(form.get("name") ?? "") });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      return updateTeamProfile(await currentActor(), String(form.get("teamId") ?? ""), { name: p.data.name });
    },
    "renamed",
    "/admin/teams",
  );
}
