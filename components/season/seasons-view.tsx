// Issue 40 (S3): one ladder's seasons, newest first: dates, state, champion, each with its archive.
// The default ladder's at /seasons, another's at /ladders/<slug>/seasons (S2).
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { listSeasons } from "@/lib/services/league/season-read";
import type { Ladder } from "@/lib/services/league/ladders";
import { seasonDates } from "@/components/season/season-views";
import { LadderHeading } from "@/components/ladder/ladder-heading";

export async function SeasonsView({ ladder, locale }: { ladder: Ladder; locale: string }) {
  const t = await getTranslations("seasons");
  const { seasons } = await listSeasons(ladder.slug);
  const rows = await Promise.all(seasons.map(async (s) => ({ ...s, dates: await seasonDates(s) })));
  return (
    <>
      <LadderHeading ladder={ladder} section="seasons" title={t("title")} locale={locale} />
      <p className="intro">{t("intro")}</p>
      <div className="table-scroll">
        <table data-testid="seasons-table">
          <thead>
            <tr>
              <th>{t("name")}</th>
              <th>{t("dates")}</th>
              <th>{t("state")}</th>
              <th>{t("champion")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link href={`/seasons/${s.id}`}>{s.name}</Link>
                </td>
                <td>{s.dates}</td>
                <td className="nowrap">{t(`states.${s.state}`)}</td>
                <td>{s.champion ? <Link href={`/teams/${s.champion.id}`}>{s.champion.name}</Link> : t("nobody")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
