import { route, type Ctx } from "@/lib/api/handler";
import { signOutEverywhere } from "@/lib/services/accounts/auth";
import { SignedOutAnswer } from "@/lib/api/answers/accounts";

export const POST = route(async ({ actor }: Ctx) => signOutEverywhere(actor), { answer: SignedOutAnswer });
