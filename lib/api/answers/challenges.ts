// Issue 24: answers of the challenge operations (api.md "Challenges", "Results", "Boards").
import { z } from "zod";
import { ChallengeState, Id, Instant, Side, TeamRef } from "@/lib/api/answers/common";
import { SettingsAnswer } from "@/lib/api/answers/league";
import { CaseKind, CaseState } from "@/lib/api/answers/cases";

export const ChallengeStateEnum = z.enum(["awaiting_response", "awaiting_choice", "scheduled", "result_submitted", "disputed", "final"]);
export const OutcomeReason = z.enum(["played", "defender_forfeit", "challenger_forfeit", "withdrawn", "abandoned", "awarded", "invalid", "conceded", "voided"]);

/** POST /challenges (C7, C8: the deadlines it runs under). */
export const IssuedAnswer = z.object({ id: Id, number: z.number().int(), respondBy: Instant, playBy: Instant });

const LineupSeat = z.object({ userId: Id.nullable(), name: z.string(), registered: z.boolean() });

/** GET /challenges/{id} (lib/services/challenges/challenges-read.ts getChallenge). */
export const ChallengeAnswer = z.object({
  id: Id,
  number: z.number().int(),
  challenger: TeamRef.extend({ position: z.number().int().describe("at issue (C1)") }),
  defender: TeamRef.extend({ position: z.number().int().describe("at issue (C1)") }),
  state: ChallengeStateEnum,
  issuedAt: Instant,
  respondBy: Instant,
  playBy: Instant,
  chooseBy: Instant.nullable(),
  resultDueAt: Instant.nullable(),
  nextDeadlineAt: Instant.nullable(),
  slots: z.array(z.object({ at: Instant, proposedBy: Side, offWindowAgreed: z.boolean() })),
  scheduledAt: Instant.nullable(),
  settings: SettingsAnswer.describe("S1: the league settings in force at issue, which govern this challenge"),
  holdsLock: z.boolean(),
  reschedule: z.object({ at: Instant, proposedBy: Side, proposedAt: Instant.nullable(), offWindow: z.boolean() }).nullable(),
  checkIns: z.array(z.object({ team: Side, teamId: Id, at: Instant })),
  result: z
    .object({
      challengerImps: z.number().int(),
      defenderImps: z.number().int(),
      submittedBy: Side.nullable().describe("null for a referee's result"),
      submittedAt: Instant,
      confirmedAt: Instant.nullable(),
      status: z.enum(["submitted", "confirmed", "appealed", "superseded"]),
      lineupMarked: z.boolean(),
      appealedAt: Instant.nullable(),
      correction: z.object({ challengerImps: z.number().int(), defenderImps: z.number().int(), at: Instant, protects: z.boolean() }).nullable(),
      lineup: z.object({ challenger: z.array(LineupSeat), defender: z.array(LineupSeat) }),
    })
    .nullable(),
  outcome: z.object({ winner: Side.nullable(), reason: OutcomeReason, rated: z.boolean() }).nullable(),
  appealEndsAt: Instant.nullable(),
  refereeLooked: z.boolean(),
  decidedAt: Instant.nullable(),
  finalAt: Instant.nullable(),
  cases: z.array(
    z.object({ id: Id, number: z.number().int(), kind: CaseKind, state: CaseState, ruling: z.string().nullable(), boards: z.array(z.number().int()) }),
  ),
  events: z.array(z.object({ at: Instant, type: z.string(), by: Id.nullable(), rule: z.string().nullable(), data: z.unknown() })),
});

/** GET /challenges */
export const ChallengeListAnswer = z.object({
  challenges: z.array(
    z.object({
      id: Id,
      number: z.number().int(),
      challenger: TeamRef,
      defender: TeamRef,
      state: ChallengeStateEnum,
      holdsLock: z.boolean(),
      issuedAt: Instant,
      scheduledAt: Instant.nullable(),
      nextDeadlineAt: Instant.nullable(),
      result: z
        .object({ challengerImps: z.number().int(), defenderImps: z.number().int(), submittedBy: Side.nullable().describe("null for a referee's result") })
        .nullable(),
      outcome: z.object({ winner: Side.nullable(), reason: OutcomeReason }).nullable(),
      finalAt: Instant.nullable(),
    }),
  ),
});

/** Every challenge action (accept, counter, choose, withdraw, check-in, result, concede, reschedule, confirm, appeal, correction). */
export { ChallengeState as ChallengeActionAnswer };

const Direction = z.enum(["N", "E", "S", "W"]);
const Vulnerability = z.enum(["None", "NS", "EW", "All"]);
const DdRow = z.object({ NT: z.number().int(), S: z.number().int(), H: z.number().int(), D: z.number().int(), C: z.number().int() });
const DdTable = z.object({ N: DdRow, E: DdRow, S: DdRow, W: DdRow }).describe("tricks each declarer takes double dummy in each strain");
const Vp = z.object({ challenger: z.number(), defender: z.number() });

/** GET /challenges/{id}/boards (issue 23). */
export const BoardsAnswer = z.object({
  challengerNsRoom: z.enum(["open", "closed"]),
  boards: z.array(
    z.object({
      board: z.number().int(),
      dealer: Direction,
      vulnerability: Vulnerability,
      open: z.string(),
      closed: z.string(),
      adjustedImps: z.number().int().nullable(),
    }),
  ),
  rows: z.array(
    z.object({
      board: z.number().int(),
      dealer: Direction,
      vulnerability: Vulnerability,
      vulnerable: Vulnerability,
      open: z.number().int().describe("NS score in the open room"),
      closed: z.number().int(),
      net: z.number().int().describe("the challenger's net score"),
      imps: z.number().int().describe("the challenger's IMPs (negative: the defender's)"),
      adjusted: z.boolean(),
      runningChallenger: z.number().int(),
      runningDefender: z.number().int(),
      deal: z.string().nullable().describe("PBN deal from North"),
      dd: DdTable.nullable(),
      parNs: z.number().int().nullable(),
      parContracts: z.string().nullable(),
      analysis: z.enum(["ready", "pending", "unavailable", "failed"]).nullable(),
    }),
  ),
  challengerImps: z.number().int(),
  defenderImps: z.number().int(),
  winner: Side,
  vp: Vp,
});

/** POST /challenges/{id}/boards/import: a preview, nothing saved. */
export const ImportPreviewAnswer = z.object({
  format: z.enum(["pbn", "lin"]),
  kind: z.enum(["results", "deals"]),
  encoding: z.string(),
  boards: z.array(
    z.object({
      board: z.number().int(),
      dealer: Direction,
      vulnerable: Vulnerability,
      deal: z.string().nullable(),
      open: z.string().nullable(),
      closed: z.string().nullable(),
    }),
  ),
  errors: z.array(
    z.object({ board: z.number().int().nullable(), room: z.enum(["open", "closed"]).optional(), line: z.number().int().nullable(), error: z.string() }),
  ),
  totals: z.object({ challengerImps: z.number().int(), defenderImps: z.number().int(), winner: Side, vp: Vp }).nullable(),
});

/** POST /priority/pass (C10). */
export const PriorityPassAnswer = z.object({ weekStart: Instant });

/** GET /challenges/{id}/messages (issue 38) */
export const ThreadAnswer = z.object({
  messages: z.array(z.object({ id: Id, at: Instant, by: z.object({ id: Id, name: z.string(), team: TeamRef.nullable() }), text: z.string() })),
});
/** POST /challenges/{id}/messages */
export const MessageCreatedAnswer = z.object({ id: Id });
