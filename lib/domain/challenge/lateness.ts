// C12: lateness, with the preference for the side that checked in.
import { MINUTE } from "@/lib/domain/settings";

export type LatenessFinding = "claim_presumed" | "referee_decides";

/**
 * C12: a claim by a side that checked in by start + grace, against a side that had not, is upheld
 * unless a referee finds otherwise; any other claim is for the referee to decide.
 */
export function latenessPresumption(input: { scheduledAt: Date; graceMinutes: number; claimantCheckIn?: Date; opponentCheckIn?: Date }): {
  finding: LatenessFinding;
  cutoff: Date;
} {
  const cutoff = new Date(input.scheduledAt.getTime() + input.graceMinutes * MINUTE);
  const inTime = (d?: Date) => !!d && d.getTime() <= cutoff.getTime();
  const finding = inTime(input.claimantCheckIn) && !inTime(input.opponentCheckIn) ? "claim_presumed" : "referee_decides";
  return { finding, cutoff };
}
