import { route, type Ctx } from "@/lib/api/handler";
import { listCases } from "@/lib/services/cases/cases-read";
import { CaseListAnswer } from "@/lib/api/answers/cases";

export const GET = route(
  async ({ req, actor }: Ctx) => ({ cases: await listCases(actor, new URL(req.url).searchParams.get("state") === "all" ? "all" : "open") }),
  {
    answer: CaseListAnswer,
  },
);
