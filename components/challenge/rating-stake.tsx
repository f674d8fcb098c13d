import { getTranslations } from "next-intl/server";

type Stake = { win: number; loss: number };
const fmt = (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(2)}`;

/** rating.md: the rating at stake, each side's change on a win and on a loss. */
export async function RatingStake({
  stake,
  challenger,
  defender,
}: {
  stake: { challenger: Stake; defender: Stake; provisional: boolean; provisionalMatches: number; k: number };
  challenger: string;
  defender: string;
}) {
  const t = await getTranslations("challenge");
  const tl = await getTranslations("ladder");
  return (
    <div className="card" data-testid="rating-stake">
      <h2 style={{ marginTop: 0 }}>{t("stake")}</h2>
      <table>
        <thead>
          <tr>
            <th>
              <span className="sr-only">{tl("team")}</span>
            </th>
            <th className="num">{t("ifWin")}</th>
            <th className="num">{t("ifLose")}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{challenger}</td>
            <td className="num">{fmt(stake.challenger.win)}</td>
            <td className="num">{fmt(stake.challenger.loss)}</td>
          </tr>
          <tr>
            <td>{defender}</td>
            <td className="num">{fmt(stake.defender.win)}</td>
            <td className="num">{fmt(stake.defender.loss)}</td>
          </tr>
        </tbody>
      </table>
      {stake.provisional ? (
        <p className="muted" data-testid="provisional-note">
          {t("provisionalNote", { n: String(stake.provisionalMatches), k: String(stake.k) })}
        </p>
      ) : null}
    </div>
  );
}

/** Issue 37: after the result, what the match did to each team's rating (not a stake recomputed from the new ratings). */
export async function RatingChanges({ rows, names }: { rows: { teamId: string; before: number; after: number }[]; names: Record<string, string> }) {
  if (!rows.length) return null;
  const t = await getTranslations("challenge");
  const tl = await getTranslations("ladder");
  return (
    <div className="card" data-testid="rating-changes">
      <h2 style={{ marginTop: 0 }}>{t("ratingChanged")}</h2>
      <table>
        <thead>
          <tr>
            <th>
              <span className="sr-only">{tl("team")}</span>
            </th>
            <th className="num">{t("ratingBefore")}</th>
            <th className="num">{t("ratingAfter")}</th>
            <th className="num">{t("ratingDelta")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.teamId}>
              <td>{names[r.teamId] ?? "—"}</td>
              <td className="num">{r.before.toFixed(2)}</td>
              <td className="num">{r.after.toFixed(2)}</td>
              <td className="num">{fmt(r.after - r.before)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
