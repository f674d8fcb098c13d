"use client";
// Issue 6: keyboard-first entry of a 16-board match ("4S= N", "3NTx-2 E", "PASS"), with the score
// and the board's IMPs computed as you type. Issue 23: a match file (PBN or BBO .lin, chosen or
// pasted) is sent as bytes to POST /api/v1/challenges/:id/boards/import, which reads its charset
// and answers a preview with every problem named by board and line; its results fill the sheet
// and its deals (also from a hand record with deals only) go with the submitted boards.
// The rules are the domain's (lib/domain/bridge); the server recomputes everything on submit.
import { useEffect, useMemo, useRef, useState } from "react";
import { parseRoomResult } from "@/lib/domain/bridge/notation";
import { computeSheet, nsScore, type BoardDealInfo, type Room } from "@/lib/domain/bridge/sheet";
import { boardInfo, type Vulnerability } from "@/lib/domain/bridge/boards";

export type SheetLabels = {
  title: string;
  help: string;
  board: string;
  dealer: string;
  open: string;
  closed: string;
  imps: string;
  total: string;
  challengerNs: string;
  importPbn: string;
  importHelp: string;
  importFile: string;
  importPaste: string;
  importRead: string;
  importDeals: string;
  importFailed: string;
  line: string;
  preview: string;
  vp: string;
  errors: Record<string, string>;
  /** Issue 37: seats and vulnerability in the reader's language (not "N · None"). */
  seats: Record<string, string>;
  vul: Record<string, string>;
};

type PreviewBoard = { board: number; dealer: string; vulnerable: string; deal: string | null; open: string | null; closed: string | null };
type Preview = {
  format: string;
  kind: "results" | "deals";
  encoding: string;
  boards: PreviewBoard[];
  errors: { board: number | null; room?: Room; line: number | null; error: string }[];
};
const fill = (s: string, p: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(p[k] ?? ""));

