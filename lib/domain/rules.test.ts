// The rule table against league-rules.md (issue 39): an id in the spec with no entry, an entry
// with no id in the spec, or a module named as enforcing a rule that does not name it, fails.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { RULES, isRuleId, type RuleEntry } from "./rules";

const root = path.join(import.meta.dirname, "../..");
// The repo keeps a copy of the spec (docs/spec/league-rules.md), so a clean clone checks it too;
// where the shared spec sits beside the repo, the copy must be the same text.
const copyPath = path.join(root, "docs/spec/league-rules.md");
const sharedPath = path.join(root, "../shared/spec/league-rules.md");
/** The rule ids the spec defines: its list items that open with a bold id ("- **C1 …**"). */
export function specRuleIds(spec: string): string[] {
  return [...spec.matchAll(/^- \*\*([A-Z][0-9]+)\b/gm)].map((m) => m[1]);
}

describe("the rule table", () => {
  const spec = fs.readFileSync(copyPath, "utf8");

  test("the repo's copy of league-rules.md is the shared spec (when the shared folder is there)", () => {
    expect(fs.existsSync(sharedPath) ? fs.readFileSync(sharedPath, "utf8") : spec).toBe(spec);
  });

  test("has exactly the ids of league-rules.md, in its order", () => {
    const ids = specRuleIds(spec);
    expect(ids.length).toBeGreaterThan(45);
    expect(Object.keys(RULES)).toEqual(ids);
  });

  test.each(Object.entries(RULES) as [string, RuleEntry][])("%s is enforced where the table says, or planned with its issue", (id, entry) => {
    if ("planned" in entry) return expect(entry.planned).toMatch(/^issue \d+/);
    expect(entry.enforcedIn.length).toBeGreaterThan(0);
    for (const file of entry.enforcedIn) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      expect(new RegExp(`\\b${id}\\b`).test(text), `${file} names ${id}`).toBe(true);
    }
  });

  test.each([
    ["C1", true],
    ["S6", true],
    ["C18", false],
    ["c1", false],
    ["toString", false],
  ])("isRuleId(%s) = %s", (id, yes) => expect(isRuleId(id)).toBe(yes));

  test("the spec parser reads list items only", () => {
    expect(specRuleIds("- **C1 Eligibility.** text\n  - **C2** not a rule\n**C3** neither\n- **M1** yes")).toEqual(["C1", "M1"]);
  });
});
