import { route, type Ctx } from "@/lib/api/handler";
import { listCases } from "@/lib/services/cases/cases-read";
import { CaseListAnswer } from "@/lib/api/answers/cases";

export const GET = route(
  async ({ req, actor }: Ctx) => {
    const cases = await listCases(actor, new URL(req.url).searchParams.get("state") === "all" ? "all" : "open");
    // The desk's page shows each case in its own zone and ladder; the API's answer stays as it was (S6: an
    // upgraded league's answers are unchanged), its times being instants.
    return { cases: cases.map(({ timeZone: _zone, ladder: _ladder, ...c }) => c) };
  },
  {
    answer: CaseListAnswer,
  },
);
