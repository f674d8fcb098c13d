// The ladder's page body (S2: any ladder of the site), shared by the default ladder's page and each
// ladder's own; the switcher names every ladder when there are several.
import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { getLadder, getRecentLadderChanges } from "@/lib/services/league/ladder-read";
import { allLadders, ladderName, ladderPath } from "@/lib/services/league/ladders";
import { LadderTable } from "@/components/ladder/ladder-table";
import { LadderSwitcher } from "@/components/ladder/ladder-switcher";
import { LadderSections } from "@/components/ladder/ladder-heading";
import { NextSteps } from "@/components/ladder/next-steps";
import { Time } from "@/components/ui/time";
import { Pager, pageView } from "@/components/ui/pager";
import { localePath } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/link";
import { currentSeasonView } from "@/lib/services/league/season-read";
import { SeasonBanner } from "@/components/season/season-views";
import { teamIn } from "@/lib/auth/permissions";
import { teamInGroup } from "@/lib/services/accounts/team-registration";

/**
 * A ladder's page (S2): the default ladder at `/[locale]/`, another at `/[locale]/ladders/[slug]`,
 * with the switcher between them where the site has several.
 */
export async function LadderView({ ladderId, locale, page, base }: { ladderId: number; locale: string; page?: string; base: string }) {
  const t = await getTranslations("ladder");
  const [actor, ladder, recent, ladders] = [
    await currentActor(),
    await getLadder(undefined, ladderId),
    await getRecentLadderChanges(6, ladderId),
    await allLadders(),
  ];
  const current = await currentSeasonView(ladderId);
  const here = ladders.find((l) => l.id === ladderId);
  // The default ladder's row is named after the club (the header shows it): its page keeps the plain
  // title; another ladder's page is headed by its own name.
  const title = ladderId !== ladders[0]?.id && here ? ladderName(here, locale) || t("title") : t("title");
  const names = new Map(ladder.rows.map((r) => [r.team.id, r.team.name]));
  // S2: the reader's team in this ladder (at most one), and whether they lead it.
  const own = teamIn(actor, ladderId);
  const mine = own?.captain ? ladder.rows.find((r) => r.team.id === own.teamId) : undefined;
  // T1, S2: a member with no team in this ladder's group is shown where to register one here (the
  // default ladder's way is the header's link).
  const joinable = actor?.role === "member" && here && ladderId !== ladders[0]?.id && !own && !(await teamInGroup(actor, ladderId));
  // S2: a member whose teams all play in other ladders (a women's captain on the open ladder's page,
  // the site's front page) is shown the way to theirs.
  const elsewhere = own ? [] : ladders.filter((l) => l.id !== ladderId && actor?.teams.some((x) => x.ladder === l.id));
  const view = pageView(
    ladder.rows.length,
    page,
    ladder.rows.findIndex((r) => r.team.id === own?.teamId),
  );
  return (
    <>
      {actor?.teamId ? <NextSteps actor={actor} settings={ladder.settings} /> : null}
      <LadderSwitcher ladders={ladders} current={ladderId} locale={locale} />
      <h1>{title}</h1>
      {here ? <LadderSections ladder={here} section="" /> : null}
      <p className="intro">{t("intro")}</p>
      {elsewhere.length ? (
        <p className="notice" data-testid="team-elsewhere">
          {t("teamElsewhere")}{" "}
          {elsewhere.map((l, i) => (
            <span key={l.id}>
              {i ? (locale === "en" ? ", " : "、") : null}
              <Link href={ladderPath(l)}>{ladderName(l, locale) || t("title")}</Link>
            </span>
          ))}
        </p>
      ) : null}
      {joinable ? (
        <p>
          <Link href={`/register-team?ladder=${here.slug}`} data-testid="register-here">
            {t("registerHere")}
          </Link>
        </p>
      ) : null}
      {current ? <SeasonBanner season={current.season} today={current.today} champion={current.champion} /> : null}
      {ladder.priority.open ? (
        <p className="notice" data-testid="priority-window">
          {t("priorityOpen")} <Time at={ladder.priority.closesAt} timeZone={ladder.settings.timeZone} />
        </p>
      ) : null}
      {mine ? (
        <p className={mine.mayChallenge.length ? "success" : "notice"} data-testid="my-challengeable">
          {mine.mayChallenge.length ? t("youMayChallenge", { positions: mine.mayChallenge.join(", ") }) : t("youMayNotChallenge")}
        </p>
      ) : null}
      {ladder.rows.length === 0 ? (
        <p data-testid="ladder-empty">
          {t("empty")}
          {/* Issue 37: the organiser of a new league is pointed to the checklist. */}
          {actor?.role === "admin" ? (
            <>
              {" "}
              <Link href="/admin" data-testid="setup-link">
                {t("setupLink")}
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <LadderTable
          rows={ladder.rows.slice(view.start, view.end)}
          myTeamId={own?.teamId ?? null}
          mayChallenge={mine?.mayChallenge ?? []}
          canChallenge={!!own?.captain}
          timeZone={ladder.settings.timeZone}
        />
      )}
      <Pager page={view.page} pages={view.pages} base={localePath(locale, base)} />
      {recent.length ? (
        <>
          <h2>{t("recent")}</h2>
          <ol className="timeline" data-testid="recent-changes">
            {recent.map((r, i) => {
              const d = r.data as {
                challenger?: { from: number; to: number };
                defender?: { from: number; to: number };
                from?: number;
                to?: number;
                effects?: { moved: { teamId: string; from: number | null; to: number }[] };
              };
              const moves = d.effects
                ? d.effects.moved.map((m) => t("moved", { team: names.get(m.teamId) ?? "?", from: String(m.from ?? "—"), to: String(m.to) }))
                : d.challenger && d.defender
                  ? [
                      t("moved", { team: names.get(r.teamId ?? "") ?? "?", from: String(d.challenger.from), to: String(d.challenger.to) }),
                      t("moved", { team: names.get(r.otherTeamId ?? "") ?? "?", from: String(d.defender.from), to: String(d.defender.to) }),
                    ]
                  : [t("moved", { team: names.get(r.teamId ?? "") ?? "?", from: String(d.from ?? "?"), to: String(d.to ?? "?") })];
              return (
                <li key={i}>
                  <Time at={r.at} timeZone={ladder.settings.timeZone} /> <span className="badge">{r.type === "case_ruled" ? `${t("ruling")} L4` : r.rule}</span>{" "}
                  {moves.join(" · ")}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </>
  );
}
