// Issue 22: the account and onboarding flows' inputs, shared by the pages and the API.
import { z } from "zod";
import { reasonText } from "@/lib/validations/reason";
import { LOCALES } from "@/lib/i18n/locales.mjs";
import { says } from "@/lib/validations/error-map";
import { isTimeZone } from "@/lib/domain/settings";

const Email = z.string().trim().toLowerCase().email().max(200);
const Locale = z.enum(LOCALES);
const Token = z.string().min(1).max(200);
const Name = z.string().trim().min(1).max(60);

export const InvitationSchema = z
  .object({
    email: Email,
    role: z.enum(["admin", "referee", "member"]).optional(),
    teamId: z.string().min(1).max(64).optional(),
    replaces: z.string().min(1).max(64).optional(),
    overrideReason: reasonText().optional(),
    locale: Locale.optional(),
  })
  .strict();
export const AcceptInvitationSchema = z.object({ token: Token, name: Name.optional(), password: z.string().max(200).optional() }).strict();
export const PasswordResetSchema = z.object({ email: z.string().trim().max(200), locale: Locale.optional() }).strict();
export const PasswordResetConfirmSchema = z.object({ token: Token, password: z.string().max(200) }).strict();
export const SignupSchema = z.object({ email: Email, name: Name, password: z.string().max(200), locale: Locale.optional() }).strict();
export const TokenSchema = z.object({ token: Token }).strict();
export const ResendSchema = z.object({ email: z.string().trim().max(200) }).strict();
export const RegisterTeamSchema = z.object({ name: z.string().trim().min(1).max(40), memberEmails: z.array(Email).max(12) }).strict();
export const RejectTeamSchema = z.object({ reason: reasonText() }).strict();
/** Issue 38: `timeZone` the reader's own IANA zone for notices; null (or "") reads league time only. */
export const ProfileSchema = z
  .object({
    name: Name.optional(),
    locale: Locale.optional(),
    emailNotifications: z.boolean().optional(),
    timeZone: z
      .union([z.literal("").transform(() => null), z.string().trim().refine(isTimeZone, says("timeZone"))])
      .nullable()
      .optional(),
  })
  .strict();
export const EmailChangeSchema = z.object({ email: Email, password: z.string().max(200) }).strict();
/** Issue 37: POST /invitations/send; PATCH /invitations/:id (the address is read by requireEmail, full-width forms included). */
export const SendInvitationsSchema = z.object({ teamIds: z.array(z.string().min(1).max(64)).max(500).optional() }).strict();
export const InvitationEmailSchema = z.object({ email: z.string().max(200) }).strict();
