// Writes the match-file corpus of tests/fixtures/match-files (issue 23) in each program's documented
// output format, from 16 seeded deals analysed by DDS: npx tsx scripts/make-match-corpus.ts [seed].
// The files are committed; this script is how they were made (see the folder's README).
import fs from "node:fs";
import iconv from "iconv-lite";
import { analyseDeals } from "@/lib/dds";
import { boardInfo, type Direction } from "@/lib/domain/bridge/boards";
import { formatDeal, SEATS, SUITS, RANKS, shuffledDeal, type Deal } from "@/lib/domain/bridge/deal";
import { DD_DECLARERS, DD_STRAINS } from "@/lib/domain/bridge/double-dummy";
import { toPbn } from "@/lib/domain/bridge/pbn";
import type { RoomResult } from "@/lib/domain/bridge/notation";

const out = "tests/fixtures/match-files";
let seed = Number(process.argv[2] ?? 20261201);
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const next = (p: Direction, k = 1) => SEATS[(SEATS.indexOf(p) + k) % 4];

const dealCards = (): Deal => shuffledDeal(rnd);

type Played = { result: RoomResult; calls: string[]; tricks: string[][]; leaders: Direction[]; leader: Direction; claimAfter: number | null };
// an auction: passes to the declarer, the contract, a double from the left if doubled, three passes
function play(deal: Deal, dealer: Direction, dd: Record<string, Record<string, number>>, fullPlay: boolean): Played {
  if (rnd() < 0.06) return { result: { passedOut: true }, calls: ["p", "p", "p", "p"], tricks: [], leaders: [], leader: "N", claimAfter: null };
  // the side with the better double-dummy contract declares it, as players mostly would
  const options = SEATS.flatMap((p) => (["S", "H", "D", "C", "NT"] as const).map((st) => ({ p, st, t: dd[p][st] }))).sort(
    (x, y) => y.t - x.t || (x.st === "NT" ? -1 : 1),
  );
  const choice = rnd() < 0.8 ? options[0] : options[1 + Math.floor(rnd() * 3)];
  const declarer = choice.p;
  const strain = choice.st;
  const ddTricks = dd[declarer][strain];
  const level = Math.max(1, Math.min(7, ddTricks - 6 - (rnd() < 0.3 ? 1 : 0) - (rnd() < 0.3 ? 1 : 0)));
  const doubled = rnd() < 0.12 ? "X" : "";
  const calls: string[] = [];
  let seat = dealer;
  while (seat !== declarer) {
    calls.push("p");
    seat = next(seat);
  }
  calls.push(`${level}${strain === "NT" ? "N" : strain}`);
  if (doubled) calls.push("d");
  calls.push("p", "p", "p");
  // play: each hand follows suit with its lowest card, else discards its lowest; declarer's side leads its highest
  const hands: Record<Direction, string[]> = { N: [], E: [], S: [], W: [] };
  for (const p of SEATS) for (const s of SUITS) for (const r of deal[p][s]) hands[p].push(s + r);
  const rank = (c: string) => RANKS.indexOf(c[1]);
  const trump = strain === "NT" ? null : strain;
  let leader = next(declarer);
  const first = leader;
  const tricks: string[][] = [];
  let won = 0;
  const wonAfter: number[] = [];
  const leaders: Direction[] = [];
  for (let t = 0; t < 13; t++) {
    leaders.push(leader);
    const trick: string[] = [];
    for (let k = 0; k < 4; k++) {
      const p = next(leader, k);
      const h = hands[p];
      let card: string;
      if (k === 0) card = [...h].sort((a, b) => rank(a) - rank(b))[rnd() < 0.5 ? 0 : h.length - 1];
      else {
        const follow = h.filter((c) => c[0] === trick[0][0]);
        const pool = follow.length ? follow : h;
        card = [...pool].sort((a, b) => rank(a) - rank(b))[rnd() < 0.5 ? 0 : pool.length - 1];
      }
      h.splice(h.indexOf(card), 1);
      trick.push(card);
    }
    let best = 0;
    for (let k = 1; k < 4; k++) {
      const a = trick[k],
        b = trick[best];
      if (a[0] === b[0] ? rank(a) < rank(b) : a[0] === trump) best = k;
    }
    const w = next(leader, best);
    if ((SEATS.indexOf(w) - SEATS.indexOf(declarer)) % 2 === 0) won++;
    tricks.push(trick);
    wonAfter.push(won);
    leader = w;
  }
  // a claim after four tricks, near the double-dummy result, unless the board is played out
  const k = 4;
  const target = ddTricks + (rnd() < 0.25 ? -1 : rnd() < 0.15 ? 1 : 0);
  const claimed = Math.max(wonAfter[k - 1], Math.min(wonAfter[k - 1] + 13 - k, target));
  return {
    result: { passedOut: false, contract: { level: level as 1, strain, doubled }, declarer, tricks: fullPlay ? won : claimed },
    calls,
    tricks: fullPlay ? tricks : tricks.slice(0, k),
    leaders,
    leader: first,
    claimAfter: fullPlay ? null : k,
  };
}

