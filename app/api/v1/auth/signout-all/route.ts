import { route } from "@/lib/api/handler";
import { signOutEverywhere } from "@/lib/services/accounts/auth";

export const POST = route(async ({ actor }) => signOutEverywhere(actor));
