// L4 and rating.md: the whole league (ladder and rating board) as a pure reduction of the ordered
// event log. A referee's later ruling ("outcome_revised") replaces an earlier outcome in place, and
// a lifted penalty (L3, revision 3: "penalty_lifted") is skipped in its place: later challenges
// stay as they were played, only positions and ratings are recomputed. T7: a withdrawn team leaves
// the ladder ("team_withdrawn"); a team that returns joins at the bottom ("team_joined").
// S4, S6 (revision 4): a season's start sets the ladder's order and applies its rating policy to
// every team ("season_started"); a season's close ("season_closed") keeps what the replay holds
// at that moment, so `verify` checks each season's frozen archive against it. S5: an exchange
// between divisions ("promotion_applied") sets the division's order, and the arriving teams' board
// entries come with it. A ruling after a close amends the history from then on, not the archive.
import { LadderReplay, type LadderEvent } from "@/lib/domain/ladder/replay";
import { applyRatedResult, freshEntry, type BoardEntry, type RatingBoard } from "@/lib/domain/rating/board";
import type { RatingSettings } from "@/lib/domain/rating/elo";
import type { Side } from "@/lib/domain/challenge/types";
import { applyRatingPolicy, type RatingPolicy } from "@/lib/domain/season/season";

/** The event types the replay reads (every reader of the log asks for these, L4). */
export const HISTORY_TYPES = [
  "ladder_set",
  "team_joined",
  "team_withdrawn",
  "penalty_drop",
  "penalty_lifted",
  "challenge_decided",
  "outcome_revised",
  "challenge_voided",
  "season_started", // S4: the next season's order and rating policy
  "season_closed", // S6: the replay's ladder and board at each close, checked against its archive
  "promotion_applied", // S5: a division's order after an exchange, and its arriving teams' entries
];

export type HistoryEvent = {
  type: string;
  at: Date;
  teamId: string | null;
  otherTeamId: string | null;
  challengeId: string | null;
  caseId?: string | null;
  data: Record<string, unknown>;
};

/** R3 (revision 3): the positions of a challenge's two teams as the rebuilt ladder stood at its issue. */
export type AtIssue = { from: number | undefined; to: number | undefined; priorityWindow: boolean };

export type RatedChange = {
  challengeId: string;
  at: Date;
  winnerId: string;
  loserId: string;
  winner: { before: BoardEntry; after: BoardEntry };
  loser: { before: BoardEntry; after: BoardEntry };
};

/** S6: the ladder and the board as the replay held them at a season's close. */
export type SeasonSnapshot = { order: string[]; board: Map<string, BoardEntry> };

type Final = { challengeId: string; at: Date; challengerId: string; defenderId: string; winner: Side | null; rated: boolean };

/**
 * Replays the league: the ladder order, the rating board, and each rated match's rating change.
 * The ladder and the board move at "challenge_decided" (M2: when an outcome takes effect). An
 * "outcome_revised" (L4) replaces the outcome of that challenge's latest earlier decision, in its
 * original place in the sequence; later challenges stay as played.
 */
