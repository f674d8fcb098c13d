import { route, type Ctx } from "@/lib/api/handler";
import { getBoards } from "@/lib/services/challenges/scoresheet";
import { BoardsAnswer } from "@/lib/api/answers/challenges";

export const GET = route(
  async ({ params }: Ctx) => {
    const { sheet: _sheet, ...view } = await getBoards(params.id);
    return view;
  },
  { answer: BoardsAnswer },
);
