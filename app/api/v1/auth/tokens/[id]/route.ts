import { route } from "@/lib/api/handler";
import { revokeToken } from "@/lib/services/accounts/auth";

export const DELETE = route<{ id: string }>(async ({ params, actor }) => revokeToken(actor, params.id));
