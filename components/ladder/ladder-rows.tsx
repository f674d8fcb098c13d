"use client";
// The ladder's rows (issue 11). A page shows 100 of them: rendered here from plain data, the page
// carries each row once as a few strings instead of twice as an element tree (HTML and the RSC
// payload), which halves the ladder page's size and server time. Everything is formatted and
// translated on the server; this component only lays it out (so hydration cannot differ).
import { TimeText, type LeagueTimeText } from "@/components/ui/time-text";
import { FormBadges } from "@/components/team/form-badges";

export type LadderRowView = {
  id: string;
  position: number;
  name: string;
  rating: string;
  /** "W"/"L" per result, newest first. */
  form: string;
  /** Left out when the team is free (most rows): each row is sent once, its absent parts not at all. */
  locks?: { key: string; href: string; label: string; until?: LeagueTimeText }[];
  /** The reader's captain may challenge it (the link is the new-challenge page with it as defender). */
  challenge?: true;
  /** The positions it may challenge, or the word for none. */
  may: string;
  mine?: true;
};

export type LadderRowLabels = {
  free: string;
  challenge: string;
  yourTeam: string;
  until: string;
  form: { W: string; L: string; w: string; l: string };
  league: string;
  local: string;
  /** The addresses in the reader's language, the team's id appended: its page, and a challenge to it (given when some row has `challenge`). */
  teamHref: string;
  challengeHref?: string;
};

export function LadderRows({ rows, labels, locale }: { rows: LadderRowView[]; labels: LadderRowLabels; locale: string }) {
  return rows.map((r) => (
    <tr key={r.id} className={r.mine ? "mine" : undefined} data-testid={`ladder-row-${r.position}`} data-position={r.position}>
      <td className="num pos">{r.position}</td>
      <td>
        <a href={labels.teamHref + r.id}>{r.name}</a>
        {r.mine ? (
          <>
            {" "}
            <span className="badge ok">{labels.yourTeam}</span>
          </>
        ) : null}
      </td>
      <td className="num hide-sm">{r.rating}</td>
      <td className="hide-sm">
        <FormBadges form={[...r.form] as ("W" | "L")[]} labels={labels.form} />
      </td>
      {!r.locks ? (
        <td className="muted nowrap">{labels.free}</td>
      ) : (
        <td>
          {r.locks.map((l) => (
            <div key={l.key}>
              <a href={l.href} className="badge lock">
                {l.label}
              </a>{" "}
              {l.until ? (
                <span className="muted hide-sm">
                  {labels.until}
                  <TimeText at={l.until} locale={locale} labels={labels} />
                </span>
              ) : null}
            </div>
          ))}
        </td>
      )}
      {r.challenge ? (
        <td>
          <a className="primary" href={`${labels.challengeHref}${r.id}`} data-testid={`challenge-${r.position}`}>
            {labels.challenge}
          </a>
        </td>
      ) : (
        <td className="muted">{r.may}</td>
      )}
    </tr>
  ));
}
