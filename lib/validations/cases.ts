// Shared by the referee desk forms and the JSON API.
import { z } from "zod";
import { Instant } from "@/lib/validations/challenge";

export const ClaimSchema = z.object({
  kind: z.enum(["lateness", "disconnection", "unregistered", "in_match"]),
  reason: z.string().trim().min(3).max(4000),
  boards: z.array(z.number().int().min(1).max(64)).max(64).optional(),
});

export const StatementSchema = z.object({ body: z.string().trim().min(1).max(4000) });

export const RulingSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("uphold"), reason: z.string().trim().min(3).max(4000) }),
  z.object({
    kind: z.literal("replace"),
    reason: z.string().trim().min(3).max(4000),
    challengerImps: z.number().int().min(0).max(999),
    defenderImps: z.number().int().min(0).max(999),
    falseResult: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal("award"),
    reason: z.string().trim().min(3).max(4000),
    winner: z.enum(["challenger", "defender"]),
    falseResult: z.boolean().optional(),
  }),
  // R1: a rematch names the new start time (agreed by the referee with both captains).
  z.object({ kind: z.literal("rematch"), reason: z.string().trim().min(3).max(4000), at: Instant }),
  z.object({ kind: z.literal("invalid"), reason: z.string().trim().min(3).max(4000) }),
  // R4 (revision 3): a claim, an appeal or a correction dismissed as unfounded.
  z.object({ kind: z.literal("dismiss"), reason: z.string().trim().min(3).max(4000) }),
  // L3 (revision 3): lift the penalty an earlier ruling on this case applied.
  z.object({ kind: z.literal("lift_penalty"), reason: z.string().trim().min(3).max(4000) }),
  // Issue 6/M5: replace one board's result, or assign it an adjusted IMP score; totals follow.
  z.object({
    kind: z.literal("adjust_board"),
    reason: z.string().trim().min(3).max(4000),
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
    reason: z.string().trim().min(3).max(2000),
  })
  .refine((r) => !!r.inUserId !== !!r.inEmail, { message: "give inUserId or inEmail", path: ["inUserId"] });
export const DecisionSchema = z.object({ approve: z.boolean(), reason: z.string().trim().min(3).max(2000) });

export const ATTACHMENT_TYPES = ["image/png", "image/jpeg", "application/pdf", "text/plain", "application/x-pbn"] as const;
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
