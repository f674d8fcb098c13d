import { route, type Ctx } from "@/lib/api/handler";
import { getCaseFile } from "@/lib/services/cases/cases-read";
import { CaseFileAnswer } from "@/lib/api/answers/cases";

export const GET = route(
  async ({ params, actor }: Ctx) => {
    const f = await getCaseFile(actor, params.id);
    return { ...f.case, role: f.role, lateness: f.lateness, replacement: f.replacement, canRule: f.canRule };
  },
  { answer: CaseFileAnswer },
);
