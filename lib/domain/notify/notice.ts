// Issue 38: what a notification says, as facts (STYLE.md "Notifications are content, rendered per
// channel"). The inbox, the e-mail and each chat robot render the same facts; who receives a
// notice is decided here, once: a notice that asks for an action goes to those who can take it
// (a team's captain and deputies, T6), news goes to every member of the teams named.

/** Every kind of notice; each has its subject, body and action label in the message catalogue. */
export const NOTICE_TYPES = [
  "challenge_received",
  "challenge_answered",
  "challenge_scheduled",
  "result_submitted",
  "challenge_final",
  "deadline_reminder",
  "match_reminder",
  "case_opened",
  "case_ruled",
  "case_overdue",
  "challenge_voided",
  "reschedule_proposed",
  "reschedule_accepted",
  "reschedule_declined",
  "captain_changed",
  "team_withdrawn",
  "team_approved",
  "team_registered",
  "message_posted",
  "robot_paused",
  "season_closed",
  "team_promoted",
  "team_relegated",
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Who of a named team receives a notice: its captain and deputies (they act), or every member. */
export type Audience = "captains" | "members";

/**
 * T6: captains and deputies act for a team (answer C7, choose C9, confirm or appeal M2, agree to a
 * new time C16); C11: any member may check in, so what concerns the match itself goes to all.
 */
export const AUDIENCE: Record<NoticeType, Audience> = {
  challenge_received: "captains",
  challenge_answered: "captains",
  challenge_scheduled: "members",
  result_submitted: "captains",
  challenge_final: "members",
  deadline_reminder: "captains",
  match_reminder: "members",
  case_opened: "members",
  case_ruled: "members",
  case_overdue: "members",
  challenge_voided: "members",
  reschedule_proposed: "captains",
  reschedule_accepted: "members",
  reschedule_declined: "members",
  captain_changed: "members",
  team_withdrawn: "members",
  team_approved: "members",
  team_registered: "members",
  message_posted: "members",
  robot_paused: "members",
  season_closed: "members",
  team_promoted: "members",
  team_relegated: "members",
};

/**
 * The facts of one notice. Instants are ISO strings in UTC (rendered in the league's time zone);
 * names are the teams' as they were when it happened. Stored with the inbox row.
 */
export type NoticeFacts = {
  number?: number;
  challengeId?: string;
  caseId?: string;
  teamId?: string;
  challenger?: string;
  defender?: string;
  challengerPosition?: number;
  defenderPosition?: number;
  /** The acting team's name (who proposed, submitted, conceded …). */
  by?: string;
  /** Proposed start times (C7's four, C9's four, C16's one). */
  times?: string[];
  /** The agreed start. */
  at?: string;
  /** By when the reader must act. */
  deadline?: string;
  challengerImps?: number;
  defenderImps?: number;
  /** The winner's name (none for a void). */
  winner?: string;
  /** An outcome's reason (lib/domain/challenge/types.ts OutcomeReason) or a case's kind. */
  reason?: string;
  name?: string;
  position?: number;
  /** A thread message's text (plain text, cut to a preview), a robot's last error. */
  text?: string;
  /** The teams a challenge's notice concerns (both sides), for their group robots. */
  teamIds?: string[];
  /** S3 (revision 4): the season a notice is about (its archive's page). */
  seasonId?: string;
  /** S5 (revision 4): the ladder a team moves to, in both languages. */
  ladder?: { "zh-CN": string; en: string };
};

/** The page where the reader acts on a notice (locale-less path, e.g. "/challenges/ID"). */
export function noticePath(type: NoticeType, f: NoticeFacts): string {
  if (type === "case_overdue" && f.caseId) return `/cases/${f.caseId}`;
  if (type === "team_registered") return "/admin/teams";
  if (type === "season_closed" && f.seasonId) return `/seasons/${f.seasonId}`;
  if (type === "robot_paused") return f.teamId ? `/teams/${f.teamId}#robots` : "/admin#robots";
  if (f.challengeId) return type === "message_posted" ? `/challenges/${f.challengeId}#thread` : `/challenges/${f.challengeId}`;
  if (f.teamId) return `/teams/${f.teamId}`;
  return "/me";
}

/** The teams of a challenge that a notice of this type is sent to (the acting side's own news excluded where it is the other's action). */
export function noticeSides(type: NoticeType, by: "challenger" | "defender" | null): ("challenger" | "defender")[] {
  const other = by === "challenger" ? "defender" : by === "defender" ? "challenger" : null;
  // The other side acts on a result, an answer, a proposal; the actor does not need telling.
  if (other && (type === "result_submitted" || type === "challenge_answered" || type === "reschedule_proposed" || type === "message_posted")) return [other];
  if (type === "challenge_received") return ["defender"];
  return ["challenger", "defender"];
}
