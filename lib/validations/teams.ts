// Team actions of rules revision 3 (T6, T7), shared by the pages and the API.
import { z } from "zod";
import { reasonText } from "@/lib/validations/reason";

export const DeputiesSchema = z.object({ userIds: z.array(z.string().min(1).max(64)).max(2) });
export const CaptainSchema = z.object({ userId: z.string().min(1).max(64) });
export const WithdrawTeamSchema = z.object({ reason: reasonText() });
