import { jsonResponse } from "@/lib/api/handler";
import { openApiDocument } from "@/lib/api/openapi";

// Issue 24: given the request, the document carries its entity tag (a client revalidates it with If-None-Match).
export function GET(req: Request) {
  return jsonResponse(openApiDocument(), {}, req);
}
