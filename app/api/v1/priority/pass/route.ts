import { route } from "@/lib/api/handler";
import { passPriority } from "@/lib/services/challenges/priority";

export const POST = route(async ({ actor }) => passPriority(actor));
