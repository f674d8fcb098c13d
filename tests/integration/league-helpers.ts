// Helpers of the rules tests (revisions 3 and 4) on the fixtures' league: league weeks after the
// fixtures' Tuesday with their 4 slots, captains and members as actors, a challenge agreed for the
// week's first slot, and the cases open on a challenge.
import { beforeAll } from "vitest";
import { ladderNames, makeLeagueBeforeLadderSet, type League, SLOTS, T } from "./fixtures";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { db } from "@/lib/db/client";

const H = 3_600_000;
export const h = (d: Date, hours: number) => new Date(d.getTime() + hours * H);
/** League week k after the fixtures' (Tuesday 12:00 league time, outside C10's window) and its 4 slots. */
export const week = (k: number) => ({ at: h(T, 24 * 7 * k), slots: SLOTS.map((s) => ({ at: h(s.at, 24 * 7 * k) })) });

export function helpers(get: () => League) {
  const L = () => get();
  const cap = (i: number) => L().actor(L().teams[i].captain);
  const member = (i: number, m = 2) => L().actor(L().teams[i].members[m]);
  const referee = () => L().actor(L().referee);
  const lineup = (c: number, d: number) => ({ challenger: L().teams[c].members.slice(0, 4), defender: L().teams[d].members.slice(0, 4) });
  /** The team index at a ladder position (1-based), now. */
  const at = async (position: number) => {
    const names = await ladderNames();
    return L().teams.findIndex((t) => t.name === names[position - 1]);
  };
  /** Team at `c` challenges team at `d` in week k; the defender accepts the first slot. */
  async function scheduled(c: number, d: number, k: number) {
    const w = week(k);
    const { id } = await issueChallenge(await cap(c), { defenderId: L().teams[d].id, slots: w.slots }, w.at);
    await acceptSlot(await cap(d), id, w.slots[0].at, h(w.at, 1));
    return { id, start: w.slots[0].at, ...w };
  }
  const openCaseOf = async (challengeId: string) => (await db()).case.findFirstOrThrow({ where: { challengeId, state: "open" } });
  const openCases = async (challengeId: string) => (await db()).case.findMany({ where: { challengeId, state: "open" }, orderBy: { createdAt: "asc" } });
  return { cap, member, referee, lineup, at, scheduled, openCaseOf, openCases };
}

/**
 * A suite's league before its initial order (T5), made once per database: the league, addresses
 * unique to the database, the admin and the captains as actors.
 */
export function leagueBeforeLadderSet(kind: string, teams = 4) {
  let league: League;
  beforeAll(async () => {
    league = await makeLeagueBeforeLadderSet(teams);
  });
  const L = () => league;
  return {
    L,
    mail: (name: string) => `${name}.${kind}@example.org`,
    admin: () => L().actor(L().admin),
    cap: (i: number) => L().actor(L().teams[i].captain),
  };
}
