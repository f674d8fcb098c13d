// Issue 24: answers of the league operations (ladder, ratings, settings, events, admin).
import { z } from "zod";
import { Id, Instant, PageInfo, TeamRef } from "@/lib/api/answers/common";
import { SETTING_NAMES, settingDecl, type SettingName } from "@/lib/domain/settings";
import { fieldSchema } from "@/lib/validations/settings";

/** Every declared setting (issue 26: a setting added to the declaration is described here without another line). */
export const SettingsAnswer = z.object(
  Object.fromEntries(SETTING_NAMES.map((n) => [n, fieldSchema(settingDecl(n)).describe(`${settingDecl(n).rule}`)])) as Record<SettingName, z.ZodType>,
);

/** GET and PATCH /league */
export const LeagueAnswer = SettingsAnswer.extend({ name: z.string(), venue: z.string() });

const Lock = z.string().describe("the id of the challenge that holds the lock (C2)");

/** GET /ladder (C1, C2, C10; issue 12: rating and form). */
export const LadderAnswer = z.object({
  entries: z.array(
    z.object({
      position: z.number().int(),
      team: TeamRef,
      outgoing: Lock.optional(),
      incoming: Lock.optional(),
      mayChallenge: z.array(z.number().int()).describe("the positions this team may challenge now"),
      rating: z.number().nullable(),
      form: z.array(z.enum(["W", "L"])).describe("last results, newest first"),
    }),
  ),
  page: PageInfo,
  priorityWindow: z.object({ open: z.boolean(), closesAt: Instant, decided: z.array(z.number().int()) }).describe("C10"),
});

/** GET /ratings (E1, E2). */
export const RatingsAnswer = z.object({
  entries: z.array(
    z.object({
      team: TeamRef,
      rating: z.number(),
      ratedMatches: z.number().int(),
      provisional: z.boolean().describe("E2: fewer rated matches than provisionalMatches"),
      wins: z.number().int(),
      losses: z.number().int(),
      lastChange: z.number().nullable(),
    }),
  ),
  page: PageInfo,
});

/** PUT /ladder (T2). */
export const LadderSetAnswer = z.object({ order: z.array(Id) });

/** GET /events */
export const EventsAnswer = z.object({
  events: z.array(
    z.object({
      id: z.string().describe("a decimal number, increasing"),
      at: Instant,
      type: z.string(),
      by: Id.nullable(),
      teamId: Id.nullable(),
      otherTeamId: Id.nullable(),
      challengeId: Id.nullable(),
      caseId: Id.nullable(),
      rule: z.string().nullable(),
      data: z.unknown().describe("the event's record; personal details only for the people concerned, referees and admins"),
    }),
  ),
});

/** POST /admin/sweep */
export const SweepAnswer = z.object({
  applied: z.number().int(),
  due: z.number().int(),
  reminders: z.number().int(),
  overdueCases: z.number().int(),
  seasonsClosed: z.number().int().describe("S3: seasons closed by this sweep (their end day passed and nothing of them is open)"),
  mail: z.object({ sent: z.number().int(), failed: z.number().int() }),
});

/** POST /admin/clock */
export const ClockAnswer = z.object({ now: Instant, overridden: z.boolean() });

/** GET /health */
export const HealthAnswer = z.object({
  ok: z.boolean(),
  instance: z.string(),
  sweeper: z.boolean(),
  listening: z.boolean(),
  delivery: z.enum(["off", "here", "thread"]).describe("issue 38 (decision 0024): where this instance delivers mail and chat messages at commit"),
  queries: z.number().int().nullable().optional(),
});
