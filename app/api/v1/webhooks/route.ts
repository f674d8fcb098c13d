import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { createRobot, listRobots } from "@/lib/services/notify/chat/robots";
import { RobotSchema } from "@/lib/validations/robots";
import { RobotCreatedAnswer, RobotsAnswer } from "@/lib/api/answers/robots";

// Issue 38 (api.md "Chat groups").
export const GET = route(async ({ actor }: Ctx) => listRobots(actor), { answer: RobotsAnswer });
export const POST = route(async ({ req, actor }: Ctx) => createRobot(actor, await parseBody(req, RobotSchema)), { status: 201, answer: RobotCreatedAnswer });
