import { route, type Ctx } from "@/lib/api/handler";
import { acknowledgeCase } from "@/lib/services/cases/cases";
import { OkAnswer } from "@/lib/api/answers/common";

export const POST = route(async ({ params, actor }: Ctx) => acknowledgeCase(actor, params.id), { answer: OkAnswer });
