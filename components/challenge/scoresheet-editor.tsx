"use client";
// Issue 6: keyboard-first entry of a 16-board match ("4S= N", "3NTx-2 E", "PASS"), with the score
// and the board's IMPs computed as you type, and a PBN import with a preview and per-board errors.
// The rules are the domain's (lib/domain/bridge); the server recomputes everything on submit.
import { useMemo, useState } from "react";
import { parseRoomResult } from "@/lib/domain/bridge/notation";
import { computeSheet, nsScore, type Room } from "@/lib/domain/bridge/sheet";
import { boardInfo } from "@/lib/domain/bridge/boards";
import { parsePbn } from "@/lib/domain/bridge/pbn";
import { formatRoomResult } from "@/lib/domain/bridge/notation";

export type SheetLabels = {
  title: string; help: string; board: string; dealer: string; open: string; closed: string; imps: string; total: string; challengerNs: string;
  importPbn: string; importHelp: string; preview: string; vp: string; errors: Record<string, string>;
};

export function ScoresheetEditor({ boards, challenger, defender, labels }: { boards: number; challenger: string; defender: string; labels: SheetLabels }) {
  const [cells, setCells] = useState<string[][]>(() => Array.from({ length: boards }, () => ["", ""]));
  const [room, setRoom] = useState<Room>("open");
  const [pbnErrors, setPbnErrors] = useState<string[]>([]);
  const parsed = cells.map(([o, c]) => [o.trim() ? parseRoomResult(o) : null, c.trim() ? parseRoomResult(c) : null] as const);
  const complete = parsed.every(([o, c]) => o?.ok && c?.ok);
  const sheet = useMemo(() => {
    if (!complete) return null;
    return computeSheet({ challengerNsRoom: room, boards: parsed.map(([o, c], i) => ({ board: i + 1, open: (o as { ok: true; value: never }).value, closed: (c as { ok: true; value: never }).value })) });
  }, [complete, parsed, room]);
  const json = complete ? JSON.stringify({ challengerNsRoom: room, boards: cells.map(([o, c], i) => ({ board: i + 1, open: o.trim(), closed: c.trim() })) }) : "";
  let runC = 0;
  let runD = 0;
  return (
    <fieldset className="card" data-testid="scoresheet">
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
        <textarea rows={4} data-testid="pbn-input" onChange={(e) => {
          const r = parsePbn(e.target.value, boards);
          setPbnErrors(r.errors.map((x) => `${labels.board} ${x.board ?? "?"}${x.room ? ` (${x.room === "open" ? labels.open : labels.closed})` : ""}: ${labels.errors[x.error] ?? x.error}`));
          if (r.boards.length) setCells((prev) => prev.map((row, i) => {
            const b = r.boards.find((x) => x.board === i + 1);
            return b ? [formatRoomResult(b.open), formatRoomResult(b.closed)] : row;
          }));
        }} />
        {pbnErrors.length ? <ul className="error" data-testid="pbn-errors">{pbnErrors.map((e) => <li key={e}>{e}</li>)}</ul> : null}
      </details>
      <table className="sheet">
        <thead>
          <tr><th>{labels.board}</th><th className="hide-sm"><span className="sr-only">{labels.dealer}</span></th><th>{labels.open}</th><th className="num">NS</th><th>{labels.closed}</th><th className="num">NS</th><th className="num">{labels.imps}</th><th className="num hide-sm">{labels.total}</th></tr>
        </thead>
        <tbody>
          {cells.map(([o, c], i) => {
            const b = i + 1;
            const info = boardInfo(b);
            const [po, pc] = parsed[i];
            const so = po?.ok ? nsScore(b, po.value) : null;
            const sc = pc?.ok ? nsScore(b, pc.value) : null;
            const row = sheet?.rows[i];
            if (row) { runC = row.runningChallenger; runD = row.runningDefender; }
            return (
              <tr key={b}>
                <td className="num">{b}</td>
                <td className="hide-sm muted">{info.dealer} · {info.vulnerability}</td>
                {([[o, po, so, 0], [c, pc, sc, 1]] as const).map(([v, p, s, k]) => [
                  <td key={`i${k}`}>
                    <input value={v} size={9} autoComplete="off" aria-label={`${labels.board} ${b} · ${k === 0 ? labels.open : labels.closed}`} spellCheck={false} aria-invalid={p && !p.ok ? true : undefined} data-testid={`sheet-${b}-${k === 0 ? "open" : "closed"}`}
                      onChange={(e) => setCells((prev) => prev.map((r, j) => (j === i ? (k === 0 ? [e.target.value, r[1]] : [r[0], e.target.value]) : r)))} />
                    {p && !p.ok ? <div className="field-error">{labels.errors[p.error]}</div> : null}
                  </td>,
                  <td key={`s${k}`} className="num">{s ?? ""}</td>,
                ])}
                <td className="num" data-testid={`sheet-${b}-imps`}>{row ? row.imps : so !== null && sc !== null ? "…" : ""}</td>
                <td className="num hide-sm">{row ? `${runC}:${runD}` : ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {sheet ? (
        <p className="success" data-testid="sheet-totals">
          {challenger} {sheet.challengerImps} : {sheet.defenderImps} {defender} IMP · {labels.vp} {sheet.vp.challenger.toFixed(2)} : {sheet.vp.defender.toFixed(2)}
        </p>
      ) : null}
    </fieldset>
  );
}
