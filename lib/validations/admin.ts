// Shared by the admin forms and the JSON API.
import { z } from "zod";
import { checkPassword } from "@/lib/auth/password-policy";

export const CreateUserSchema = z
  .object({
    email: z.string().trim().toLowerCase().email(),
    name: z.string().trim().min(1).max(60),
    password: z.string().max(200),
    role: z.enum(["admin", "referee", "member"]).default("member"),
    locale: z.enum(["zh-CN", "en"]).default("zh-CN"),
  })
  // Issue 10: ≥ 10 characters, ≤ 72 bytes (no silent bcrypt truncation), not common.
  .superRefine((u, ctx) => {
    const weak = checkPassword(u.password, [u.email, u.name]);
    if (weak) ctx.addIssue({ code: "custom", path: ["password"], message: weak });
  });

export const CreateTeamSchema = z.object({
  name: z.string().trim().min(1).max(40),
  captainId: z.string().min(1),
  memberIds: z.array(z.string().min(1)).min(1).max(12),
});

export const SetLadderSchema = z.object({ order: z.array(z.string().min(1)).min(1) });

export const UpdateLeagueSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    venue: z.string().trim().min(1).max(200),
    timeZone: z.string().refine((tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "unknown time zone"),
    responseHours: z.number().int().min(1).max(24 * 14),
    playHours: z.number().int().min(1).max(24 * 30),
    matchHours: z.number().int().min(1).max(12),
    rulingHours: z.number().int().min(1).max(24 * 14),
    confirmHours: z.number().int().min(1).max(24 * 14),
    slotWindowStartMinute: z.number().int().min(0).max(1439),
    slotWindowEndMinute: z.number().int().min(1).max(1440),
    slotWeekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    checkInBeforeMinutes: z.number().int().min(0).max(240),
    checkInAfterMinutes: z.number().int().min(0).max(240),
    lateGraceMinutes: z.number().int().min(0).max(120),
    priorityWindowEnabled: z.boolean(),
    priorityWindowHours: z.number().int().min(1).max(24 * 6),
    maxReplacements: z.number().int().min(0).max(10),
  })
  .partial()
  .strict()
  .refine((s) => s.responseHours === undefined || s.playHours === undefined || s.responseHours < s.playHours, {
    message: "responseHours must be less than playHours",
    path: ["responseHours"],
  });

export const ClockSchema = z.object({ now: z.iso.datetime({ offset: true }).nullable() });
