"use server";
// Team page actions (T6): the same services as the JSON API.
import { runAction } from "@/lib/actions/run-action";
import { currentActor } from "@/lib/auth/session";
import { setDeputies } from "@/lib/services/teams/teams";
import { DeputiesSchema } from "@/lib/validations/teams";
import { BadRequest } from "@/lib/errors";
import { fieldErrors } from "@/lib/api/handler";

export async function deputiesAction(form: FormData) {
  const teamId = String(form.get("teamId") ?? "");
  await runAction(
    form,
    `/teams/${teamId}`,
    async () => {
      const p = DeputiesSchema.safeParse({ userIds: form.getAll("userIds").map(String) });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      return setDeputies(await currentActor(), teamId, p.data.userIds);
    },
    "deputiesSaved",
  );
}
