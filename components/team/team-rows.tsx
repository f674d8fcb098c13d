"use client";
// A team page's longer tables (issue 40: a team with seasons of history meets most of its ladder):
// head to head and the rated matches, the ladder page's way (components/ladder/ladder-rows.tsx,
// issue 11). The rows travel once as plain strings in the RSC payload, not twice as an element tree
// (HTML and payload). Everything is formatted and translated on the server; this only lays it out,
// so hydration cannot differ.

export type HeadToHeadRow = { id: string; href: string; name: string; wins: number; losses: number };

export function HeadToHeadRows({ rows }: { rows: HeadToHeadRow[] }) {
  return rows.map((r) => (
    <tr key={r.id}>
      <td>
        <a href={r.href}>{r.name}</a>
      </td>
      <td className="num">{r.wins}</td>
      <td className="num">{r.losses}</td>
    </tr>
  ));
}

export type RatedMatchRow = { id: string; href: string; number: number; opponent: string; result: string; before: string; after: string };

export function RatedMatchRows({ rows }: { rows: RatedMatchRow[] }) {
  return rows.map((h) => (
    <tr key={h.id}>
      <td>
        <a href={h.href}>#{h.number}</a>
      </td>
      <td>{h.opponent}</td>
      <td>{h.result}</td>
      <td className="num">{h.before}</td>
      <td className="num">{h.after}</td>
    </tr>
  ));
}
