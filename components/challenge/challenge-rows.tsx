"use client";
// A list of challenges' rows (a team's history, a captain's open and past challenges), as the
// ladder's rows are (components/ladder/ladder-rows.tsx): rendered here from plain data, so the page
// carries each row once as a few strings, with one client component for the list instead of one
// per row for the viewer's local time (the team page on the bench league: see docs/benchmarks.md).
// Everything is formatted and translated on the server; this only lays it out.
import { TimeText, type LeagueTimeText } from "@/components/ui/time-text";

export type ChallengeRowView = {
  id: string;
  href: string;
  number: number;
  pair: string;
  score: string | null;
  state: string;
  at: LeagueTimeText;
};

export function ChallengeRows({ rows, labels, locale }: { rows: ChallengeRowView[]; labels: { league: string; local: string }; locale: string }) {
  return rows.map((c) => (
    <tr key={c.id}>
      <td>
        <a href={c.href}>#{c.number}</a>
      </td>
      <td>
        {c.pair}
        {c.score ? <span className="muted"> · {c.score}</span> : null}
      </td>
      <td>{c.state}</td>
      <td className="hide-sm">
        <TimeText at={c.at} locale={locale} labels={labels} />
      </td>
    </tr>
  ));
}
