// Page links for long tables (ladder and rating board): pages show only what they render. The
// arithmetic is the API's (lib/api/pagination.ts), so a page of the site is a page of the API.
import { getTranslations } from "next-intl/server";

export { pageView } from "@/lib/api/pagination";

export async function Pager({ page, pages, base }: { page: number; pages: number; base: string }) {
  if (pages <= 1) return null;
  const t = await getTranslations("pager");
  const link = (p: number) => `${base}${base.includes("?") ? "&" : "?"}page=${p}`;
  return (
    <nav className="actions" aria-label={t("label")} data-testid="pager" style={{ margin: "0.75rem 0" }}>
      {page > 1 ? <a href={link(page - 1)}>← {t("previous")}</a> : null}
      <span className="muted">{t("page", { page: String(page), pages: String(pages) })}</span>
      {page < pages ? <a href={link(page + 1)}>{t("next")} →</a> : null}
    </nav>
  );
}
