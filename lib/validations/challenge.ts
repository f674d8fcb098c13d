// Shared by the challenge forms and the JSON API (api.md). Rule checks (4 slots, window …) are
// the domain's; these only check shapes, so that a well-formed request gets the rule's answer.
import { z } from "zod";
import { reasonText } from "@/lib/validations/reason";

export const Instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
const Id = z.string().min(1).max(64);

const SlotEntry = z.union([Instant, z.object({ at: Instant, offWindowAgreed: z.boolean().optional() })]);

export const SlotsSchema = z.object({
  slots: z.array(SlotEntry).min(1).max(12),
  offWindowAgreed: z.boolean().optional(),
});

/** Normalises slots to { at, offWindowAgreed } (a proposal-wide flag applies to plain instants). */
export function normaliseSlots(input: z.output<typeof SlotsSchema>) {
  return input.slots.map((s) =>
    s instanceof Date ? { at: s, offWindowAgreed: !!input.offWindowAgreed } : { at: s.at, offWindowAgreed: s.offWindowAgreed ?? !!input.offWindowAgreed },
  );
}

export const IssueChallengeSchema = SlotsSchema.extend({ defenderId: Id });
export const PickSlotSchema = z.object({ slot: Instant });
/** C16: a proposed new start time; `offWindowAgreed` is accepted for api.md's shape (the other captain's acceptance is the agreement). */
export const RescheduleSchema = z.object({ at: Instant, offWindowAgreed: z.boolean().optional() });
export const ReasonSchema = z.object({ reason: reasonText() });

const LineupEntry = z.union([Id, z.object({ name: z.string().trim().min(1).max(60) })]);
export const SubmitResultSchema = z.object({
  // With a scoresheet the totals are computed (and typed totals, if any, must agree).
  challengerImps: z.number().int().min(0).max(999).optional(),
  defenderImps: z.number().int().min(0).max(999).optional(),
  lineup: z.object({ challenger: z.array(LineupEntry).max(8), defender: z.array(LineupEntry).max(8) }),
  challengerNsRoom: z.enum(["open", "closed"]).optional(),
  boards: z
    .array(z.lazy(() => BoardInputSchema))
    .min(1)
    .max(64)
    .optional(),
});

// M4 (revision 3): a correction states the corrected totals.
export const CorrectionSchema = ReasonSchema.extend({
  challengerImps: z.number().int().min(0).max(999),
  defenderImps: z.number().int().min(0).max(999),
});

// Issue 6: a room's result as notation ("4S= N", "PASS") or as a structured object.
const RoomInput = z.union([
  z.string().max(20),
  z.object({ passedOut: z.literal(true) }),
  z.object({
    level: z.number().int(),
    strain: z.enum(["C", "D", "H", "S", "NT"]),
    doubled: z.enum(["", "X", "XX"]).default(""),
    declarer: z.enum(["N", "E", "S", "W"]),
    tricks: z.number().int(),
  }),
]);
// Issue 23: a board may carry its deal (a PBN deal string), as a match file gave it.
export const BoardInputSchema = z.object({
  board: z.number().int().min(1).max(64),
  open: RoomInput,
  closed: RoomInput,
  adjustedImps: z.number().int().min(-24).max(24).optional(),
  deal: z.string().trim().max(80).optional(),
  dealer: z.enum(["N", "E", "S", "W"]).optional(),
  vulnerable: z.enum(["None", "NS", "EW", "All"]).optional(),
});
export type BoardInput = z.input<typeof BoardInputSchema>;
export const SheetInputSchema = z.object({ challengerNsRoom: z.enum(["open", "closed"]).default("open"), boards: z.array(BoardInputSchema).min(1).max(64) });
