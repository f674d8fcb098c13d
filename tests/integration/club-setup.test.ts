// Issue 37 (a club's first evening), on both databases: a production install starts neutral, and
// the to-do lists ask each person only for what they can do.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { h, helpers } from "./league-helpers";
import { makeLeague, type League } from "./fixtures";
import { db } from "@/lib/db/client";
import { getLeague } from "@/lib/services/league/league";
import { getMyTeamDesk } from "@/lib/services/accounts/me";
import { submitResult } from "@/lib/services/challenges/results";

const kinds = await databaseKinds();

describeOnDatabases("a fresh install is neutral", kinds, () => {
  test("the league is created with no name and no venue (the demo's are the demo seed's only)", async () => {
    const prisma = await db();
    expect(await prisma.league.count()).toBe(0);
    const league = await getLeague(prisma);
    expect({ name: league.name, venue: league.venue }).toEqual({ name: "", venue: "" });
  });
});

describeOnDatabases("to-do lists (issue 37)", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(6);
  });
  const { cap, member, lineup, scheduled } = helpers(() => L);
  const todos = async (actor: Awaited<ReturnType<typeof cap>>, id: string) =>
    (await getMyTeamDesk(actor)).todos.filter((t) => t.challengeId === id).map((t) => t.key);

  test("members check in (C11); only the other side confirms a submitted result (M2), and sees the score to confirm", async () => {
    const { id, start } = await scheduled(3, 2, 0);
    expect(await todos(await member(3), id)).toEqual(["checkIn"]);
    expect(await todos(await member(2), id)).toEqual(["checkIn"]);
    expect(await todos(await cap(3), id)).toEqual(["playAndReport"]);
    const memberDesk = await getMyTeamDesk(await member(3));
    expect(memberDesk.todos.find((t) => t.challengeId === id)?.deadline).toBe(start.toISOString());
    await submitResult(await cap(3), id, { challengerImps: 45, defenderImps: 30, lineup: lineup(3, 2) }, h(start, 3));
    expect(await todos(await cap(3), id)).toEqual([]);
    expect(await todos(await cap(2), id)).toEqual(["confirmOrAppeal"]);
    expect(await todos(await member(2), id)).toEqual([]);
    const open = (await getMyTeamDesk(await cap(2))).open.find((c) => c.id === id)!;
    expect(open.result).toEqual({ challengerImps: 45, defenderImps: 30, submittedBy: "challenger" });
  });
});
