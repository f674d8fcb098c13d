"use server";
// Issue 38: group robots from the team page (captain, deputies) and the admin's robots page: the
// same services as /api/v1/webhooks.
import { runAction } from "@/lib/actions/run-action";
import { currentActor } from "@/lib/auth/session";
import { createRobot, deleteRobot, testRobot, updateRobot } from "@/lib/services/notify/chat/robots";
import { updateTeamProfile } from "@/lib/services/teams/team-profile";
import { RobotSchema } from "@/lib/validations/robots";
import { TeamPatchSchema } from "@/lib/validations/thread";
import { BadRequest } from "@/lib/errors";
import { fieldErrors } from "@/lib/api/handler";
import { ID_PATTERN } from "@/lib/validations/ids";

/** Where the form came from: a team's page or the admin's robots page, nothing else. */
function back(form: FormData): string {
  const teamId = String(form.get("teamId") ?? "");
  return teamId && ID_PATTERN.test(teamId) ? `/teams/${teamId}` : "/admin/robots";
}

export async function addRobotAction(form: FormData) {
  await runAction(
    form,
    back(form),
    async () => {
      const teamId = String(form.get("teamId") ?? "");
      const ladder = String(form.get("ladder") ?? "");
      const p = RobotSchema.safeParse({
        kind: form.get("kind"),
        name: String(form.get("name") ?? ""),
        url: String(form.get("url") ?? ""),
        secret: String(form.get("secret") ?? "") || undefined,
        scope: teamId ? { team: teamId } : ladder ? { ladder } : {},
        events: form.getAll("events").map(String),
        language: form.get("language") ?? undefined,
      });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      return createRobot(await currentActor(), p.data);
    },
    "robotAdded",
  );
}

export async function robotCommandAction(form: FormData) {
  const id = String(form.get("robotId") ?? "");
  const command = String(form.get("command") ?? "");
  await runAction(
    form,
    back(form),
    async () => {
      const actor = await currentActor();
      if (command === "remove") return deleteRobot(actor, id);
      if (command === "resume" || command === "pause") return updateRobot(actor, id, { paused: command === "pause" });
      if (command === "test") {
        const r = await testRobot(actor, id);
        if (!r.ok) throw new BadRequest({ robot: [r.error ?? "refused"] }, "webhook_test_failed");
        return r;
      }
      throw new BadRequest({ command: ["unknown"] });
    },
    command === "remove" ? "robotRemoved" : command === "test" ? "robotTested" : command === "pause" ? "robotPaused" : "robotResumed",
  );
}

export async function contactAction(form: FormData) {
  const teamId = String(form.get("teamId") ?? "");
  await runAction(
    form,
    `/teams/${teamId}`,
    async () => {
      const p = TeamPatchSchema.safeParse({ contact: String(form.get("contact") ?? "") });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      return updateTeamProfile(await currentActor(), teamId, { contact: p.data.contact });
    },
    "contactSaved",
  );
}
