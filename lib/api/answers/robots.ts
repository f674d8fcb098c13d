// Issue 38: answers of the group-robot operations (api.md "Chat groups"). No URL and no secret:
// the owner sees the provider's host and the path's start, and whether a secret is set.
import { z } from "zod";
import { Id } from "@/lib/api/answers/common";
import { CHAT_EVENTS, CHAT_KINDS } from "@/lib/domain/notify/chat";

export const RobotAnswer = z.object({
  id: Id,
  kind: z.enum(CHAT_KINDS),
  name: z.string(),
  urlHint: z.string().describe("scheme, host and the path's start; the URL itself is never returned"),
  hasSecret: z.boolean(),
  scope: z
    .object({
      ladder: z.object({ slug: z.string(), name: z.object({ "zh-CN": z.string(), en: z.string() }) }).nullable(),
      team: z.object({ id: Id, name: z.string() }).nullable(),
    })
    .describe("S2: a ladder's robot (that ladder's news), a team's robot, or neither (the whole site's)"),
  events: z.array(z.enum(CHAT_EVENTS)),
  language: z.string(),
  paused: z.boolean(),
  failures: z.number().int(),
  lastError: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
/** GET /webhooks */
export const RobotsAnswer = z.object({ robots: z.array(RobotAnswer) });
/** POST /webhooks */
export const RobotCreatedAnswer = z.object({ id: Id });
/** DELETE /webhooks/{id} */
export const RobotDeletedAnswer = z.object({ id: Id, deleted: z.literal(true) });
/** POST /webhooks/{id}/test */
export const RobotTestAnswer = z.object({ ok: z.boolean(), status: z.number().int(), answer: z.string(), error: z.string().optional() });
