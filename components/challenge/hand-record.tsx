// Issue 23: the hand record of a match's boards, as bridge results services show it: the four
// hands in the compass layout (suit symbols, 10 not T), dealer and vulnerability, both rooms'
// contracts, results and NS scores, the board's IMPs, the double-dummy table, the par contract
// and score, and each room's score against par. Server-rendered, no script; prints four boards
// to a page; on a phone the compass keeps its shape and the tables scroll in themselves.
import { getTranslations } from "next-intl/server";
import "./hand-record.css";
import type { Direction } from "@/lib/domain/bridge/boards";
import { displayRanks, hcp, parseDeal, SUITS, type Hand } from "@/lib/domain/bridge/deal";
import { againstPar, DD_DECLARERS, DD_STRAINS, formatParContracts } from "@/lib/domain/bridge/double-dummy";
import type { getBoards } from "@/lib/services/challenges/scoresheet";

type View = Awaited<ReturnType<typeof getBoards>>;
type Row = View["rows"][number];

const SYMBOL: Record<(typeof SUITS)[number] | "NT", string> = { S: "♠", H: "♥", D: "♦", C: "♣", NT: "NT" };
const red = (s: string) => s === "H" || s === "D";

function HandView({ hand, seat, label, points, hcpLabel }: { hand: Hand; seat: Direction; label: string; points: string; hcpLabel: string }) {
  return (
    <div className={`hand hand-${seat}`} data-testid={`hand-${seat}`}>
      <div className="hand-seat">
        {label}{" "}
        <span className="muted" title={hcpLabel}>
          {points}
        </span>
      </div>
      {SUITS.map((s) => (
        <div key={s} className="hand-suit">
          <span className={red(s) ? "suit red" : "suit"}>{SYMBOL[s]}</span> {displayRanks(hand[s])}
        </div>
      ))}
    </div>
  );
}

/** A contract as the hand record shows it: "4♠ N", "3NT× E", or passed out. */
function contractText(notation: string, passed: string) {
  if (notation === "PASS") return passed;
  const m = /^(\d)(NT|S|H|D|C)(XX|X)?([=+-]\d*)\s+([NESW])$/.exec(notation);
  if (!m) return notation;
  return `${m[1]}${SYMBOL[m[2] as "S"]}${m[3] === "XX" ? "××" : m[3] === "X" ? "×" : ""} ${m[5]} ${m[4]}`;
}

