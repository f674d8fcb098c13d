import { describe, expect, it } from "vitest";
import { setupChecklist, type SetupFacts } from "./setup-checklist";

const empty: SetupFacts = { named: false, settingsSaved: false, teams: 0, ladderSet: false, staged: 0, sent: 0, challenges: 0 };
const summary = (f: Partial<SetupFacts>) =>
  setupChecklist({ ...empty, ...f })
    .map((s) => `${s.step}:${s.next ? "next" : s.done ? "done" : "todo"}`)
    .join(" ");

describe("issue 37: the first evening's checklist", () => {
  it.each<[string, Partial<SetupFacts>, string]>([
    ["an empty install: name the league first", {}, "name:next settings:todo teams:todo ladder:todo invitations:todo challenge:todo"],
    ["named", { named: true }, "name:done settings:next teams:todo ladder:todo invitations:todo challenge:todo"],
    [
      "one team is not a ladder (T1)",
      { named: true, settingsSaved: true, teams: 1 },
      "name:done settings:done teams:next ladder:todo invitations:todo challenge:todo",
    ],
    [
      "imported with invitations staged: send them",
      { named: true, settingsSaved: true, teams: 30, ladderSet: true, staged: 180 },
      "name:done settings:done teams:done ladder:done invitations:next challenge:todo",
    ],
    [
      "some sent, some still staged: not done",
      { named: true, settingsSaved: true, teams: 30, ladderSet: true, staged: 6, sent: 174 },
      "name:done settings:done teams:done ladder:done invitations:next challenge:todo",
    ],
    [
      "everything but the first challenge",
      { named: true, settingsSaved: true, teams: 30, ladderSet: true, sent: 180 },
      "name:done settings:done teams:done ladder:done invitations:done challenge:next",
    ],
    [
      "a step skipped stays to do; the next is the first not done",
      { named: true, teams: 30, ladderSet: true, sent: 180, challenges: 1 },
      "name:done settings:next teams:done ladder:done invitations:done challenge:done",
    ],
    [
      "all done: no next step",
      { named: true, settingsSaved: true, teams: 2, ladderSet: true, sent: 1, challenges: 3 },
      "name:done settings:done teams:done ladder:done invitations:done challenge:done",
    ],
  ])("%s", (_, facts, want) => {
    expect(summary(facts)).toBe(want);
  });
});
