import { route } from "@/lib/api/handler";
import { getBoards } from "@/lib/services/challenges/scoresheet";

export const GET = route<{ id: string }>(async ({ params }) => {
  const { sheet: _sheet, ...view } = await getBoards(params.id);
  return view;
});
