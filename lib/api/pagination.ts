// Issue 11: the ladder and the rating board are paged (100 entries by default): `?limit=N` (1–1000)
// or `?limit=all`, and `?page=N` (1-based) or `?cursor=<next>` from the previous answer. The
// site's pages of the same lists use the same size (pageView).
import { BadRequest } from "@/lib/errors";

export const DEFAULT_PAGE = 100;

export function pageParams(url: URL): { offset: number; limit: number | null } {
  const rawLimit = url.searchParams.get("limit");
  const limit = rawLimit === "all" ? null : rawLimit === null ? DEFAULT_PAGE : Number(rawLimit);
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > 1000)) throw new BadRequest({ limit: ["1 to 1000, or all"] });
  const cursor = url.searchParams.get("cursor");
  const page = url.searchParams.get("page");
  let offset = 0;
  if (cursor !== null) {
    offset = Number(cursor);
    if (!Number.isInteger(offset) || offset < 0) throw new BadRequest({ cursor: ["a cursor from a previous page"] });
  } else if (page !== null) {
    const p = Number(page);
    if (!Number.isInteger(p) || p < 1) throw new BadRequest({ page: ["1 or more"] });
    offset = (p - 1) * (limit ?? 0);
  }
  return { offset, limit };
}

/** One page of `all`, with the cursor of the next page (null at the end). */
export function pageOf<T>(all: readonly T[], p: { offset: number; limit: number | null }) {
  const end = p.limit === null ? all.length : Math.min(all.length, p.offset + p.limit);
  return {
    entries: all.slice(p.offset, end),
    page: { total: all.length, offset: p.offset, limit: p.limit ?? ("all" as const), next: end < all.length ? String(end) : null },
  };
}

/** A page of the site (ladder, rating board): the requested one, else the one holding `focusIndex` (e.g. the viewer's team). */
export function pageView(total: number, requested: string | undefined, focusIndex = -1) {
  const pages = Math.max(1, Math.ceil(total / DEFAULT_PAGE));
  const asked = Number(requested);
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pages) : focusIndex >= 0 ? Math.floor(focusIndex / DEFAULT_PAGE) + 1 : 1;
  return { page, pages, start: (page - 1) * DEFAULT_PAGE, end: page * DEFAULT_PAGE };
}
