// Reminders (issue 4): at 2/3 of the time to each deadline, and 1 h before the match.
import { HOUR } from "@/lib/domain/settings";
import type { Challenge } from "@/lib/domain/challenge/types";

export type ReminderKind = "respond" | "choose" | "play" | "finalise" | "match";

/** The reminders of the current state: at 2/3 of the time to each deadline, and 1 h before the match. */
export function reminderSchedule(ch: Challenge): { kind: ReminderKind; at: Date; deadline: Date }[] {
  const twoThirds = (from: Date, to: Date) => new Date(from.getTime() + ((to.getTime() - from.getTime()) * 2) / 3);
  switch (ch.state) {
    case "awaiting_response":
      return [{ kind: "respond", at: twoThirds(ch.issuedAt, ch.respondBy), deadline: ch.respondBy }];
    case "awaiting_choice":
      return ch.chooseBy && ch.respondedAt ? [{ kind: "choose", at: twoThirds(ch.respondedAt, ch.chooseBy), deadline: ch.chooseBy }] : [];
    case "scheduled": {
      const out: { kind: ReminderKind; at: Date; deadline: Date }[] = [{ kind: "play", at: twoThirds(ch.issuedAt, ch.playBy), deadline: ch.playBy }];
      if (ch.scheduledAt) out.push({ kind: "match", at: new Date(ch.scheduledAt.getTime() - HOUR), deadline: ch.scheduledAt });
      return out.sort((a, b) => a.at.getTime() - b.at.getTime());
    }
    case "result_submitted":
      return ch.result && ch.resultDueAt && !ch.openCase
        ? [{ kind: "finalise", at: twoThirds(ch.result.submittedAt, ch.resultDueAt), deadline: ch.resultDueAt }]
        : [];
    default:
      return [];
  }
}

/** Reminders due at `now` (their instant has come, their deadline has not), and the next one after. */
export function remindersDue(ch: Challenge, now: Date) {
  const all = reminderSchedule(ch);
  const t = now.getTime();
  return {
    due: all.filter((r) => r.at.getTime() <= t && r.deadline.getTime() > t),
    next: all.find((r) => r.at.getTime() > t)?.at ?? null,
  };
}
