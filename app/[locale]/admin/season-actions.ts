"use server";
// Issue 40 (S3, S4): the admin's season page actions, through the same services and validations as
// /api/v1/seasons and /api/v1/ladders/:slug/seasons.
import { inLadder } from "@/lib/actions/admin-ladder";
import { currentActor } from "@/lib/auth/session";
import { BadRequest } from "@/lib/errors";
import { fieldErrors } from "@/lib/api/handler";
import { closeSeason, startNextSeason, updateSeason } from "@/lib/services/league/season-admin";
import { StartSeasonSchema, UpdateSeasonSchema } from "@/lib/validations/seasons";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

// S2: each returns to the admin's season page of the form's ladder; the next season starts in it.
export async function updateSeasonAction(form: FormData) {
  await inLadder(
    form,
    async () => {
      const p = UpdateSeasonSchema.safeParse({ name: text(form, "name") || undefined, endsOn: text(form, "endsOn") || null });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      await updateSeason(await currentActor(), text(form, "seasonId"), p.data);
    },
    "season",
    "/admin/seasons",
  );
}

export async function closeSeasonAction(form: FormData) {
  await inLadder(form, async () => closeSeason(await currentActor(), text(form, "seasonId")), "closed", "/admin/seasons");
}

export async function startSeasonAction(form: FormData) {
  await inLadder(
    form,
    async (ladder) => {
      const fraction = text(form, "regressFraction").replace("％", "%");
      const p = StartSeasonSchema.safeParse({
        name: text(form, "name"),
        startsOn: text(form, "startsOn"),
        endsOn: text(form, "endsOn") || null,
        ratingPolicy: text(form, "ratingPolicy") || "carry",
        ...(fraction ? { regressFraction: fraction.endsWith("%") ? Number(fraction.slice(0, -1)) / 100 : Number(fraction) } : {}),
      });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      await startNextSeason(await currentActor(), p.data, undefined, ladder.id);
    },
    "started",
    "/admin/seasons",
  );
}
