import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/link";
import { getMyTeamDesk } from "@/lib/services/accounts/me";
import { currentSettings } from "@/lib/services/league/league";
import { ChallengeList } from "@/components/challenge/challenge-list";
import { Time } from "@/components/ui/time";
import { labelOf } from "@/lib/i18n/messages";
import { NOTICE_TYPES, noticePath, type NoticeType } from "@/lib/domain/notify/notice";
import { openPage, toSignIn, type LocalePageProps } from "@/lib/i18n/page";

export default async function MyTeamPage(props: LocalePageProps) {
  const { locale } = await openPage(props);
  const actor = await currentActor();
  if (!actor) toSignIn(locale, "/me");
  const t = await getTranslations();
  const desk = await getMyTeamDesk(actor);
  const settings = await currentSettings();
  return (
    <>
      <h1>{t("me.title")}</h1>
      {desk.teamId ? (
        <p>
          <Link href={`/teams/${desk.teamId}`}>{t("me.teamPage")}</Link>
        </p>
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
                  · <Time at={d.deadline} timeZone={settings.timeZone} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("me.nothing")}</p>
      )}
      <h2>{t("team.open")}</h2>
      <ChallengeList challenges={desk.open} timeZone={settings.timeZone} />
      <h2>{t("me.inbox")}</h2>
      {desk.inbox.length ? (
        <ul data-testid="inbox">
          {desk.inbox.map((n) => (
            <li key={n.id}>
              <Time at={n.at} timeZone={settings.timeZone} /> · {/* Issue 38: each entry opens the page where its action is. */}
              <Link href={(NOTICE_TYPES as readonly string[]).includes(n.type) ? noticePath(n.type as NoticeType, n.data) : "/me"}>
                {labelOf(locale, "notifications", `${n.type}.subject`, Object.fromEntries(Object.entries(n.data).map(([k, v]) => [k, String(v ?? "")])))}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("me.nothing")}</p>
      )}
      <h2>{t("team.history")}</h2>
      <ChallengeList challenges={desk.history} timeZone={settings.timeZone} />
    </>
  );
}
