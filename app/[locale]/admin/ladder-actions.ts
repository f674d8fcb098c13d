"use server";
// Issue 40 (S2, S5): the admin's ladders page actions, through the same services and validations as
// POST /api/v1/ladders and PUT /api/v1/ladders/:slug/promotion.
import { runAction } from "@/lib/actions/run-action";
import { currentActor } from "@/lib/auth/session";
import { BadRequest } from "@/lib/errors";
import { fieldErrors } from "@/lib/api/handler";
import { createLadder } from "@/lib/services/league/ladders";
import { setPromotion } from "@/lib/services/league/divisions";
import { CreateLadderSchema, PromotionSchema } from "@/lib/validations/seasons";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

export async function createLadderAction(form: FormData) {
  await runAction(
    form,
    "/admin/ladders",
    async () => {
      const division = text(form, "division").normalize("NFKC");
      const p = CreateLadderSchema.safeParse({
        slug: text(form, "slug"),
        name: { "zh-CN": text(form, "nameZh"), ...(text(form, "nameEn") ? { en: text(form, "nameEn") } : {}) },
        ...(division ? { division: Number(division) } : {}),
      });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      await createLadder(await currentActor(), p.data);
    },
    "created",
  );
}

export async function promotionAction(form: FormData) {
  await runAction(
    form,
    "/admin/ladders",
    async () => {
      const p = PromotionSchema.safeParse({ below: text(form, "below"), teams: Number(text(form, "teams").normalize("NFKC") || "0") });
      if (!p.success) throw new BadRequest(fieldErrors(p.error));
      await setPromotion(await currentActor(), text(form, "ladder"), p.data);
    },
    "promotion",
  );
}
