// Issue 12: a signed-in captain's home puts what the team must do next above the ladder, each with
// its deadline and a one-click action (check in, confirm) or the page where it is done.
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import type { Actor } from "@/lib/auth/permissions";
import { getMyTeamDesk } from "@/lib/services/accounts/me";
import { getChallenge } from "@/lib/services/challenges/challenges-read";
import { inCheckInWindow } from "@/lib/domain/challenge/check-in";
import type { LeagueSettings } from "@/lib/domain/settings";
import { clockOffset, now as clockNow } from "@/lib/clock";
import { Time } from "@/components/ui/time";
import { Countdown } from "@/components/ui/countdown";
import { checkInAction, confirmAction } from "@/app/[locale]/challenges/actions";
import { HiddenFields } from "@/components/challenge/hidden-fields";

export async function NextSteps({ actor, settings }: { actor: NonNullable<Actor>; settings: LeagueSettings }) {
  const desk = await getMyTeamDesk(actor);
  if (!desk.todos.length) return null;
  const t = await getTranslations();
  const locale = await getLocale();
  const now = clockNow();
  const items = await Promise.all(desk.todos.map(async (d) => ({ d, c: await getChallenge(d.challengeId, now) })));
  return (
    <section className="card next-steps" data-testid="next-steps" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" style={{ marginTop: 0 }}>
        {t("me.nextSteps")}
      </h2>
      <ul>
        {items.map(({ d, c }) => {
          const side = c.challenger.id === actor.captainOf ? "challenger" : "defender";
          const canCheckIn =
            d.key === "playAndReport" && c.scheduledAt && inCheckInWindow(new Date(c.scheduledAt), now, settings) && !c.checkIns.some((k) => k.team === side);
          const canConfirm = d.key === "confirmOrAppeal" && c.result && c.result.submittedBy !== side;
          const hidden = <HiddenFields locale={locale} challengeId={c.id} />;
          return (
            <li key={d.challengeId} className="next-step">
              <div>
                <strong>{t(`me.todos.${d.key}`)}</strong> ·{" "}
                <Link href={`/challenges/${c.id}`}>
                  #{c.number} {c.challenger.name} → {c.defender.name}
                </Link>
                {d.deadline ? (
                  <div className="muted">
                    {t("me.until")} <Time at={d.deadline} timeZone={settings.timeZone} /> ·{" "}
                    <Countdown deadline={d.deadline} serverNow={now.toISOString()} offsetMs={clockOffset()} overdue={t("time.overdue")} />
                  </div>
                ) : null}
              </div>
              {canCheckIn ? (
                <form action={checkInAction}>
                  {hidden}
                  <button className="primary" type="submit" data-testid="next-check-in">
                    {t("challenge.checkInNow")}
                  </button>
                </form>
              ) : canConfirm ? (
                <form action={confirmAction}>
                  {hidden}
                  <button className="primary" type="submit" data-testid="next-confirm">
                    {t("challenge.confirm")}
                  </button>
                </form>
              ) : (
                <Link className="primary" href={`/challenges/${c.id}`} data-testid="next-open">
                  {t("me.open")}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
