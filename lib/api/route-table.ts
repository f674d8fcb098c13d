// Issue 24: which methods a path of the JSON API answers, from the OpenAPI document's operations
// (a test keeps those and the route handlers the same). The proxy answers a wrong method with a
// JSON 405 and `Allow` instead of Next's empty 405; an unknown path reaches the catch-all route
// (app/api/v1/[...path]) and its JSON 404. As Next routes, a literal segment wins over a
// parameter (`/teams/register` is not `/teams/{id}`).
import { apiOperations } from "@/lib/api/operations";

type Route = { template: string; re: RegExp; literals: boolean[]; methods: Set<string> };

let table: Route[] | null = null;
function routes(): Route[] {
  if (table) return table;
  const byTemplate = new Map<string, Route>();
  for (const op of apiOperations()) {
    let r = byTemplate.get(op.path);
    if (!r) {
      const segments = op.path.split("/").filter(Boolean);
      const re = new RegExp(`^/api/v1/${segments.map((s) => (/^\{\w+\}$/.test(s) ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}/?$`);
      r = { template: op.path, re, literals: segments.map((s) => !/^\{\w+\}$/.test(s)), methods: new Set() };
      byTemplate.set(op.path, r);
    }
    r.methods.add(op.method);
  }
  table = [...byTemplate.values()];
  return table;
}

/** Compares two matching templates by Next's precedence: the first literal where the other has a parameter wins. */
function specificity(a: Route, b: Route): number {
  for (let i = 0; i < Math.max(a.literals.length, b.literals.length); i++) {
    if (a.literals[i] !== b.literals[i]) return a.literals[i] ? -1 : 1;
  }
  return 0;
}

/**
 * The methods `pathname` answers (with HEAD beside GET and OPTIONS, which Next adds), or null when
 * no operation has that path.
 */
export function allowedMethods(pathname: string): string[] | null {
  const matches = routes()
    .filter((r) => r.re.test(pathname))
    .sort(specificity);
  if (matches.length === 0) return null;
  const methods = new Set(matches[0].methods);
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return [...methods].sort();
}
