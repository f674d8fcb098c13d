// S2 (revision 4): a page action of the admin's pages of one ladder (settings, teams, seasons).
import { runAction } from "@/lib/actions/run-action";
import { NotFound } from "@/lib/errors";
import { adminLadderPath, allLadders, pickLadder, type Ladder } from "@/lib/services/league/ladders";

/**
 * S2: the admin's settings, teams and seasons pages are one ladder's (`?ladder=<slug>`); their forms
 * carry the slug. A ladder's action (its settings, its initial order, a new team, its next season)
 * acts on that ladder (a slug no ladder has: not found, nothing changed); a team's or a season's
 * action acts on its team or season. Either returns to that ladder's page, so an admin working on
 * the women's ladder stays on it.
 */
export async function inLadder(
  form: FormData,
  fn: (ladder: Ladder) => Promise<unknown>,
  ok: string,
  path: "/admin/settings" | "/admin/teams" | "/admin/seasons",
) {
  // The list is cached configuration; a database that cannot be reached fails inside the action
  // (runAction's "busy, try again"), not as an unhandled error.
  const listed = await allLadders().then(
    (ladders) => ({ ladders }),
    (failure: unknown) => ({ failure }),
  );
  const ladder = "ladders" in listed ? pickLadder(listed.ladders, String(form.get("ladder") ?? "")) : undefined;
  await runAction(
    form,
    ladder ? adminLadderPath(path, ladder) : path,
    async () => {
      if ("failure" in listed) throw listed.failure;
      if (!ladder) throw new NotFound();
      return fn(ladder);
    },
    ok,
  );
}
