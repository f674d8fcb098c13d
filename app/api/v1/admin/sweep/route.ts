import { route } from "@/lib/api/handler";
import { sweepAsAdmin } from "@/lib/services/challenges/sweep";

export const POST = route(async ({ actor }) => sweepAsAdmin(actor));