export function ScoresheetEditor({
  challengeId,
  locale,
  boards,
  challenger,
  defender,
  labels,
}: {
  challengeId: string;
  locale: string;
  boards: number;
  challenger: string;
  defender: string;
  labels: SheetLabels;
}) {
  const [cells, setCells] = useState<string[][]>(() => Array.from({ length: boards }, () => ["", ""]));
  const [room, setRoom] = useState<Room>("open");
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [deals, setDeals] = useState<Map<number, { deal: string; dealer: string; vulnerable: string }>>(() => new Map());
  const fileBox = useRef<HTMLDivElement>(null);
  // Decision 0011: the scripts load after the first paint; like a held form (useHeldSubmit), the
  // editor says when it is live, since until then typing in it checks nothing.
  const root = useRef<HTMLFieldSetElement>(null);
  useEffect(() => root.current?.setAttribute("data-ready", ""), []);

  async function importFile() {
    const box = fileBox.current;
    if (!box) return;
    const file = box.querySelector<HTMLInputElement>("input[type=file]")?.files?.[0];
    const text = box.querySelector<HTMLTextAreaElement>("textarea")?.value ?? "";
    if (!file && !text.trim()) return;
    // bytes, so that a file in ISO-8859-1 or GB18030 reaches the server as written
    const body = file ? new Uint8Array(await file.arrayBuffer()) : new TextEncoder().encode(text);
    const res = await fetch(`/api/v1/challenges/${challengeId}/boards/import?challengerNsRoom=${room}`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "accept-language": locale },
      body,
    }).catch(() => null);
    const json = res && res.ok ? ((await res.json().catch(() => null)) as Preview | null) : null;
    if (!json) {
      setFileNote(null);
      setFileErrors([labels.importFailed]);
      return;
    }
    setFileErrors(
      json.errors.map(
        (x) =>
          `${labels.board} ${x.board ?? "?"}${x.room ? ` (${x.room === "open" ? labels.open : labels.closed})` : ""}${x.line ? `, ${fill(labels.line, { line: x.line })}` : ""}: ${labels.errors[x.error] ?? x.error}`,
      ),
    );
    const withDeals = json.boards.filter((b) => b.deal);
    setDeals((prev) => {
      const next = new Map(prev);
      for (const b of withDeals) next.set(b.board, { deal: b.deal!, dealer: b.dealer, vulnerable: b.vulnerable });
      return next;
    });
    setFileNote(
      `${fill(labels.importRead, { format: json.format.toUpperCase(), encoding: json.encoding, boards: json.boards.length })}${withDeals.length ? ` · ${fill(labels.importDeals, { count: withDeals.length })}` : ""}`,
    );
    if (json.kind === "results")
      setCells((prev) =>
        prev.map((row, i) => {
          const b = json.boards.find((x) => x.board === i + 1);
          return b && b.open && b.closed ? [b.open, b.closed] : row;
        }),
      );
  }
  const parsed = cells.map(([o, c]) => [o.trim() ? parseRoomResult(o) : null, c.trim() ? parseRoomResult(c) : null] as const);
  const complete = parsed.every(([o, c]) => o?.ok && c?.ok);
  const sheet = useMemo(() => {
    if (!complete) return null;
    return computeSheet({
      challengerNsRoom: room,
      boards: parsed.map(([o, c], i) => ({
        board: i + 1,
        open: (o as { ok: true; value: never }).value,
        closed: (c as { ok: true; value: never }).value,
        deal: (deals.get(i + 1) as BoardDealInfo | undefined) ?? null,
      })),
    });
  }, [complete, parsed, room, deals]);
  const json = complete
    ? JSON.stringify({
        challengerNsRoom: room,
        boards: cells.map(([o, c], i) => ({ board: i + 1, open: o.trim(), closed: c.trim(), ...(deals.get(i + 1) ?? {}) })),
      })
    : "";
  return (
    <fieldset className="card" data-testid="scoresheet" ref={root}>
      <legend>{labels.title}</legend>
      <p className="muted">{labels.help}</p>
      <input type="hidden" name="sheet" value={json} />
      <label>
        {labels.challengerNs}
        <select value={room} onChange={(e) => setRoom(e.target.value as Room)} data-testid="sheet-room">
          <option value="open">{labels.open}</option>
          <option value="closed">{labels.closed}</option>
        </select>
      </label>
      <details>
        <summary>{labels.importPbn}</summary>
        <p className="muted">{labels.importHelp}</p>
        <div ref={fileBox} className="stack">
          <label>
            {labels.importFile}
            <input type="file" accept=".pbn,.lin,.txt,text/plain" data-testid="match-file" />
          </label>
          <label>
            {labels.importPaste}
            <textarea rows={4} data-testid="pbn-input" spellCheck={false} />
          </label>
          <div className="actions">
            <button type="button" className="secondary" onClick={() => void importFile()} data-testid="match-file-preview">
              {labels.preview}
            </button>
          </div>
        </div>
        {fileNote ? (
          <p className="muted" role="status" data-testid="match-file-note">
            {fileNote}
          </p>
        ) : null}
        {fileErrors.length ? (
          <ul className="error" data-testid="pbn-errors">
            {fileErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
      </details>
      <table className="sheet">
        <thead>
          <tr>
            <th>{labels.board}</th>
            <th className="hide-sm">
              <span className="sr-only">{labels.dealer}</span>
            </th>
            <th>{labels.open}</th>
            <th className="num">NS</th>
            <th>{labels.closed}</th>
            <th className="num">NS</th>
            <th className="num">{labels.imps}</th>
            <th className="num hide-sm">{labels.total}</th>
          </tr>
        </thead>
        <tbody>
          {cells.map(([o, c], i) => {
            const b = i + 1;
            const info = boardInfo(b);
            const [po, pc] = parsed[i];
            const vul = deals.get(b)?.vulnerable as Vulnerability | undefined;
            const so = po?.ok ? nsScore(b, po.value, vul) : null;
            const sc = pc?.ok ? nsScore(b, pc.value, vul) : null;
            const row = sheet?.rows[i];
            return (
              <tr key={b}>
                <td className="num">{b}</td>
                <td className="hide-sm muted">
                  {labels.seats[deals.get(b)?.dealer ?? info.dealer]} · {labels.vul[deals.get(b)?.vulnerable ?? info.vulnerability]}
                </td>
                {(
                  [
                    [o, po, so, 0],
                    [c, pc, sc, 1],
                  ] as const
                ).map(([v, p, s, k]) => [
                  <td key={`i${k}`}>
                    <input
                      value={v}
                      size={9}
                      autoComplete="off"
                      aria-label={`${labels.board} ${b} · ${k === 0 ? labels.open : labels.closed}`}
                      spellCheck={false}
                      aria-invalid={p && !p.ok ? true : undefined}
                      data-testid={`sheet-${b}-${k === 0 ? "open" : "closed"}`}
                      onChange={(e) => setCells((prev) => prev.map((r, j) => (j === i ? (k === 0 ? [e.target.value, r[1]] : [r[0], e.target.value]) : r)))}
                    />
                    {p && !p.ok ? <div className="field-error">{labels.errors[p.error]}</div> : null}
                  </td>,
                  <td key={`s${k}`} className="num">
                    {s ?? ""}
                  </td>,
                ])}
                <td className="num" data-testid={`sheet-${b}-imps`}>
                  {row ? row.imps : so !== null && sc !== null ? "…" : ""}
                </td>
                <td className="num hide-sm">{row ? `${row.runningChallenger}:${row.runningDefender}` : ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {sheet ? (
        <p className="success" data-testid="sheet-totals">
          {challenger} {sheet.challengerImps} : {sheet.defenderImps} {defender} IMP · {labels.vp} {sheet.vp.challenger.toFixed(2)} :{" "}
          {sheet.vp.defender.toFixed(2)}
        </p>
      ) : null}
    </fieldset>
  );
}
