// One operation of the JSON API (api.md) as /api/v1/openapi.json describes it (lib/api/openapi.ts).
import { z } from "zod";

export type Query = { name: string; description: string; schema: object };
export type Op = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  body?: z.ZodType;
  status?: number;
  auth?: string;
  /** The success answer's schema (JSON), the same the route names (lib/api/handler.ts route). */
  answer?: z.ZodType;
  /** A success answer that is not JSON: its media type, or "redirect". */
  produces?: string;
  query?: Query[];
  /** Issue 24: a JSON read answers with an ETag and 304 to If-None-Match (lib/api/handler.ts jsonResponse), unless false. */
  revalidated?: false;
};

// Issue 11: the paged lists (lib/api/pagination.ts); the answer carries page.next for the cursor.
export const PAGE_QUERY: Query[] = [
  {
    name: "limit",
    description: "entries per page: 1–1000 (default 100) or all",
    schema: { oneOf: [{ type: "integer", minimum: 1, maximum: 1000 }, { const: "all" }] },
  },
  { name: "page", description: "1-based page number", schema: { type: "integer", minimum: 1 } },
  { name: "cursor", description: "page.next of the previous answer", schema: { type: "string" } },
];
