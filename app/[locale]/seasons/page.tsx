// Issue 40 (S3): the ladder's seasons, newest first: dates, state, champion, each with its archive.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { listLadders, listSeasons } from "@/lib/services/league/season-read";
import { seasonDates } from "@/components/season/season-views";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";

export default async function SeasonsPage(props: LocalePageProps) {
  await openPage(props);
  const t = await getTranslations("seasons");
  const [ladder] = (await listLadders()).ladders;
  const { seasons } = await listSeasons(ladder.slug);
  const rows = await Promise.all(seasons.map(async (s) => ({ ...s, dates: await seasonDates(s) })));
  return (
    <>
      <h1>{t("title")}</h1>
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
                <td>{t(`states.${s.state}`)}</td>
                <td>{s.champion ? <Link href={`/teams/${s.champion.id}`}>{s.champion.name}</Link> : t("nobody")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