export function replayHistory(
  events: readonly HistoryEvent[],
  teamIds: readonly string[],
  settings: RatingSettings & { start: number },
  opts: {
    atIssueOf?: ReadonlySet<string>;
    ratingOf?: (challengeId: string) => (RatingSettings & { start: number }) | undefined;
    /**
     * R3 (revision 4): the challenges to judge, in order, as the history stood at each one's issue;
     * one not allowed is void: its ladder effect leaves the history from then on (a later
     * challenge is judged without it), its rating effect stays (E4: the bridge was real).
     */
    judge?: { candidates: ReadonlySet<string>; allowed: (at: AtIssue) => boolean };
  } = {},
) {
  // Which decision each revision amends: the challenge's latest decision before the revision.
  const lastDecision = new Map<string, number>();
  const revised = new Map<number, { winner: Side | null; rated: boolean }>();
  // L3 (revision 3): penalties lifted by a later ruling on the same case.
  const lifted = new Set(events.filter((e) => e.type === "penalty_lifted" && e.caseId).map((e) => e.caseId!));
  const atIssue = new Map<string, AtIssue>();
  // R3 (revision 4): decided challenges voided by an earlier ruling keep no ladder effect.
  const ladderVoided = new Set(events.filter((e) => e.type === "challenge_voided" && e.challengeId && e.data.decided === true).map((e) => e.challengeId!));
  const voidedNow = new Set<string>();
  // S6: [the decision a ruling amends, the ruling] (a season closed between them keeps its archive).
  const reaches: [number, number][] = [];
  events.forEach((e, i) => {
    if (!e.challengeId) return;
    if (e.type === "challenge_decided") lastDecision.set(e.challengeId, i);
    else if (e.type === "outcome_revised" || (e.type === "challenge_voided" && e.data.decided === true)) {
      const target = lastDecision.get(e.challengeId);
      if (target === undefined) return;
      reaches.push([target, i]);
      if (e.type === "outcome_revised") revised.set(target, { winner: (e.data.winner ?? null) as Side | null, rated: e.data.rated === true });
    }
  });
  const ladder = new LadderReplay();
  const board: RatingBoard = new Map(teamIds.map((t) => [t, freshEntry(settings.start)]));
  const changes: RatedChange[] = [];
  const seasons = new Map<string, SeasonSnapshot>();
  events.forEach((e, i) => {
    let ev: LadderEvent | null = null;
    if (e.type === "season_started") {
      // S4: the order of the new season (absent for an upgraded league's first season: nothing moves).
      if (Array.isArray(e.data.order)) ev = { type: "ladder_set", order: e.data.order as string[] };
      const policy = e.data.ratingPolicy as RatingPolicy | undefined;
      if (policy && policy !== "carry") {
        const start = typeof e.data.ratingStart === "number" ? e.data.ratingStart : settings.start;
        const fraction = typeof e.data.regressFraction === "number" ? e.data.regressFraction : 0;
        for (const [t, b] of board) board.set(t, applyRatingPolicy(b, policy, start, fraction));
      }
    } else if (e.type === "season_closed" && typeof e.data.seasonId === "string") {
      seasons.set(e.data.seasonId, { order: ladder.current(), board: new Map([...board].map(([t, b]) => [t, { ...b }])) });
    } else if (e.type === "promotion_applied" && Array.isArray(e.data.order)) {
      // S5: the division's order after the exchange at a close; the teams that arrive bring their
      // board entries with them (ratings travel with the team), as they stood at the exchange.
      ev = { type: "ladder_set", order: e.data.order as string[] };
      for (const [t, b] of Object.entries((e.data.arrivals ?? {}) as Record<string, BoardEntry>)) board.set(t, { ...b });
    } else if (e.type === "ladder_set") ev = { type: "ladder_set", order: e.data.order as string[] };
    else if (e.type === "team_joined" && e.teamId) ev = { type: "team_joined", teamId: e.teamId };
    else if (e.type === "team_withdrawn" && e.teamId) ev = { type: "team_withdrawn", teamId: e.teamId };
    else if (e.type === "penalty_drop" && e.teamId && !(e.caseId && lifted.has(e.caseId))) ev = { type: "penalty_drop", teamId: e.teamId };
    else if (e.type === "challenge_issued" && e.challengeId && e.teamId && e.otherTeamId) {
      const at: AtIssue = { from: ladder.positionOf(e.teamId), to: ladder.positionOf(e.otherTeamId), priorityWindow: e.data.priorityWindow === true };
      if (opts.atIssueOf?.has(e.challengeId)) atIssue.set(e.challengeId, at);
      if (opts.judge?.candidates.has(e.challengeId) && !opts.judge.allowed(at)) voidedNow.add(e.challengeId);
    } else if (e.type === "challenge_decided" && e.teamId && e.otherTeamId && e.challengeId) {
      const r = revised.get(i);
      const f: Final = {
        challengeId: e.challengeId,
        at: e.at,
        challengerId: e.teamId,
        defenderId: e.otherTeamId,
        winner: r ? r.winner : ((e.data.winner ?? null) as Side | null),
        rated: r ? r.rated : e.data.rated === true,
      };
      const voided = ladderVoided.has(f.challengeId) || voidedNow.has(f.challengeId);
      ev = voided ? null : { type: "challenge_decided", challengerId: f.challengerId, defenderId: f.defenderId, winner: f.winner };
      if (f.rated && f.winner) {
        const winnerId = f.winner === "challenger" ? f.challengerId : f.defenderId;
        const loserId = f.winner === "challenger" ? f.defenderId : f.challengerId;
        // E5 (revision 4): with the rating settings of the challenge's own snapshot (S1).
        const r2 = applyRatedResult(board, { winnerId, loserId }, opts.ratingOf?.(f.challengeId) ?? settings);
        changes.push({
          challengeId: f.challengeId,
          at: f.at,
          winnerId,
          loserId,
          winner: { before: r2.before.winner, after: r2.winner },
          loser: { before: r2.before.loser, after: r2.loser },
        });
      }
    }
    if (ev) ladder.apply(ev);
  });
  // S6: a season's archive is the season as it closed. A ruling recorded after a close that reaches
  // back before it (an outcome revised, a penalty lifted, a decided match voided; decision 0022)
  // amends the history from then on, and the running season's ratings with it, not that archive:
  // such a season's snapshot is the replay of the log as it stood at its close (rare: only then).
  for (const [seasonId, close] of closesAmendedLater(events, reaches)) {
    const asClosed = replayHistory(events.slice(0, close + 1), teamIds, settings, { ratingOf: opts.ratingOf }).seasons.get(seasonId);
    if (asClosed) seasons.set(seasonId, asClosed);
  }
  return { order: ladder.current(), board, changes, atIssue, voided: voidedNow, seasons };
}

/**
 * S6: the seasons whose close lies between an amended event and the later ruling that amends it:
 * a decision and its revision or voiding (`reaches`), a penalty's drop and its lifting.
 */
function closesAmendedLater(events: readonly HistoryEvent[], reaches: [number, number][]): [string, number][] {
  const drops = new Map<string, number>();
  events.forEach((e, i) => {
    if (e.type === "penalty_drop" && e.caseId) drops.set(e.caseId, i);
    else if (e.type === "penalty_lifted" && e.caseId && drops.has(e.caseId)) reaches.push([drops.get(e.caseId)!, i]);
  });
  if (reaches.length === 0) return [];
  const out: [string, number][] = [];
  events.forEach((e, c) => {
    if (e.type === "season_closed" && typeof e.data.seasonId === "string" && reaches.some(([from, to]) => from < c && c < to)) out.push([e.data.seasonId, c]);
  });
  return out;
}
