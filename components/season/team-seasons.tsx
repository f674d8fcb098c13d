// Issue 40 (S3): a team's record season by season on its page: final position, matches played,
// won and lost, its rating change, and the champion's badge.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import type { teamSeasons } from "@/lib/services/league/season-read";

export async function TeamSeasons({ rows }: { rows: Awaited<ReturnType<typeof teamSeasons>> }) {
  const t = await getTranslations("seasons");
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
                <Link href={`/seasons/${r.id}`}>{r.name}</Link> {r.champion ? <span className="badge ok">{t("championBadge")}</span> : null}
              </td>
              <td className="num">{r.position ?? "—"}</td>
              <td className="num">{r.played}</td>
              <td className="num">{`${r.won}–${r.lost}`}</td>
              <td className="num hide-sm">{`${r.ratingGain >= 0 ? "+" : ""}${r.ratingGain.toFixed(2)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
