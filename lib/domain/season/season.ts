// S3–S5 (revision 4): a ladder's seasons as pure functions of their dates, the final ladder and
// the rating board. Dates are league-time calendar days ("YYYY-MM-DD"); "today" is the league's
// date of the instant being judged (the caller computes it in the league's time zone).
import type { Violation } from "@/lib/domain/challenge/types";
import { freshEntry, type BoardEntry } from "@/lib/domain/rating/board";

export type SeasonState = "running" | "closing" | "closed";
export type SeasonDates = { startsOn: string; endsOn: string | null; closedAt: Date | null; number?: number };
export type RatingPolicy = "carry" | "regress" | "reset";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isDay(s: string): boolean {
  const m = DAY.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/**
 * S3: a season runs from its start; after its end day it is *closing* (no new challenge, the
 * ones issued before it run to their own end) until it closes. A season without an end day (an
 * upgraded league's first, until the admin sets one) runs until it is closed.
 */
export function seasonState(s: SeasonDates, today: string): SeasonState {
  if (s.closedAt) return "closed";
  if (s.endsOn !== null && today > s.endsOn) return "closing";
  return "running";
}

/**
 * S3: whether a challenge may be issued today in this season (from its start until its end). A
 * ladder's first season starts with the league itself (S6: made with it, or by the upgrade from its
 * history), so only a later season, started by the admin, can have a start still to come.
 */
export function checkIssueInSeason(s: SeasonDates | null, today: string): Violation | null {
  if (!s || s.closedAt) return { code: "season_closed", rule: "S3", status: 409 };
  if ((s.number ?? 2) > 1 && today < s.startsOn) return { code: "season_not_started", rule: "S3", status: 409, params: { startsOn: s.startsOn } };
  if (s.endsOn !== null && today > s.endsOn) return { code: "season_ended", rule: "S3", status: 409, params: { endsOn: s.endsOn } };
  return null;
}

/** S3: a season's dates: real days, the end not before the start, the start not before the previous season's end. */
export function checkSeasonDates(startsOn: string, endsOn: string | null, previousEnd?: string | null): Violation | null {
  if (!isDay(startsOn) || (endsOn !== null && !isDay(endsOn))) return { code: "season_dates", rule: "S3", status: 422 };
  if (endsOn !== null && endsOn < startsOn) return { code: "season_dates", rule: "S3", status: 422 };
  if (previousEnd && startsOn <= previousEnd) return { code: "season_overlaps", rule: "S3", status: 422, params: { endsOn: previousEnd } };
  return null;
}

/**
 * S4: a team's rating at the start of the next season. Carry keeps it; regress moves it the
 * fraction back toward the start rating; reset starts the team again (its count of rated matches
 * for E2's provisional period too). Carry and regress keep the count and the record.
 */
export function applyRatingPolicy(e: BoardEntry, policy: RatingPolicy, start: number, fraction = 0): BoardEntry {
  if (policy === "reset") return freshEntry(start);
  if (policy === "carry" || e.ratedMatches === 0) return { ...e };
  return { ...e, rating: start + (e.rating - start) * (1 - fraction) };
}

/**
 * S4 (T2, T7): the next season's ladder. The admin's order when given (it must name every team
 * that stays, once); otherwise the final ladder, less the teams no longer in the league, with
 * teams approved since then at the bottom in the order they were approved.
 */
export function nextSeasonOrder(
  final: readonly string[],
  inLeague: readonly string[],
  adminOrder?: readonly string[],
): { ok: true; order: string[] } | { ok: false; violation: Violation } {
  const present = new Set(inLeague);
  if (adminOrder) {
    const given = new Set(adminOrder);
    if (given.size !== adminOrder.length || given.size !== present.size || adminOrder.some((t) => !present.has(t)))
      return { ok: false, violation: { code: "season_order", rule: "S4", status: 422 } };
    return { ok: true, order: [...adminOrder] };
  }
  const kept = final.filter((t) => present.has(t));
  const seen = new Set(kept);
  return { ok: true, order: [...kept, ...inLeague.filter((t) => !seen.has(t))] };
}

export type SeasonRecord = { teamId: string; played: number; won: number; lost: number; ratingGain: number };
export type Honours = { champion: string | null; mostGained: string | null; mostPlayed: string | null };

/**
 * S3: the season's honours. The champion is position 1 at the close; the largest rating gain and
 * the most matches played go to one team each, a tie to the higher placed team (nobody when no
 * team gained or played).
 */
export function seasonHonours(finalOrder: readonly string[], records: readonly SeasonRecord[]): Honours {
  const rank = new Map(finalOrder.map((t, i) => [t, i]));
  const place = (t: string) => rank.get(t) ?? Number.MAX_SAFE_INTEGER;
  const best = (score: (r: SeasonRecord) => number) => {
    let top: SeasonRecord | null = null;
    for (const r of records) {
      if (score(r) <= 0) continue;
      if (!top || score(r) > score(top) || (score(r) === score(top) && place(r.teamId) < place(top.teamId))) top = r;
    }
    return top?.teamId ?? null;
  };
  return { champion: finalOrder[0] ?? null, mostGained: best((r) => r.ratingGain), mostPlayed: best((r) => r.played) };
}

/**
 * S5: promotion and relegation of n teams between an upper and a lower division at a close: the
 * bottom n of the upper and the top n of the lower change places; a promoted team joins the upper
 * division at the bottom, a relegated one the lower division at the top. n is capped by the
 * smaller division, so a team never changes places with itself.
 */
export function promoteAndRelegate(upper: readonly string[], lower: readonly string[], n: number) {
  const k = Math.max(0, Math.min(Math.floor(n), upper.length, lower.length));
  const relegated = upper.slice(upper.length - k);
  const promoted = lower.slice(0, k);
  return {
    upper: [...upper.slice(0, upper.length - k), ...promoted],
    lower: [...relegated, ...lower.slice(k)],
    promoted,
    relegated,
  };
}
