import { route, type Ctx } from "@/lib/api/handler";
import { sweepAsAdmin } from "@/lib/services/challenges/sweep";
import { SweepAnswer } from "@/lib/api/answers/league";

export const POST = route(async ({ actor }: Ctx) => sweepAsAdmin(actor), { answer: SweepAnswer });
