// About the league: the venue and the main numbers of the rules, from the league settings. It is
// also the benchmark's "trivial page in the same layout" (issue 11): one cached read, no table.
import { getTranslations } from "next-intl/server";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { AboutView } from "@/components/ladder/about-view";

export default async function AboutPage(props: LocalePageProps) {
  const { locale } = await openPage(props);
  const t = await getTranslations("about");
  return (
    <>
      <AboutView ladder={null} locale={locale} />
      <h2>{t("developers")}</h2>
      <p>{t("api")}</p>
      <ul>
        {/* Issue 24: plain links (the reference is a page of its own, with its own scripts). */}
        <li>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler's own document, not a page: a Link would ask it for an RSC payload */}
          <a href="/api-reference">{t("apiReference")}</a>
        </li>
        <li>
          <a href="/api/v1/openapi.json">{t("openapi")}</a>
        </li>
      </ul>
    </>
  );
}
