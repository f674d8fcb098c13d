// The operations of the JSON API (api.md): each one's method, path, who may call it, its request
// body (the same zod schema the route parses with) and its success answer (the same zod schema the
// route names, issue 24). /api/v1/openapi.json is built from this list (lib/api/openapi.ts), and so
// is the JSON 405 with Allow that server.mjs answers (lib/http/api-methods.mjs, via the build).
// The families live beside this file: league, challenges, cases, teams, accounts (as lib/api/answers/).
import type { Op } from "@/lib/api/operations/op";
import { LEAGUE_OPS } from "@/lib/api/operations/league";
import { CHALLENGE_OPS } from "@/lib/api/operations/challenges";
import { CASE_OPS } from "@/lib/api/operations/cases";
import { TEAM_OPS } from "@/lib/api/operations/teams";
import { ACCOUNT_OPS } from "@/lib/api/operations/accounts";
import { ROBOT_OPS } from "@/lib/api/operations/robots";
import { SEASON_OPS } from "@/lib/api/operations/seasons";

export type { Op, Query } from "@/lib/api/operations/op";

export const OPS: Op[] = [...LEAGUE_OPS, ...CHALLENGE_OPS, ...CASE_OPS, ...TEAM_OPS, ...ACCOUNT_OPS, ...ROBOT_OPS, ...SEASON_OPS];

/** Issue 24: each documented operation's method and path (the JSON 405's Allow header). */
export function apiOperations(): { method: string; path: string }[] {
  return OPS.map((op) => ({ method: op.method.toUpperCase(), path: op.path }));
}
