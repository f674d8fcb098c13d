import { route } from "@/lib/api/handler";
import { acknowledgeCase } from "@/lib/services/cases/cases";

export const POST = route<{ id: string }>(async ({ params, actor }) => acknowledgeCase(actor, params.id));
