import { route, type Ctx } from "@/lib/api/handler";
import { importAnswer } from "@/lib/api/roster-import-route";
import { RosterImportAnswer } from "@/lib/api/answers/accounts";

// Issue 22: the bulk import into the default ladder (lib/api/roster-import-route.ts).
export const POST = route(async (ctx: Ctx) => importAnswer(ctx), { answer: RosterImportAnswer });
