// Issue 38: the group-robot operations (api.md "Chat groups"). One family of OPS.
import { RobotPatchSchema, RobotSchema } from "@/lib/validations/robots";
import { RobotAnswer, RobotCreatedAnswer, RobotDeletedAnswer, RobotTestAnswer, RobotsAnswer } from "@/lib/api/answers/robots";
import type { Op } from "@/lib/api/operations/op";

const who = "an admin (any robot), a team's captain or deputy (its team's)";
export const ROBOT_OPS: Op[] = [
  { method: "get", path: "/webhooks", answer: RobotsAnswer, summary: "The group robots the caller manages", auth: who },
  {
    method: "post",
    path: "/webhooks",
    answer: RobotCreatedAnswer,
    summary: "Connect a group robot (WeCom, DingTalk, Feishu/Lark, Slack, Discord, generic) for the site or a team",
    body: RobotSchema,
    status: 201,
    auth: who,
  },
  { method: "get", path: "/webhooks/{id}", answer: RobotAnswer, summary: "One group robot", auth: who },
  {
    method: "patch",
    path: "/webhooks/{id}",
    answer: RobotAnswer,
    summary: "Change a robot's events, language, name, URL or secret; resume it",
    body: RobotPatchSchema,
    auth: who,
  },
  { method: "delete", path: "/webhooks/{id}", answer: RobotDeletedAnswer, summary: "Remove a robot and its waiting messages", auth: who },
  { method: "post", path: "/webhooks/{id}/test", answer: RobotTestAnswer, summary: "Send a test message now; answers with what the robot answered", auth: who },
];
