import { route, type Ctx } from "@/lib/api/handler";
import { exportBoards } from "@/lib/services/challenges/scoresheet";

export const GET = route(
  async ({ params }: Ctx) =>
    new Response(await exportBoards(params.id, "pbn"), {
      headers: { "content-type": "application/x-pbn; charset=utf-8", "content-disposition": `attachment; filename="challenge-${params.id}.pbn"` },
    }),
);
