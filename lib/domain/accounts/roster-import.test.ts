import { describe, expect, test } from "vitest";
import { checkRoster, type ImportRow } from "./roster-import";

const none = { emailsInTeams: new Set<string>(), teamNames: new Set<string>() };
let line = 1;
const row = (team: string, email: string, name: string, role: string): ImportRow => ({ line: ++line, team, email, name, role });
const good = () => {
  line = 1;
  return [
    row("东风", "a@club.cn", "甲", "captain"),
    row("东风", "b@club.cn", "乙", "deputy"),
    row("东风", "c@club.cn", "丙", "member"),
    row("西风", "d@club.cn", "丁", "队长"),
    row("西风", "e@club.cn", "戊", "队员"),
  ];
};

describe("the roster import's rules (issue 22)", () => {
  test("a good file: teams with captain, deputies and members; Chinese role names", () => {
    const r = checkRoster(good(), none);
    expect(r.problems).toEqual([]);
    expect(r.teams.map((t) => [t.name, t.captain.email, t.deputies.length, t.members.length])).toEqual([
      ["东风", "a@club.cn", 1, 1],
      ["西风", "d@club.cn", 0, 1],
    ]);
  });
  test.each([
    // One address rule with every other flow (issue 37): a list or a double @ is not an address.
    ["a bad address", (rows: ImportRow[]) => (rows[2].email = "c@@club.cn"), "import_bad_email", 4],
    ["two addresses in one cell", (rows: ImportRow[]) => (rows[2].email = "c@club.cn, x@club.cn"), "import_bad_email", 4],
    ["an unknown role", (rows: ImportRow[]) => (rows[2].role = "coach"), "import_role", 4],
    ["no name", (rows: ImportRow[]) => (rows[2].name = " "), "import_name", 4],
    ["a person in two teams", (rows: ImportRow[]) => (rows[4].email = "A@club.cn"), "import_two_teams", 6],
    ["two captains", (rows: ImportRow[]) => (rows[2].role = "captain"), "import_two_captains", 4],
    ["no captain", (rows: ImportRow[]) => (rows[3].role = "member"), "import_no_captain", 5],
    ["the same person twice in a team", (rows: ImportRow[]) => (rows[2].email = "b@club.cn"), "import_duplicate_person", 4],
  ])("%s is named by its line", (_n, spoil, code, at) => {
    const rows = good();
    spoil(rows);
    const r = checkRoster(rows, none);
    expect(r.teams).toEqual([]); // all or nothing
    expect(r.problems).toContainEqual(expect.objectContaining({ line: at, code }));
  });
  test("issue 37: a full-width address from a Chinese input method is read as its ASCII form", () => {
    const rows = good();
    rows[2].email = "Ｃ＠ｃｌｕｂ．ｃｎ";
    const r = checkRoster(rows, none);
    expect(r.problems).toEqual([]);
    expect(r.teams.flatMap((t) => [t.captain, ...t.deputies, ...t.members]).map((p) => p.email)).toContain("c@club.cn");
  });
  test("more than 2 deputies", () => {
    const rows = [...good(), row("东风", "f@club.cn", "己", "deputy"), row("东风", "g@club.cn", "庚", "deputy")];
    expect(checkRoster(rows, none).problems).toEqual([{ line: 8, code: "import_too_many_deputies", params: { team: "东风", max: 2 } }]);
  });
  test("a duplicate team name and a person already in a team, against the league", () => {
    const r = checkRoster(good(), { emailsInTeams: new Set(["e@club.cn"]), teamNames: new Set(["东风"]) });
    expect(r.problems.map((p) => [p.line, p.code])).toEqual([
      [2, "import_team_exists"],
      [6, "import_already_in_team"],
    ]);
  });
  test("an empty file", () => expect(checkRoster([], none).problems).toEqual([{ line: 1, code: "import_empty" }]));
});
