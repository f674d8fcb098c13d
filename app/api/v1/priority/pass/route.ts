import { route, type Ctx } from "@/lib/api/handler";
import { passPriority } from "@/lib/services/challenges/priority";
import { PriorityPassAnswer } from "@/lib/api/answers/challenges";

export const POST = route(async ({ actor }: Ctx) => passPriority(actor), { answer: PriorityPassAnswer });
