import { getTranslations } from "next-intl/server";

type Stake = { win: number; loss: number };
const fmt = (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(2)}`;

/** rating.md: the rating at stake, each side's change on a win and on a loss. */
export async function RatingStake({ stake, challenger, defender }: { stake: { challenger: Stake; defender: Stake }; challenger: string; defender: string }) {
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
    </div>
  );
}
