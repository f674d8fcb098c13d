import { parseBody, route } from "@/lib/api/handler";
import { createUser } from "@/lib/services/league/admin";
import { CreateUserSchema } from "@/lib/validations/admin";

export const POST = route(async ({ req, actor }) => createUser(actor, await parseBody(req, CreateUserSchema)), { status: 201 });
