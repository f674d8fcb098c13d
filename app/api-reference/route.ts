// GET /api-reference (issue 24): the API reference for club developers who build bots on the
// JSON API, Redoc's page of /api/v1/openapi.json made by `npm run build` (scripts/after-build.ts).
// Its scripts run on this page only, under a policy that allows exactly them.
import { readReference } from "@/lib/http/api-reference";

export const dynamic = "force-dynamic";

export async function GET() {
  const page = await readReference();
  if (!page) return new Response("The API reference is made by `npm run build`; the OpenAPI document is at /api/v1/openapi.json.\n", { status: 404 });
  return new Response(new Uint8Array(page.html), {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": page.csp,
      "cache-control": "public, max-age=300",
      "x-content-type-options": "nosniff",
    },
  });
}
