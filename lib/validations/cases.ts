// Shared by the referee desk forms and the JSON API.
import { z } from "zod";
import { says } from "@/lib/validations/error-map";
import { Instant } from "@/lib/validations/challenge";
import { CASE_REASON_LENGTH, STATEMENT_LENGTH, reasonText } from "@/lib/validations/reason";

export const ClaimSchema = z.object({
  kind: z.enum(["lateness", "disconnection", "unregistered", "in_match"]),
  reason: reasonText(CASE_REASON_LENGTH),
  boards: z.array(z.number().int().min(1).max(64)).max(64).optional(),
});

export const StatementSchema = z.object({ body: reasonText(STATEMENT_LENGTH) });

export const RulingSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("uphold"), reason: reasonText(CASE_REASON_LENGTH) }),
  z.object({
    kind: z.literal("replace"),
    reason: reasonText(CASE_REASON_LENGTH),
    challengerImps: z.number().int().min(0).max(999),
    defenderImps: z.number().int().min(0).max(999),
    falseResult: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal("award"),
    reason: reasonText(CASE_REASON_LENGTH),
    winner: z.enum(["challenger", "defender"]),
    falseResult: z.boolean().optional(),
  }),
  // R1: a rematch names the new start time (agreed by the referee with both captains).
  z.object({ kind: z.literal("rematch"), reason: reasonText(CASE_REASON_LENGTH), at: Instant }),
  z.object({ kind: z.literal("invalid"), reason: reasonText(CASE_REASON_LENGTH) }),
  // R4 (revision 3): a claim, an appeal or a correction dismissed as unfounded.
  z.object({ kind: z.literal("dismiss"), reason: reasonText(CASE_REASON_LENGTH) }),
  // L3 (revision 3): lift the penalty an earlier ruling on this case applied.
  z.object({ kind: z.literal("lift_penalty"), reason: reasonText(CASE_REASON_LENGTH) }),
  // Issue 6/M5: replace one board's result, or assign it an adjusted IMP score; totals follow.
  z.object({
    kind: z.literal("adjust_board"),
    reason: reasonText(CASE_REASON_LENGTH),
    board: z.number().int().min(1).max(64),
    open: z.string().max(20).optional(),
    closed: z.string().max(20).optional(),
    adjustedImps: z.number().int().min(-24).max(24).optional(),
    falseResult: z.boolean().optional(),
  }),
]);
export type Ruling = z.output<typeof RulingSchema>;

export const ReplacementSchema = z
  .object({
    outUserId: z.string().min(1),
    inUserId: z.string().min(1).optional(),
    inEmail: z.string().trim().toLowerCase().email().optional(),
    reason: reasonText(),
  })
  .refine((r) => !!r.inUserId !== !!r.inEmail, { ...says("oneOfUserOrEmail"), path: ["inUserId"] });
export const DecisionSchema = z.object({ approve: z.boolean(), reason: reasonText() });

export const ATTACHMENT_TYPES = ["image/png", "image/jpeg", "application/pdf", "text/plain", "application/x-pbn"] as const;
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
