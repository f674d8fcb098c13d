import { route } from "@/lib/api/handler";
import { listCases } from "@/lib/services/cases/cases-read";

export const GET = route(async ({ req, actor }) => ({ cases: await listCases(actor, new URL(req.url).searchParams.get("state") === "all" ? "all" : "open") }));
