import { route, type Ctx } from "@/lib/api/handler";
import { importAnswer } from "@/lib/api/roster-import-route";
import { ladderBySlug } from "@/lib/services/league/ladders";
import { RosterImportAnswer } from "@/lib/api/answers/accounts";
import { requirePermission } from "@/lib/auth/permissions";

// S2 (api.md "Ladders and seasons"): the bulk import into this ladder; its teams join its bottom.
export const POST = route(
  async (ctx: Ctx) => {
    requirePermission(ctx.actor, "league.admin"); // before the address is looked up: no probing of ladders
    return importAnswer(ctx, (await ladderBySlug(ctx.params.slug)).id);
  },
  { answer: RosterImportAnswer },
);
