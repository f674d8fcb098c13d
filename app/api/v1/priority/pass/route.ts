import { route } from "@/lib/api/handler";
import { passPriority } from "@/lib/services/priority";

export const POST = route(async ({ actor }) => passPriority(actor));
