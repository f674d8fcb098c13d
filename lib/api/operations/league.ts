// The API's league-wide operations: the ladder (L1–L4), the rating board (E1, E2), the settings (S1),
// priority (C10), the record, the clock and the sweep. One family of OPS (lib/api/operations/index.ts).
import { SetLadderSchema, UpdateLeagueSchema, ClockSchema } from "@/lib/validations/admin";
import { PriorityPassAnswer } from "@/lib/api/answers/challenges";
import { Document } from "@/lib/api/answers/common";
import { ClockAnswer, HealthAnswer, EventsAnswer, LadderAnswer, LadderSetAnswer, LeagueAnswer, RatingsAnswer, SweepAnswer } from "@/lib/api/answers/league";
import { type Op, PAGE_QUERY } from "@/lib/api/operations/op";

export const LEAGUE_OPS: Op[] = [
  {
    method: "get",
    path: "/health",
    answer: HealthAnswer,
    summary: "Whether this instance and its database answer (503 with what is down while the database cannot be reached); the benchmark's floor",
    auth: "none",
    revalidated: false, // asked fresh by load balancers, and the trivial route the bench measures against
  },
  { method: "get", path: "/openapi.json", answer: Document, summary: "This document", auth: "none" },
  {
    method: "get",
    path: "/ladder",
    answer: LadderAnswer,
    summary: "The ladder: positions, locks, mayChallenge (C1, C2, C10), rating and form; paged",
    auth: "none",
    query: PAGE_QUERY,
  },
  {
    method: "put",
    path: "/ladder",
    answer: LadderSetAnswer,
    summary: "Set the initial ranking (T2); 409 once a challenge was issued",
    body: SetLadderSchema,
    auth: "admin",
  },
  { method: "get", path: "/ratings", answer: RatingsAnswer, summary: "The rating board ordered by rating (E1, E2); paged", auth: "none", query: PAGE_QUERY },
  { method: "get", path: "/league", answer: LeagueAnswer, summary: "League settings", auth: "none" },
  { method: "patch", path: "/league", answer: LeagueAnswer, summary: "Change league settings", body: UpdateLeagueSchema, auth: "admin" },
  {
    method: "post",
    path: "/priority/pass",
    answer: PriorityPassAnswer,
    summary: "Pass this week's priority challenge of position 1 (C10)",
    auth: "captain at 2 or 3",
  },
  { method: "get", path: "/events", answer: EventsAnswer, summary: "The audit log, oldest first (?since=, ?team=, ?challenge=, ?type=)", auth: "none" },
  {
    method: "get",
    path: "/events.csv",
    produces: "text/csv",
    summary: "The audit log as CSV (same filters; ?ladder=slug for another ladder's log, S2)",
    auth: "none",
  },
  { method: "post", path: "/admin/sweep", answer: SweepAnswer, summary: "Apply every passed deadline now (idempotent)", auth: "admin" },
  {
    method: "post",
    path: "/admin/clock",
    answer: ClockAnswer,
    summary: "Set the clock (LADDER_ALLOW_CLOCK_OVERRIDE=1 only)",
    body: ClockSchema,
    auth: "admin",
  },
];
