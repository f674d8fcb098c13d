// Page links for long tables (ladder and rating board): pages show only what they render.
import { getTranslations } from "next-intl/server";

export const PAGE_SIZE = 100;

export async function Pager({ page, pages, base }: { page: number; pages: number; base: string }) {
  if (pages <= 1) return null;
  const t = await getTranslations("pager");
  const link = (p: number) => `${base}${base.includes("?") ? "&" : "?"}page=${p}`;
  return (
    <nav className="actions" aria-label={t("label")} data-testid="pager" style={{ margin: "0.75rem 0" }}>
      {page > 1 ? <a href={link(page - 1)}>← {t("previous")}</a> : null}
      <span className="muted">{t("page", { page, pages })}</span>
      {page < pages ? <a href={link(page + 1)}>{t("next")} →</a> : null}
    </nav>
  );
}

/** The page to show: the requested one, else the one holding `focus` (e.g. the viewer's team). */
export function pageOf(total: number, requested: string | undefined, focusIndex = -1) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const asked = Number(requested);
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pages) : focusIndex >= 0 ? Math.floor(focusIndex / PAGE_SIZE) + 1 : 1;
  return { page, pages, start: (page - 1) * PAGE_SIZE, end: page * PAGE_SIZE };
}
