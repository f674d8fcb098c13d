"use client";
// A season archive's table rows (issue 40), the ladder page's way (components/ladder/ladder-rows.tsx,
// issue 11): a page of 100 rows travels once as plain strings in the RSC payload, not twice as an
// element tree (HTML and payload). Everything is formatted and translated on the server; this only
// lays it out, so hydration cannot differ.

export type SeasonLadderRow = { id: string; position: number; name: string; href: string; rating: string; played: number; wl: string; gain: string };

export function SeasonLadderRows({ rows }: { rows: SeasonLadderRow[] }) {
  return rows.map((r) => (
    <tr key={r.id}>
      <td className="num">{r.position}</td>
      <td>
        <a href={r.href}>{r.name}</a>
      </td>
      <td className="num">{r.rating}</td>
      <td className="num">{r.played}</td>
      <td className="num">{r.wl}</td>
      <td className="num hide-sm">{r.gain}</td>
    </tr>
  ));
}

/**
 * `score` is a score ("45 : 30") when `scored`, else the reason there is none (a forfeit, a
 * withdrawal); `ruled` marks a referee's ruling recorded after the season closed (S6).
 */
export type SeasonMatchRow = { id: string; href: string; number: number; teams: string; score: string; scored: boolean; outcome: string; ruled?: string };

export function SeasonMatchRows({ rows }: { rows: SeasonMatchRow[] }) {
  return rows.map((m) => (
    <tr key={m.id}>
      <td>
        <a href={m.href}>#{m.number}</a>
      </td>
      <td>
        {m.teams}
        {m.ruled ? (
          <div>
            <span className="badge warn" data-testid="ruled-after-close">
              {m.ruled}
            </span>
          </div>
        ) : null}
      </td>
      <td className={m.scored ? "num" : undefined}>{m.score}</td>
      <td className="hide-sm">{m.outcome}</td>
    </tr>
  ));
}
