// About the league: the venue and the main numbers of the rules, from the league settings. It is
// also the benchmark's "trivial page in the same layout" (issue 11): one cached read, no table.
import { getTranslations } from "next-intl/server";
import { currentSettings } from "@/lib/services/league/league";
import { SETTING_NAMES, settingDecl } from "@/lib/domain/settings";
import { formatSetting, type Translate } from "@/components/admin/settings-fields";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";

export default async function AboutPage(props: LocalePageProps) {
  await openPage(props);
  const t = await getTranslations("about");
  const all = await getTranslations();
  const s = await currentSettings();
  return (
    <>
      <h1>{s.name}</h1>
      {s.venue ? <p className="intro">{t("venue", { venue: s.venue })}</p> : null}
      <ul>
        <li>{t("rating", { start: String(s.ratingStart), k: String(s.ratingK), n: String(s.provisionalMatches) })}</li>
      </ul>
      <h2>{all("settings.aboutTitle")}</h2>
      <ul data-testid="time-rules">
        {SETTING_NAMES.filter((n) => settingDecl(n).about).map((n) => (
          <li key={n}>
            {all("settings.value", { label: all(`settings.${n}.label`), value: formatSetting(n, s[n], all as Translate) })} ({settingDecl(n).rule})
          </li>
        ))}
      </ul>
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
