import { route } from "@/lib/api/handler";
import { passPriority } from "@/lib/services/challenges";

export const POST = route(async ({ actor }) => passPriority(actor));
