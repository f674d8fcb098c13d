import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/link";
import { getMyTeamDesk } from "@/lib/services/accounts/me";
import { ChallengeList } from "@/components/challenge/challenge-list";
import { Time, TimeSep } from "@/components/ui/time";
import { labelOf } from "@/lib/i18n/messages";
import { NOTICE_TYPES, noticePath, type NoticeType } from "@/lib/domain/notify/notice";
import { openPage, toSignIn, type LocalePageProps } from "@/lib/i18n/page";
import { allLadders, ladderName } from "@/lib/services/league/ladders";
import { getTeam } from "@/lib/services/teams/teams-read";
import { renderNotice } from "@/lib/services/notify/render";

export default async function MyTeamPage(props: LocalePageProps) {
  const { locale } = await openPage(props);
  const actor = await currentActor();
  if (!actor) toSignIn(locale, "/me");
  const t = await getTranslations();
  const desk = await getMyTeamDesk(actor);
  const ladders = await allLadders();
  const teams = await Promise.all(
    actor.teams.map(async (m) => {
      const l = ladders.find((x) => x.id === m.ladder);
      return { id: m.teamId, name: (await getTeam(m.teamId)).name, ladder: l ? ladderName(l, locale) || t("ladder.title") : "" };
    }),
  );
  return (
    <>
      <h1>{t("me.title")}</h1>
      {teams.length === 1 ? (
        // The team by name (its page), and, S2, its ladder where the site has several.
        <p data-testid="my-team">
          <Link href={`/teams/${teams[0].id}`}>{teams[0].name}</Link>
          {ladders.length > 1 ? ` · ${teams[0].ladder}` : null}
        </p>
      ) : teams.length > 1 ? (
        // S2: a person on a team in each of several ladders: each team, named with its ladder.
        <ul data-testid="my-teams">
          {teams.map((x) => (
            <li key={x.id}>
              <Link href={`/teams/${x.id}`}>{x.name}</Link> · {x.ladder}
            </li>
          ))}
        </ul>
      ) : (
        <p className="notice">{t("me.noTeam")}</p>
      )}
      <h2>{t("me.todo")}</h2>
      {desk.todos.length ? (
        <ul data-testid="todos">
          {desk.todos.map((d) => (
            <li key={d.challengeId}>
              <Link href={`/challenges/${d.challengeId}`}>#{d.number}</Link> · {t(`me.todos.${d.key}`)}
              {d.deadline ? (
                <>
                  {" "}
                  · <Time at={d.deadline} timeZone={d.timeZone} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("me.nothing")}</p>
      )}
      <h2>{t("team.open")}</h2>
      <ChallengeList challenges={desk.open} timeZone={desk.timeZone} />
      <h2>{t("me.inbox")}</h2>
      {desk.inbox.length ? (
        <ul data-testid="inbox">
          {desk.inbox.map((n) => (
            <li key={n.id}>
              <Time at={n.at} timeZone={desk.timeZone} /> <TimeSep /> {/* Issue 38: each entry opens the page where its action is. */}
              <Link href={(NOTICE_TYPES as readonly string[]).includes(n.type) ? noticePath(n.type as NoticeType, n.data) : "/me"}>
                {/* The notice's own subject (one source of truth: lib/services/notify/render.ts). */}
                {(NOTICE_TYPES as readonly string[]).includes(n.type)
                  ? renderNotice(locale, n.type as NoticeType, n.data, desk.timeZone).subject
                  : labelOf(locale, "notifications", `${n.type}.subject`, {})}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("me.nothing")}</p>
      )}
      <h2>{t("team.history")}</h2>
      <ChallengeList challenges={desk.history} timeZone={desk.timeZone} />
    </>
  );
}
