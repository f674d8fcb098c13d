import { jsonResponse } from "@/lib/api/handler";
import { openApiDocument } from "@/lib/api/openapi";

export function GET() {
  return jsonResponse(openApiDocument());
}