const contractText = (r: RoomResult) => (r.passedOut ? "Pass" : `${r.contract.level}${r.contract.strain}${r.contract.doubled}`);
const pbnCall = (c: string) => (c === "p" ? "Pass" : c === "d" ? "X" : c.replace(/N$/, "NT"));

async function main() {
  const boards = Array.from({ length: 16 }, (_, i) => ({ board: i + 1, ...boardInfo(i + 1), deal: dealCards() }));
  const a = await analyseDeals(boards.map((b) => ({ deal: formatDeal(b.deal), dealer: b.dealer, vulnerable: b.vulnerability })));
  if (!a.ok) throw new Error(a.message);
  const games = boards.map((b, i) => ({
    ...b,
    dd: a.results[i].dd,
    parNs: a.results[i].parNs,
    parContracts: a.results[i].parContracts,
    open: play(b.deal, b.dealer, a.results[i].dd, b.board % 4 === 1),
    closed: play(b.deal, b.dealer, a.results[i].dd, b.board % 4 === 1),
  }));

  // 1. BridgeComposer 5, ISO-8859-1, team match with auctions, play, commentary, analysis
  const bc: string[] = [
    "% PBN 2.1",
    "% EXPORT",
    "%Content-type: text/x-pbn; charset=ISO-8859-1",
    "%Creator: BridgeComposer Version 5.102",
    "%Created: Sun Nov 29 21:40:12 2026 +0100",
    "%BCOptions Center GutterH GutterV PageHeader ShowHCP STBorder STShade",
    "%BoardsPerPage 4",
    "%DDAFormat 1",
    '%Font:CardTable "Arial",11,400,0',
    '%HRTitleEvent "Coupe d\'été des équipes"',
    "%PipColors #000000,#ff0000,#ff0000,#000000",
    "%ScoreTableColors #e6e6e6,#000000",
    "",
  ];
  for (const g of games) {
    for (const room of ["open", "closed"] as const) {
      const p = g[room];
      const first = g.board === 1 && room === "open";
      bc.push(
        `[Event "${first ? "Coupe d'été des équipes" : "#"}"]`,
        `[Site "${first ? "Montréal, Québec" : "#"}"]`,
        `[Date "${first ? "2026.11.29" : "#"}"]`,
        `[Board "${g.board}"]`,
        `[West "${room === "open" ? "Hélène Dubé" : "Søren Ågård"}"]`,
        `[North "${room === "open" ? "François Lefèvre" : "Jürgen Müller"}"]`,
        `[East "${room === "open" ? "Zoë Brontë" : "Ana Muñoz"}"]`,
        `[South "${room === "open" ? "André Côté" : "Björn Öberg"}"]`,
        `[Dealer "${g.dealer}"]`,
        `[Vulnerable "${g.vulnerability === "All" ? "All" : g.vulnerability}"]`,
        `[Deal "${formatDeal(g.deal, g.dealer)}"]`,
        '[Scoring "IMP"]',
        `[Declarer "${p.result.passedOut ? "" : p.result.declarer}"]`,
        `[Contract "${contractText(p.result)}"]`,
        `[Result "${p.result.passedOut ? "" : p.result.tricks}"]`,
        `[Room "${room === "open" ? "Open" : "Closed"}"]`,
      );
      const calls = p.calls.map(pbnCall);
      bc.push(`[Auction "${g.dealer}"]`);
      const allPass = calls.slice(-3).every((c) => c === "Pass") && calls.length >= 4;
      const body = allPass && !p.result.passedOut ? [...calls.slice(0, -3), "AP"] : calls;
      for (let i = 0; i < body.length; i += 4)
        bc.push(body.slice(i, i + 4).join(" ") + (i === 0 && body[0] !== "Pass" && body[0] !== "AP" && !p.result.passedOut ? " =1=" : ""));
      if (!p.result.passedOut && body[0] !== "Pass") bc.push('[Note "1:Natural, 5-card majors"]');
      if (!p.result.passedOut) {
        bc.push(`[Play "${p.leader}"]`);
        // PBN's play section: one column per hand, from the opening leader clockwise
        for (const [ti, t] of p.tricks.entries())
          bc.push([0, 1, 2, 3].map((j) => t[(SEATS.indexOf(next(p.leader, j)) - SEATS.indexOf(p.leaders[ti]) + 4) % 4]).join(" "));
        bc.push("*");
        if (p.claimAfter) bc.push(`{Claim: ${p.result.tricks} tricks}`);
      }
      if (room === "open") {
        bc.push(`[OptimumScore "NS ${g.parNs}"]`, `[ParContract "${g.parContracts}"]`, '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]');
        for (const d of DD_DECLARERS) for (const s of DD_STRAINS) bc.push(`${d} ${s.padStart(2)} ${String(g.dd[d][s]).padStart(2)}`);
        if (g.board % 5 === 1) bc.push("{Le déclarant a joué à coeur;", "", "l'entame à pique était décisive.}");
      }
      bc.push("");
    }
  }
  fs.writeFileSync(`${out}/bridgecomposer-team-iso8859-1.pbn`, iconv.encode(bc.join("\r\n"), "latin1"));

  // 2. A Chinese scoring tool's export: GB18030, no charset line, [Table "Open"], Chinese names
  const zh: string[] = ["% PBN 2.0", "% 桥牌计分程序导出", ""];
  for (const g of games)
    for (const room of ["open", "closed"] as const) {
      const p = g[room];
      zh.push(
        `[Event "天梯挑战赛 第12场"]`,
        `[Site "联众桥牌"]`,
        `[Date "2026.11.28"]`,
        `[Board "${g.board}"]`,
        `[West "${room === "open" ? "王芳" : "刘洋"}"]`,
        `[North "${room === "open" ? "张伟" : "陈静"}"]`,
        `[East "${room === "open" ? "李娜" : "杨磊"}"]`,
        `[South "${room === "open" ? "赵强" : "黄丽"}"]`,
        `[Dealer "${g.dealer}"]`,
        `[Vulnerable "${g.vulnerability === "All" ? "Both" : g.vulnerability}"]`,
        `[Deal "${formatDeal(g.deal, "W")}"]`,
        '[Scoring "IMP"]',
        `[Declarer "${p.result.passedOut ? "-" : p.result.declarer}"]`,
        `[Contract "${p.result.passedOut ? "Pass" : contractText(p.result)}"]`,
        `[Result "${p.result.passedOut ? "-" : p.result.tricks}"]`,
        `[Table "${room === "open" ? "Open" : "Closed"}"]`,
        `{${room === "open" ? "开室" : "闭室"}：${g.board} 号牌}`,
        "",
      );
    }
  fs.writeFileSync(`${out}/chinese-tool-gb18030.pbn`, iconv.encode(zh.join("\r\n"), "gb18030"));

  // 3. BBO vugraph .lin: both rooms of every board, auctions, play (claims on some)
  const linDealer: Record<Direction, string> = { S: "1", W: "2", N: "3", E: "4" };
  const linVul = { None: "o", NS: "n", EW: "e", All: "b" } as const;
  const lin: string[] = [
    "vg|Ladder match,Segment 1,I,1,16,Dragons,0,Tigers,0|",
    `rs|${games
      .flatMap((g) => [g.open, g.closed])
      .map((p) =>
        p.result.passedOut
          ? "PASS"
          : `${p.result.contract.level}${p.result.contract.strain === "NT" ? "N" : p.result.contract.strain}${p.result.contract.doubled}${p.result.declarer}${(() => {
              const d = p.result.tricks - p.result.contract.level - 6;
              return d === 0 ? "=" : d > 0 ? `+${d}` : `${d}`;
            })()}`,
      )
      .join(",")}|`,
    "pn|wei,fang,qiang,na,jing,yang,li,lei|pg||",
  ];
  for (const g of games)
    for (const room of ["open", "closed"] as const) {
      const p = g[room];
      const hand = (s: Direction) => "S" + g.deal[s].S + "H" + g.deal[s].H + "D" + g.deal[s].D + "C" + g.deal[s].C;
      let line = `qx|${room === "open" ? "o" : "c"}${g.board}|st||md|${linDealer[g.dealer]}${hand("S")},${hand("W")},${hand("N")},|sv|${linVul[g.vulnerability]}|rh||ah|Board ${g.board}|`;
      line += p.calls.map((c, i) => `mb|${c}${i === p.calls.length - 4 && c !== "p" ? "!" : ""}|`).join("") + "pg||";
      if (!p.result.passedOut) {
        line += "\n" + p.tricks.map((t) => t.map((c) => `pc|${c}|`).join("") + "pg||").join("\n");
        if (p.claimAfter) line += `\nmc|${p.result.tricks}|pg||`;
      }
      lin.push(line);
    }
  fs.writeFileSync(`${out}/bbo-vugraph.lin`, lin.join("\n") + "\n");

  // 4. A dealing program's hand record through BridgeComposer: deals only, UTF-8 with BOM
  const hr: string[] = [
    "% PBN 2.1",
    "% EXPORT",
    "%Content-type: text/x-pbn; charset=UTF-8",
    "%Creator: BridgeComposer Version 5.102",
    '%HRTitleEvent "Ladder match hand record"',
    "",
  ];
  for (const g of games) {
    hr.push(
      `[Event "Ladder match hand record"]`,
      '[Site "-"]',
      '[Date "2026.11.28"]',
      `[Board "${g.board}"]`,
      '[West "-"]',
      '[North "-"]',
      '[East "-"]',
      '[South "-"]',
      `[Dealer "${g.dealer}"]`,
      `[Vulnerable "${g.vulnerability}"]`,
      `[Deal "${formatDeal(g.deal, "N")}"]`,
      '[Scoring ""]',
      '[Declarer ""]',
      '[Contract ""]',
      '[Result ""]',
      '[BCFlags "1f"]',
      `[OptimumScore "NS ${g.parNs}"]`,
      '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
    );
    for (const d of DD_DECLARERS) for (const s of DD_STRAINS) hr.push(`${d} ${s.padStart(2)} ${String(g.dd[d][s]).padStart(2)}`);
    hr.push("");
  }
  fs.writeFileSync(`${out}/hand-record-deals-only-utf8-bom.pbn`, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(hr.join("\r\n"), "utf8")]));

  // the boards as the export writes them, and as every results file must read
  const exported = games.map((g) => ({
    board: g.board,
    dealer: g.dealer,
    vulnerable: g.vulnerability,
    deal: formatDeal(g.deal),
    open: g.open.result,
    closed: g.closed.result,
    dd: g.dd,
    parNs: g.parNs,
    parContracts: g.parContracts,
  }));

  // 5. This program's own export (UTF-8, no BOM)
  fs.writeFileSync(`${out}/ladder-export.pbn`, toPbn(exported, { event: "Ladder match #12", date: "2026.11.28" }));

  // the expected boards, for the tests
  fs.writeFileSync(`${out}/expected.json`, JSON.stringify(exported, null, 1) + "\n");
}
void main();
