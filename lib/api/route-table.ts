// Issue 24: which methods a path of the JSON API answers, from the documented operations
// (lib/api/operations.ts); the matching is lib/http/api-methods.mjs's, which server.mjs runs.
import { apiOperations } from "@/lib/api/operations";
import { methodTable } from "@/lib/http/api-methods.mjs";

let table: ReturnType<typeof methodTable> | null = null;

/** The methods `pathname` answers (with HEAD beside GET, and OPTIONS), or null when no operation has that path. */
export function allowedMethods(pathname: string): string[] | null {
  table ??= methodTable(apiOperations());
  return table.allowedMethods(pathname);
}
