import { route, type Ctx } from "@/lib/api/handler";
import { revokeToken } from "@/lib/services/accounts/auth";
import { TokenRevokedAnswer } from "@/lib/api/answers/accounts";

export const DELETE = route(async ({ params, actor }: Ctx) => revokeToken(actor, params.id), { answer: TokenRevokedAnswer });
