import { route } from "@/lib/api/handler";
import { getCaseFile } from "@/lib/services/cases/cases-read";

export const GET = route<{ id: string }>(async ({ params, actor }) => {
  const f = await getCaseFile(actor, params.id);
  return { ...f.case, role: f.role, lateness: f.lateness, replacement: f.replacement, canRule: f.canRule };
});
