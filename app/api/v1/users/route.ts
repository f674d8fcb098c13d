import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { createUser } from "@/lib/services/league/admin";
import { CreateUserSchema } from "@/lib/validations/admin";
import { UserCreatedAnswer } from "@/lib/api/answers/accounts";

export const POST = route(async ({ req, actor }: Ctx) => createUser(actor, await parseBody(req, CreateUserSchema)), { answer: UserCreatedAnswer, status: 201 });
