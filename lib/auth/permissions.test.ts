// S2 (revision 4): a person may be on one team per ladder; every team permission is the one team's,
// whichever ladder it is in, and never another team's of the same person.
import { describe, expect, it } from "vitest";
import { can, isMemberOf, leads, sideOf, teamIn, teamInPair, withTeams, type Actor, type Permission, type TeamRole } from "@/lib/auth/permissions";

const person = (teams: TeamRole[], role: "member" | "referee" | "admin" = "member"): Actor => ({ id: "u", role, name: "U", locale: "en", ...withTeams(teams) });

// Captain of A (ladder 1), plain member of W (ladder 2), deputy of S (ladder 3).
const several = person([
  { teamId: "A", ladder: 1, captain: true, lead: true },
  { teamId: "W", ladder: 2, captain: false, lead: false },
  { teamId: "S", ladder: 3, captain: true, lead: false },
]);

describe("team permissions with a team in each of several ladders (S2, T6)", () => {
  const table: [Permission, string, boolean][] = [
    ["team.captain", "A", true],
    ["team.lead", "A", true],
    ["team.member", "A", true],
    ["team.captain", "W", false], // a member only there
    ["team.lead", "W", false],
    ["team.member", "W", true],
    ["team.captain", "S", true], // a deputy holds the captain's rights (T6)
    ["team.lead", "S", false], // … but only the captain names deputies
    ["team.member", "S", true],
    ["team.captain", "X", false], // a team of none of their ladders
    ["team.member", "X", false],
  ];
  it.each(table)("%s of team %s → %s", (perm, team, expected) => {
    expect(can(several, perm, team)).toBe(expected);
  });

  it("no team permission without a team, for anonymous, or for a referee or admin of no team", () => {
    for (const actor of [null, person([]), person([], "referee"), person([], "admin")]) {
      for (const perm of ["team.captain", "team.lead", "team.member"] as Permission[]) expect(can(actor, perm, "A")).toBe(false);
      expect(can(actor, "team.captain")).toBe(false);
    }
  });

  it("the team in a ladder, membership, captaincy and the side of a pairing", () => {
    expect(teamIn(several, 2)?.teamId).toBe("W");
    expect(teamIn(several, 4)).toBeNull();
    expect([isMemberOf(several, "W"), leads(several, "W"), leads(several, "S"), isMemberOf(several, null)]).toEqual([true, false, true, false]);
    expect(sideOf(several, { challengerId: "Z", defenderId: "W" }, "member")).toBe("defender");
    expect(sideOf(several, { challengerId: "Z", defenderId: "W" }, "captain")).toBeNull();
    expect(sideOf(several, { challengerId: "S", defenderId: "Z" }, "captain")).toBe("challenger");
    expect(sideOf(null, { challengerId: "A", defenderId: "Z" }, "member")).toBeNull();
    expect([
      teamInPair(several, { challengerId: "Z", defenderId: "W" }, "member"),
      teamInPair(several, { challengerId: "Z", defenderId: "W" }, "captain"),
    ]).toEqual(["W", null]);
  });

  it("the page's 'my team' is the first team, its captaincy the first team led", () => {
    expect(several).toMatchObject({ teamId: "A", captainOf: "A", isCaptain: true });
    const memberFirst = person([
      { teamId: "W", ladder: 2, captain: false, lead: false },
      { teamId: "S", ladder: 3, captain: true, lead: false },
    ]);
    expect(memberFirst).toMatchObject({ teamId: "W", captainOf: "S", isCaptain: false });
    expect(person([])).toMatchObject({ teams: [], teamId: null, captainOf: null, isCaptain: false });
  });
});
