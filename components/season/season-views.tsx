// Issue 40 (S3): a season on the pages: the line above the ladder (the current season, its dates,
// the cut-off once it is closing, the champion once it has closed), and a season's archive (honours,
// final ladder, ratings at the close, every team's record, every match with its score).
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { labelOf } from "@/lib/i18n/messages";
import { localePath } from "@/lib/i18n/routing";
import type { SeasonView } from "@/lib/services/league/seasons";
import { ladderTimeZone, type getSeason } from "@/lib/services/league/season-read";
import { SeasonLadderRows, SeasonMatchRows } from "@/components/season/season-rows";
import { leagueDay } from "@/lib/domain/schedule/window";

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** A league-time calendar day ("2027-01-04") as the reader reads dates: "2027年1月4日", "Jan 4, 2027". */
export function formatDay(locale: string, day: string): string {
  let f = dayFormats.get(locale);
  if (!f) dayFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" })));
  const [y, m, d] = day.split("-").map(Number);
  return f.format(new Date(Date.UTC(y, m - 1, d)));
}

/** A rating change with its sign: "+12.34", "-3.00". */
export const signed = (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(2)}`;

/** "2027年1月4日 至 2027年3月28日", or "… 起" without an end day. */
export async function seasonDates(s: Pick<SeasonView, "startsOn" | "endsOn">) {
  const [locale, t] = [await getLocale(), await getTranslations("seasons")];
  return s.endsOn
    ? t("range", { startsOn: formatDay(locale, s.startsOn), endsOn: formatDay(locale, s.endsOn) })
    : t("openEnded", { startsOn: formatDay(locale, s.startsOn) });
}

/** The line above the ladder: which season, and whether challenges may be issued in it now. */
export async function SeasonBanner({ season, today, champion }: { season: SeasonView; today: string; champion: string | null }) {
  const [locale, t] = [await getLocale(), await getTranslations("seasons")];
  const text =
    season.state === "closed"
      ? t("bannerClosed", { name: season.name, champion: champion ?? t("nobody") })
      : season.state === "closing"
        ? t("bannerClosing", { name: season.name, endsOn: formatDay(locale, season.endsOn!) })
        : season.number > 1 && today < season.startsOn
          ? t("bannerNext", { name: season.name, startsOn: formatDay(locale, season.startsOn) })
          : t("banner", { name: season.name, dates: await seasonDates(season) });
  return (
    <p className={season.state === "running" ? "muted" : "notice"} data-testid="season-banner">
      {text}{" "}
      <Link href={season.state === "closed" ? `/seasons/${season.id}` : "/seasons"} data-testid="seasons-link">
        {season.state === "closed" ? t("archive") : t("all")}
      </Link>
    </p>
  );
}

type Season = Awaited<ReturnType<typeof getSeason>>;

// The tables' rows are laid out by one client component from plain strings with plain anchors
// (season-rows.tsx, the ladder page's way): a page of 100 rows travels once (docs/benchmarks.md,
// sessions 45 and 46).

/** The archive's two lists, one at a time (each paged by 100): the final ladder, and the matches. */
export async function SeasonTabs({ id, tab, closed }: { id: string; tab: "ladder" | "matches"; closed: boolean }) {
  const t = await getTranslations("seasons");
  if (!closed) return null;
  return (
    <nav className="admin-nav season-tabs" aria-label={t("archive")} data-testid="season-tabs">
      <ul>
        {(["ladder", "matches"] as const).map((x) => (
          <li key={x}>
            <Link href={`/seasons/${id}?view=${x}`} aria-current={tab === x ? "page" : undefined} data-testid={`season-tab-${x}`}>
              {x === "ladder" ? t("finalLadder") : t("matchesTab")}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function SeasonHonours({ season }: { season: Season }) {
  const t = await getTranslations("seasons");
  const a = season.final;
  if (!a)
    return (
      <p className="muted" data-testid="season-not-closed">
        {t("notClosed")}
      </p>
    );
  const team = (x: { id: string; name: string }) => <Link href={`/teams/${x.id}`}>{x.name}</Link>;
  return (
    <>
      <h2>{t("honours")}</h2>
      <dl className="facts" data-testid="season-honours">
        <dt>{t("champion")}</dt>
        <dd>{a.honours.champion ? team(a.honours.champion) : t("nobody")}</dd>
        <dt>{t("mostGained")}</dt>
        <dd>{a.honours.mostGained ? t("gainValue", { name: a.honours.mostGained.name, gain: signed(a.honours.mostGained.gain) }) : t("nobody")}</dd>
        <dt>{t("mostPlayed")}</dt>
        <dd>{a.honours.mostPlayed ? t("playedValue", { name: a.honours.mostPlayed.name, played: String(a.honours.mostPlayed.played) }) : t("nobody")}</dd>
      </dl>
    </>
  );
}

/** The final ladder (rows start…end of it) with each team's rating at the close and its season. */
export async function SeasonLadder({ season, start, end }: { season: Season; start: number; end: number }) {
  const [locale, t] = [await getLocale(), await getTranslations("seasons")];
  const a = season.final;
  if (!a) return null;
  const records = new Map(a.records.map((r) => [r.teamId, r]));
  const ratings = new Map(a.ratings.map((r) => [r.teamId, r]));
  return (
    <>
      <h2>{t("finalLadder")}</h2>
      <div className="table-scroll">
        <table data-testid="season-ladder">
          <thead>
            <tr>
              <th className="num">{t("position")}</th>
              <th>{t("team")}</th>
              <th className="num">{t("rating")}</th>
              <th className="num">{t("played")}</th>
              <th className="num">{t("wl")}</th>
              <th className="num hide-sm">{t("gain")}</th>
            </tr>
          </thead>
          <tbody>
            <SeasonLadderRows
              rows={a.ladder.slice(start, end).map((l) => {
                const r = records.get(l.teamId);
                const rating = ratings.get(l.teamId);
                return {
                  id: l.teamId,
                  position: l.position,
                  name: l.name,
                  href: localePath(locale, `/teams/${l.teamId}`),
                  rating: rating ? rating.rating.toFixed(2) : "—",
                  played: r?.played ?? 0,
                  wl: `${r?.won ?? 0}–${r?.lost ?? 0}`,
                  gain: r ? signed(r.ratingGain) : "—",
                };
              })}
            />
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A page of the season's matches (the answer's page), newest first, each linked to its page. */
export async function SeasonMatches({ season }: { season: Season }) {
  const [locale, t] = [await getLocale(), await getTranslations("seasons")];
  // S6 (decision 0022): a match a referee ruled on after the close is shown as ruled, marked with the
  // league day of the ruling; the final ladder and honours above stay as the season closed.
  const ruled = season.matches.some((m) => m.ruledAfterClose) ? await ladderTimeZone(season.ladder) : null;
  return (
    <>
      <h2>{t("matches", { count: String(season.page.total) })}</h2>
      {ruled ? (
        <p className="muted" data-testid="ruled-after-close-note">
          {t("ruledAfterCloseNote")}
        </p>
      ) : null}
      {season.matches.length === 0 ? (
        <p className="muted">{t("noMatches")}</p>
      ) : (
        <div className="table-scroll">
          <table data-testid="season-matches">
            <thead>
              <tr>
                <th>{t("match")}</th>
                <th>{t("team")}</th>
                <th className="num">{t("score")}</th>
                <th className="hide-sm">{t("outcome")}</th>
              </tr>
            </thead>
            <tbody>
              {/* No score (a forfeit, a withdrawal): the score cell says why, on a phone too. */}
              <SeasonMatchRows
                rows={season.matches.map((m) => ({
                  id: m.id,
                  href: localePath(locale, `/challenges/${m.id}`),
                  number: m.number,
                  teams: `${m.challenger.name} – ${m.defender.name}`,
                  scored: m.challengerImps !== null,
                  score: m.challengerImps !== null ? `${m.challengerImps} : ${m.defenderImps}` : m.reason ? labelOf(locale, "reasons", m.reason) : "—",
                  outcome: `${m.state !== "final" ? t("inProgress") : m.reason ? labelOf(locale, "reasons", m.reason) : labelOf(locale, "states", m.state)}${
                    m.winner ? ` · ${m.winner === "challenger" ? m.challenger.name : m.defender.name}` : ""
                  }`,
                  ...(m.ruledAfterClose && ruled
                    ? { ruled: t("ruledAfterClose", { day: formatDay(locale, leagueDay(new Date(m.ruledAfterClose), ruled)) }) }
                    : {}),
                }))}
              />
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
