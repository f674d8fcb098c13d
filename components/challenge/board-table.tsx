// The match page's scoresheet: both rooms per board, NS scores, IMPs, running totals, the VP line,
// links to a board's dispute, and CSV/PBN exports (the page prints cleanly).
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import type { getBoards } from "@/lib/services/challenges/scoresheet";

type View = Awaited<ReturnType<typeof getBoards>>;

export async function BoardTable({
  view,
  challenger,
  defender,
  challengeId,
  cases,
}: {
  view: View;
  challenger: string;
  defender: string;
  challengeId: string;
  cases: { id: string; kind: string; number: number; boards?: number[] }[];
}) {
  const t = await getTranslations("sheet");
  const disputes = cases.filter((c) => c.kind === "in_match");
  return (
    <section data-testid="board-table">
      <h2>{t("title")}</h2>
      <p className="muted">
        {t("challengerNs", { team: challenger })}: {view.challengerNsRoom === "open" ? t("open") : t("closed")} ·{" "}
        <a href={`/api/v1/challenges/${challengeId}/boards.csv`}>CSV</a> · <a href={`/api/v1/challenges/${challengeId}/boards.pbn`}>PBN</a>
      </p>
      <table className="sheet">
        <thead>
          <tr>
            <th className="num">{t("board")}</th>
            <th className="hide-sm">{t("dealerVul")}</th>
            <th>{t("open")}</th>
            <th className="num">NS</th>
            <th>{t("closed")}</th>
            <th className="num">NS</th>
            <th className="num">IMP</th>
            <th className="num">{t("running")}</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((r, i) => (
            <tr key={r.board}>
              <td className="num">{r.board}</td>
              <td className="hide-sm muted">
                {r.dealer} · {r.vulnerability}
              </td>
              <td>{view.boards[i].open}</td>
              <td className="num">{r.open}</td>
              <td>{view.boards[i].closed}</td>
              <td className="num">{r.closed}</td>
              <td className="num">
                {r.imps > 0 ? `+${r.imps}` : r.imps}
                {r.adjusted ? (
                  <>
                    {" "}
                    <span className="badge lock">{t("adjusted")}</span>
                  </>
                ) : null}
                {disputes
                  .filter((d) => !d.boards?.length || d.boards.includes(r.board))
                  .map((d) => (
                    <Link key={d.id} href={`/cases/${d.id}`} className="badge" style={{ marginLeft: 4 }}>
                      #{d.number}
                    </Link>
                  ))}
              </td>
              <td className="num">
                {r.runningChallenger}:{r.runningDefender}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="board-totals">
        <strong>
          {challenger} {view.challengerImps} : {view.defenderImps} {defender}
        </strong>{" "}
        IMP · VP {view.vp.challenger.toFixed(2)} : {view.vp.defender.toFixed(2)}
      </p>
    </section>
  );
}
