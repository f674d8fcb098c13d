"use client";
// The rating board's rows (issue 11): 100 a page, rendered from plain data so that the page carries
// each row once as a few strings rather than twice as an element tree (see ladder-rows.tsx).
// Everything is formatted and translated on the server.

export type RatingRowView = {
  id: string;
  rank: number;
  name: string;
  href: string;
  rating: string;
  badge: { provisional: boolean; label: string };
  matches: number;
  wl: string;
  lastChange: string;
};

export function RatingRows({ rows }: { rows: RatingRowView[] }) {
  return rows.map((r) => (
    <tr key={r.id}>
      <td className="num">{r.rank}</td>
      <td>
        <a href={r.href}>{r.name}</a>
      </td>
      <td className="num">{r.rating}</td>
      <td>
        <span className={r.badge.provisional ? "badge prov" : "badge ok"}>{r.badge.label}</span>
      </td>
      <td className="num hide-sm">{r.matches}</td>
      <td className="num">{r.wl}</td>
      <td className="num hide-sm">{r.lastChange}</td>
    </tr>
  ));
}
