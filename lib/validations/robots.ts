// Issue 38 (api.md "Chat groups"): a group robot as the page's form and the API send it.
import { z } from "zod";
import { CHAT_EVENTS, CHAT_KINDS } from "@/lib/domain/notify/chat";

const Events = z.array(z.enum(CHAT_EVENTS)).min(1).max(CHAT_EVENTS.length);
const Language = z.enum(["zh-CN", "en"]);

export const RobotSchema = z.object({
  kind: z.enum(CHAT_KINDS),
  name: z.string().trim().max(60).default(""),
  url: z.string().trim().min(1).max(1000),
  secret: z.string().trim().max(200).optional(),
  // S2: one ladder's news (an admin's robot, by the ladder's slug) or one team's, or neither (the site's).
  scope: z.object({ team: z.string().min(1).max(64).optional(), ladder: z.string().min(1).max(64).optional() }).default({}),
  events: Events,
  language: Language.default("zh-CN"),
});
export type RobotInput = z.infer<typeof RobotSchema>;

export const RobotPatchSchema = z.object({
  name: z.string().trim().max(60).optional(),
  url: z.string().trim().min(1).max(1000).optional(),
  secret: z.string().trim().max(200).nullable().optional(),
  events: Events.optional(),
  language: Language.optional(),
  paused: z.boolean().optional(),
});
export type RobotPatch = z.infer<typeof RobotPatchSchema>;
