// Bulk import for a season start (issue 22): rows of `team,email,name,role` checked as a whole,
// every bad row named by its line, nothing guessed. Pure: the CSV text is parsed and decoded in
// lib/services/accounts/import.ts; here the rows meet the rules (T1 one captain per team, T6 at
// most 2 deputies, a person in at most one team, team names unique).
import { parseEmail } from "@/lib/domain/accounts/email";
import type { ErrorCode, ErrorParamsField } from "@/lib/errors";
import { plainText } from "@/lib/text/plain";
import { MAX_DEPUTIES } from "@/lib/domain/team/deputies";

export type ImportRole = "captain" | "deputy" | "member";
export type ImportRow = { line: number; team: string; email: string; name: string; role: string };
/** One refused row: an error code with its message's parameters (issue 39: a code without a message does not compile). */
export type ImportProblem = { line: number } & {
  [C in ErrorCode]: { code: C } & ErrorParamsField<C>;
}[ErrorCode];
export type ImportTeam = {
  name: string;
  captain: { email: string; name: string };
  deputies: { email: string; name: string }[];
  members: { email: string; name: string }[];
};

/** Role names as clubs write them (English, or the Chinese of the seeds). */
const ROLES: Record<string, ImportRole> = { captain: "captain", deputy: "deputy", member: "member", 队长: "captain", 副队长: "deputy", 队员: "member" };
/** The header's column names (English or Chinese). */
export const HEADER_NAMES: Record<string, keyof Omit<ImportRow, "line">> = {
  team: "team",
  email: "email",
  name: "name",
  role: "role",
  队名: "team",
  队伍: "team",
  邮箱: "email",
  电子邮件: "email",
  姓名: "name",
  名字: "name",
  角色: "role",
};

// A plain, strict shape (one @, a dot in the domain, no spaces): what a mail server delivers.

/**
 * Checks the rows against each other and the league as it is (`existing`: the e-mails of people
 * already in a team, the team names already taken). Returns the teams to create, or every problem.
 */
export function checkRoster(
  rows: ImportRow[],
  existing: { emailsInTeams: Set<string>; teamNames: Set<string> },
): { teams: ImportTeam[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const byTeam = new Map<string, { name: string; rows: (ImportRow & { role: ImportRole })[] }>();
  const seen = new Map<string, { team: string; line: number }>();
  if (rows.length === 0) problems.push({ line: 1, code: "import_empty" });
  for (const r of rows) {
    const team = plainText(r.team);
    // One address rule for every flow (lib/domain/accounts/email.ts), full-width forms included.
    const email = parseEmail(r.email) ?? "";
    const name = plainText(r.name);
    const role = ROLES[r.role.trim().toLowerCase()] ?? ROLES[r.role.trim()];
    const before = problems.length;
    if (!team || team.length > 40) problems.push({ line: r.line, code: "import_team_name" });
    if (!email) problems.push({ line: r.line, code: "import_bad_email", params: { email: r.email.trim() } });
    if (!name || name.length > 60) problems.push({ line: r.line, code: "import_name" });
    if (!role) problems.push({ line: r.line, code: "import_role", params: { role: r.role.trim() } });
    if (problems.length > before) continue;
    const first = seen.get(email);
    if (first) {
      problems.push({ line: r.line, code: first.team === team ? "import_duplicate_person" : "import_two_teams", params: { email, line: first.line } });
      continue;
    }
    seen.set(email, { team, line: r.line });
    if (existing.emailsInTeams.has(email)) {
      problems.push({ line: r.line, code: "import_already_in_team", params: { email } });
      continue;
    }
    const key = team.toLowerCase();
    const entry = byTeam.get(key) ?? { name: team, rows: [] };
    if (entry.name !== team) problems.push({ line: r.line, code: "import_team_spelling", params: { team, as: entry.name } });
    entry.rows.push({ ...r, team, email, name, role });
    byTeam.set(key, entry);
  }
  const teams: ImportTeam[] = [];
  for (const { name, rows: members } of byTeam.values()) {
    const firstLine = members[0].line;
    if (existing.teamNames.has(name)) problems.push({ line: firstLine, code: "import_team_exists", params: { team: name } });
    const captains = members.filter((m) => m.role === "captain");
    if (captains.length === 0) problems.push({ line: firstLine, code: "import_no_captain", params: { team: name } });
    for (const extra of captains.slice(1)) problems.push({ line: extra.line, code: "import_two_captains", params: { team: name, line: captains[0].line } });
    const deputies = members.filter((m) => m.role === "deputy");
    for (const extra of deputies.slice(MAX_DEPUTIES))
      problems.push({ line: extra.line, code: "import_too_many_deputies", params: { team: name, max: MAX_DEPUTIES } });
    if (captains.length !== 1) continue;
    const person = (m: ImportRow) => ({ email: m.email, name: m.name });
    teams.push({
      name,
      captain: person(captains[0]),
      deputies: deputies.slice(0, MAX_DEPUTIES).map(person),
      members: members.filter((m) => m.role === "member").map(person),
    });
  }
  problems.sort((a, b) => a.line - b.line);
  return { teams: problems.length ? [] : teams, problems };
}
