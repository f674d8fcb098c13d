// Shared by the admin forms and the JSON API.
import { z } from "zod";
import { saysCode } from "@/lib/validations/error-map";
import { reasonText } from "@/lib/validations/reason";
import { checkPassword } from "@/lib/auth/password-policy";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales.mjs";

export const CreateUserSchema = z
  .object({
    email: z.string().trim().toLowerCase().email(),
    name: z.string().trim().min(1).max(60),
    password: z.string().max(200),
    role: z.enum(["admin", "referee", "member"]).default("member"),
    locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
  })
  // Issue 10: ≥ 10 characters, ≤ 72 bytes (no silent bcrypt truncation), not common.
  .superRefine((u, ctx) => {
    const weak = checkPassword(u.password, [u.email, u.name]);
    if (weak) ctx.addIssue({ code: "custom", path: ["password"], ...saysCode(weak) });
  });

export const CreateTeamSchema = z.object({
  name: z.string().trim().min(1).max(40),
  captainId: z.string().min(1),
  memberIds: z.array(z.string().min(1)).min(1).max(12),
  /** S2 (api.md): the ladder's address; the default ladder when absent. */
  ladder: z.string().trim().min(1).max(32).optional(),
});

/** T1/T5: after the initial ranking, a reason is required and the change is logged as an override. */
export const AddMemberSchema = z.object({ email: z.string().email(), reason: reasonText().optional() });

export const SetLadderSchema = z.object({ order: z.array(z.string().min(1)).min(1) });

export { UpdateLeagueSchema } from "@/lib/validations/settings";

export const ClockSchema = z.object({ now: z.iso.datetime({ offset: true }).nullable() });
