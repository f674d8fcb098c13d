// A ladder's rules (S1, S2): its venue, its rating numbers and the time rules of its settings. The
// default ladder's are the site's /about (the benchmark's trivial page, issue 11: unchanged, with
// the API's links below); another ladder's are at /ladders/<slug>/about, under its heading.
import { getTranslations } from "next-intl/server";
import { currentSettings } from "@/lib/services/league/league";
import { SETTING_NAMES, settingDecl } from "@/lib/domain/settings";
import { formatSetting, type Translate } from "@/components/admin/settings-fields";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { LadderHeading } from "@/components/ladder/ladder-heading";
import type { Ladder } from "@/lib/services/league/ladders";

export async function AboutView({ ladder, locale }: { ladder: Ladder | null; locale: string }) {
  const t = await getTranslations("about");
  const all = await getTranslations();
  const own = ladder !== null && ladder.id !== DEFAULT_LADDER;
  const s = await currentSettings(ladder?.id ?? DEFAULT_LADDER);
  return (
    <>
      {own ? <LadderHeading ladder={ladder} section="about" title={all("nav.about")} locale={locale} /> : <h1>{s.name}</h1>}
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
    </>
  );
}