async function Board({
  row,
  notation,
  disputed,
  heading: H,
  challenger,
}: {
  row: Row;
  notation: { open: string; closed: string };
  disputed: boolean;
  heading: "h2" | "h3";
  challenger: string;
}) {
  const t = await getTranslations("handRecord");
  const s = await getTranslations("sheet");
  const parsed = row.deal ? parseDeal(row.deal) : null;
  const deal = parsed?.ok ? parsed.deal : null;
  const seat = (p: Direction) => t(`seats.${p}`);
  const pts = (h: Hand) => `${hcp(h)} ${t("hcpShort")}`;
  return (
    <article className="hand-record card" data-testid={`hand-record-${row.board}`} aria-labelledby={`board-${row.board}`}>
      <H id={`board-${row.board}`}>
        {t("board", { board: String(row.board) })}
        {disputed ? (
          <span className="badge warn" style={{ marginLeft: 8 }}>
            {t("disputed")}
          </span>
        ) : null}
      </H>
      {deal ? (
        <div className="compass">
          <HandView hand={deal.N} seat="N" label={seat("N")} points={pts(deal.N)} hcpLabel={t("hcp")} />
          <HandView hand={deal.W} seat="W" label={seat("W")} points={pts(deal.W)} hcpLabel={t("hcp")} />
          <div className="compass-center" aria-hidden="true">
            <div>{row.board}</div>
            <div className="muted">{t("dealer", { seat: seat(row.dealer) })}</div>
          </div>
          <HandView hand={deal.E} seat="E" label={seat("E")} points={pts(deal.E)} hcpLabel={t("hcp")} />
          <HandView hand={deal.S} seat="S" label={seat("S")} points={pts(deal.S)} hcpLabel={t("hcp")} />
        </div>
      ) : null}
      <p className="muted hr-facts">
        {t("dealer", { seat: seat(row.dealer) })} · {t(`vul.${row.vulnerable}`)}
      </p>
      <div className="table-scroll">
        <table className="hr-rooms">
          <thead>
            <tr>
              <th>{t("room")}</th>
              <th>{t("contract")}</th>
              <th className="num">{t("score")}</th>
              {row.parNs != null ? <th className="num">{t("vsPar")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {(["open", "closed"] as const).map((room) => {
              const score = row[room];
              const vs = row.parNs != null ? againstPar(score, row.parNs) : null;
              return (
                <tr key={room}>
                  <td>{s(room)}</td>
                  <td>{contractText(notation[room], t("passed"))}</td>
                  <td className="num">{score}</td>
                  {vs ? (
                    <td className="num">
                      {vs.diff > 0 ? `+${vs.diff}` : vs.diff} ({vs.imps > 0 ? `+${vs.imps}` : vs.imps} IMP)
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>{t("imps", { team: challenger })}</td>
              <td className="num" colSpan={row.parNs != null ? 2 : 1} data-testid={`hand-imps-${row.board}`}>
                {row.imps > 0 ? `+${row.imps}` : row.imps}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {row.dd ? (
        <div className="hr-analysis">
          <table className="dd" data-testid={`dd-${row.board}`}>
            <caption>{t("dd")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("declarer")}</th>
                {DD_STRAINS.map((st) => (
                  <th key={st} scope="col" className="num">
                    <span className={red(st) ? "suit red" : "suit"}>{SYMBOL[st]}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {DD_DECLARERS.map((p) => (
                <tr key={p}>
                  <th scope="row">{seat(p)}</th>
                  {DD_STRAINS.map((st) => (
                    <td key={st} className="num">
                      {row.dd![p][st]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="facts">
            <dt>{t("par")}</dt>
            <dd data-testid={`par-${row.board}`}>{formatParContracts(row.parContracts) || "—"}</dd>
            <dt>{t("parScore")}</dt>
            <dd>{row.parNs}</dd>
          </dl>
        </div>
      ) : row.deal ? (
        <p className="muted" data-testid={`dd-${row.analysis}`}>
          {t(row.analysis === "unavailable" ? "unavailable" : row.analysis === "failed" ? "failed" : "pending")}
        </p>
      ) : null}
    </article>
  );
}

/** The hand records of the boards named (all when none are), four to a printed page; each board's heading one level below the page's. */
export async function HandRecords({
  view,
  challenger,
  only,
  disputed = [],
  heading = "h3",
}: {
  view: View;
  challenger: string;
  only?: number[];
  disputed?: number[];
  heading?: "h2" | "h3";
}) {
  const t = await getTranslations("handRecord");
  const rows = view.rows.filter((r) => r.deal && (!only || only.includes(r.board)));
  if (rows.length === 0)
    return only ? null : (
      <p className="muted" data-testid="no-hand-records">
        {t("noDeals")}
      </p>
    );
  const pages: Row[][] = [];
  for (let i = 0; i < rows.length; i += 4) pages.push(rows.slice(i, i + 4));
  const byBoard = new Map(view.boards.map((b) => [b.board, b]));
  return (
    <div className="hand-records" data-testid="hand-records">
      {pages.map((page, i) => (
        <div key={i} className="hr-page">
          {page.map((r) => (
            <Board
              key={r.board}
              row={r}
              notation={{ open: byBoard.get(r.board)!.open, closed: byBoard.get(r.board)!.closed }}
              disputed={disputed.includes(r.board)}
              heading={heading}
              challenger={challenger}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
