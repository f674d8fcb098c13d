import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { listMessages, postMessage } from "@/lib/services/challenges/thread";
import { MessageSchema } from "@/lib/validations/thread";
import { MessageCreatedAnswer, ThreadAnswer } from "@/lib/api/answers/challenges";

// Issue 38: the thread between the two teams (referees read it).
export const GET = route(async ({ params, actor }: Ctx) => listMessages(actor, params.id), { answer: ThreadAnswer });
export const POST = route(async ({ req, params, actor }: Ctx) => postMessage(actor, params.id, (await parseBody(req, MessageSchema)).text), {
  status: 201,
  answer: MessageCreatedAnswer,
});
