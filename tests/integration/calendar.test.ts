// The calendar files (.ics) on both databases: a team's feed holds its own scheduled matches only,
// and each match says its own C11 check-in window (E5: the settings it was issued under) and its
// ladder's venue (S2). Until session 56 the feed's filter lost the team (an object literal's second
// OR replaced the first) and every match read the default ladder's current settings.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { h } from "./league-helpers";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { updateLeague } from "@/lib/services/league/admin";
import { matchCalendar, teamCalendar } from "@/lib/services/challenges/calendar";

const kinds = await databaseKinds();
const ORIGIN = "https://club.test";
const vevents = (ics: string) => ics.split("BEGIN:VEVENT").length - 1;

describeOnDatabases("calendar files", kinds, () => {
  let L: League;
  let match = "";
  beforeAll(async () => {
    L = await makeLeague(4);
    // Team 4 challenges Team 3 and a time is agreed; Teams 1 and 2 have no match.
    match = (await issueChallenge(await L.actor(L.teams[3].captain), { defenderId: L.teams[2].id, slots: SLOTS }, T)).id;
    await acceptSlot(await L.actor(L.teams[2].captain), match, SLOTS[0].at, h(T, 1));
  });

  test("a team's feed holds its own matches only; a match's file its one match", async () => {
    for (const t of [2, 3]) expect(vevents(await teamCalendar(L.teams[t].id, "en", ORIGIN))).toBe(1);
    for (const t of [0, 1]) expect(vevents(await teamCalendar(L.teams[t].id, "en", ORIGIN))).toBe(0);
    const one = await matchCalendar(match, "en", ORIGIN);
    expect(vevents(one)).toBe(1);
    expect(one).toContain(`${ORIGIN}/en/challenges/${match}`);
    expect((await failure(teamCalendar("no-such-team", "en", ORIGIN))).status).toBe(404);
  });

  test("each match says the check-in window it was issued under (E5), not the league's later one", async () => {
    const admin = await L.actor(L.admin);
    await updateLeague(admin, { checkInBeforeMinutes: 45, checkInAfterMinutes: 10, venue: "BBO room 7" }, h(T, 2));
    const ics = (await matchCalendar(match, "en", ORIGIN)).replace(/\r\n[ \t]/g, ""); // RFC 5545 folding undone
    expect(ics).toContain("Check in from 30 min before to 30 min after the start (C11)");
    expect(ics).toContain("LOCATION:BBO room 7");
  });
});
