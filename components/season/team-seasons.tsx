// Issue 40 (S3): a team's record season by season on its page: final position, matches played,
// won and lost, its rating change, and the champion's badge (plain anchors, as the page's other tables).
import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/routing";
import { signed } from "@/components/season/season-views";
import type { teamSeasons } from "@/lib/services/league/season-read";

export async function TeamSeasons({ rows }: { rows: Awaited<ReturnType<typeof teamSeasons>> }) {
  const [locale, t] = [await getLocale(), await getTranslations("seasons")];
  return (
    <div className="table-scroll">
      <table data-testid="team-seasons">
        <thead>
          <tr>
            <th>{t("name")}</th>
            <th className="num">{t("position")}</th>
            <th className="num">{t("played")}</th>
            <th className="num">{t("wl")}</th>
            <th className="num hide-sm">{t("gain")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <a href={localePath(locale, `/seasons/${r.id}`)}>{r.name}</a> {r.champion ? <span className="badge ok">{t("championBadge")}</span> : null}
              </td>
              <td className="num">{r.position ?? "—"}</td>
              <td className="num">{r.played}</td>
              <td className="num">{`${r.won}–${r.lost}`}</td>
              <td className="num hide-sm">{signed(r.ratingGain)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
