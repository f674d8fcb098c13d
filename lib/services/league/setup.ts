// Issue 37: the facts behind the admin's first-evening checklist (lib/domain/accounts/setup-checklist.ts).
import { db } from "@/lib/db/client";
import { requirePermission, type Actor } from "@/lib/auth/permissions";
import { getLeague } from "@/lib/services/league/league";
import { SETTING_NAMES } from "@/lib/domain/settings";
import { setupChecklist, type SetupFacts } from "@/lib/domain/accounts/setup-checklist";

export async function getSetupFacts(actor: Actor): Promise<SetupFacts> {
  requirePermission(actor, "league.admin");
  const prisma = await db();
  const league = await getLeague(prisma);
  const [updates, teams, staged, sent, challenges] = await Promise.all([
    prisma.event.findMany({ where: { type: "league_updated" }, select: { data: true }, take: 200 }),
    prisma.team.count({ where: { status: "approved" } }),
    prisma.invitation.count({ where: { sentCount: 0, acceptedAt: null, revokedAt: null } }),
    prisma.invitation.count({ where: { sentCount: { gt: 0 } } }),
    prisma.challenge.count(),
  ]);
  const settingNames = new Set<string>(SETTING_NAMES);
  return {
    named: league.name.trim() !== "",
    settingsSaved: updates.some((u) => Object.keys((u.data ?? {}) as object).some((k) => settingNames.has(k))),
    teams,
    ladderSet: !!league.ladderSetAt,
    staged,
    sent,
    challenges,
  };
}

export async function getSetupChecklist(actor: Actor) {
  const facts = await getSetupFacts(actor);
  return { facts, steps: setupChecklist(facts) };
}
