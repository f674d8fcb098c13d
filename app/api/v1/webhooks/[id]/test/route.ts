import { route, type Ctx } from "@/lib/api/handler";
import { testRobot } from "@/lib/services/notify/chat/robots";
import { RobotTestAnswer } from "@/lib/api/answers/robots";

// Issue 38: a test message now, and what the robot answered.
export const POST = route(async ({ params, actor }: Ctx) => testRobot(actor, params.id), { answer: RobotTestAnswer });
