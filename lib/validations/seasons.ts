// S3, S4 (revision 4): the season calls' bodies (api.md "Ladders and seasons"), for the API and the
// admin's season page alike. Days are league-time calendar days, YYYY-MM-DD (full-width digits, as a
// Chinese input method types them, are read as ASCII).
import { z } from "zod";
import { isDay } from "@/lib/domain/season/season";
import { says } from "@/lib/validations/error-map";
import { SettingsPatchSchema } from "@/lib/validations/settings";

// NFKC, as addresses and times of day are read (lib/domain/accounts/email.ts, settings.ts).
const day = z
  .string()
  .transform((s) => s.normalize("NFKC").trim())
  .refine(isDay, { message: "day" });

export const StartSeasonSchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    startsOn: day,
    // null or absent: no end day yet (the admin sets one later, PATCH /seasons/:id)
    endsOn: day.nullable().optional(),
    ratingPolicy: z.enum(["carry", "regress", "reset"]).default("carry"),
    regressFraction: z.number().gt(0).lte(1).optional(),
    order: z.array(z.string().min(1)).min(1).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.ratingPolicy === "regress" && s.regressFraction === undefined) ctx.addIssue({ code: "custom", path: ["regressFraction"], message: "required" });
  });
export type StartSeasonInput = z.infer<typeof StartSeasonSchema>;

export const UpdateSeasonSchema = z.object({
  name: z.string().trim().min(1).max(40).optional(),
  endsOn: day.nullable().optional(),
});
export type UpdateSeasonInput = z.infer<typeof UpdateSeasonSchema>;

/** S2: a ladder's short address: lower-case letters, digits and hyphens, starting with a letter. */
export const LADDER_SLUG = /^[a-z][a-z0-9-]{1,31}$/;

/** POST /api/v1/ladders (S2, S5): a new ladder, its names, its division and its settings (S1). */
export const CreateLadderSchema = z
  .object({
    slug: z
      .string()
      .transform((s) => s.normalize("NFKC").trim().toLowerCase())
      .refine((s) => LADDER_SLUG.test(s), says("ladderSlug")),
    name: z.object({ "zh-CN": z.string().trim().min(1).max(40), en: z.string().trim().min(1).max(40).optional() }).strict(),
    division: z.number().int().min(1).max(9).optional(),
    settings: SettingsPatchSchema.optional(),
  })
  .strict();
export type CreateLadderInput = z.infer<typeof CreateLadderSchema>;

/** PUT /api/v1/ladders/:slug/promotion (S5): the division below and how many teams change places (0: none). */
export const PromotionSchema = z
  .object({
    below: z.string().trim().min(1).max(32),
    teams: z.number().int().min(0).max(50),
  })
  .strict();
