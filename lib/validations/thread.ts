// Issue 38 (api.md "Notifications and messages"): a message of a challenge's thread, and a
// captain's contact. Plain text: shown as text, never as HTML.
import { z } from "zod";

export const THREAD_TEXT_MAX = 2000;
export const MessageSchema = z.object({ text: z.string().trim().min(1).max(THREAD_TEXT_MAX) });

/** PATCH /teams/:id: the admin renames (T1's unique name); the captain sets how to reach it. */
export const TeamPatchSchema = z.object({
  name: z.string().trim().min(1).max(60).optional(),
  contact: z.string().trim().max(100).optional(),
});
