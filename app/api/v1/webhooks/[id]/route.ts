import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { deleteRobot, getRobot, updateRobot } from "@/lib/services/notify/chat/robots";
import { RobotPatchSchema } from "@/lib/validations/robots";
import { RobotAnswer, RobotDeletedAnswer } from "@/lib/api/answers/robots";

// Issue 38 (api.md "Chat groups").
export const GET = route(async ({ params, actor }: Ctx) => getRobot(actor, params.id), { answer: RobotAnswer });
export const PATCH = route(async ({ req, params, actor }: Ctx) => updateRobot(actor, params.id, await parseBody(req, RobotPatchSchema)), {
  answer: RobotAnswer,
});
export const DELETE = route(async ({ params, actor }: Ctx) => deleteRobot(actor, params.id), { answer: RobotDeletedAnswer });
