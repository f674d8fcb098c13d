// Issue 37: a new club's first evening, as a checklist on the admin's overview. Each step is done
// from what the league holds (never ticked by hand), in the order an organiser meets them; the
// first step not done is the one to do next. T1/T2 name the rules behind the teams and the ladder.
export const SETUP_STEPS = ["name", "settings", "teams", "ladder", "invitations", "challenge"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export type SetupFacts = {
  /** The league has its own name (a production install starts without one, api.md "Club setup"). */
  named: boolean;
  /** The settings were saved at least once (the C6 window, the deadlines, the time zone). */
  settingsSaved: boolean;
  /** Teams on the ladder (T1 approved). */
  teams: number;
  /** T2: the initial ladder is set. */
  ladderSet: boolean;
  /** Invitations imported and not yet sent (an import with invite=later). */
  staged: number;
  /** Invitations ever sent (or accepted). */
  sent: number;
  /** Challenges ever issued. */
  challenges: number;
};

export const SETUP_HREF: Record<SetupStep, string> = {
  name: "/admin/settings",
  settings: "/admin/settings",
  teams: "/admin/import",
  ladder: "/admin/teams",
  invitations: "/admin/invitations",
  challenge: "/",
};

/** A ladder needs two teams before a challenge can be issued (T1, C1). */
const MIN_TEAMS = 2;

export function setupChecklist(f: SetupFacts): { step: SetupStep; done: boolean; next: boolean; href: string }[] {
  const done: Record<SetupStep, boolean> = {
    name: f.named,
    settings: f.settingsSaved,
    teams: f.teams >= MIN_TEAMS,
    ladder: f.ladderSet,
    invitations: f.sent > 0 && f.staged === 0,
    challenge: f.challenges > 0,
  };
  const next = SETUP_STEPS.find((s) => !done[s]);
  return SETUP_STEPS.map((step) => ({ step, done: done[step], next: step === next, href: SETUP_HREF[step] }));
}
