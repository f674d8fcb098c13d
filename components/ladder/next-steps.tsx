// Issue 12: a signed-in captain's home puts what the team must do next above the ladder, each with
// its deadline and a one-click action (check in, confirm) or the page where it is done. Issue 37:
// every member sees its check-ins (C11), and a confirmation shows the score it confirms.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { type Actor, sideOf } from "@/lib/auth/permissions";
import { getMyTeamDesk } from "@/lib/services/accounts/me";
import { getChallenge } from "@/lib/services/challenges/challenges-read";
import { inCheckInWindow } from "@/lib/domain/challenge/check-in";
import type { LeagueSettings } from "@/lib/domain/settings";
import { clockOffset, now as clockNow } from "@/lib/clock";
import { Time, TimeSep } from "@/components/ui/time";
import { Countdown } from "@/components/ui/countdown";
import { checkInAction, confirmAction } from "@/app/[locale]/challenges/actions";
import { ButtonForm } from "@/components/ui/button-form";

export async function NextSteps({ actor, settings }: { actor: NonNullable<Actor>; settings: LeagueSettings }) {
  const desk = await getMyTeamDesk(actor);
  if (!desk.todos.length) return null;
  const t = await getTranslations();
  const now = clockNow();
  const items = await Promise.all(desk.todos.map(async (d) => ({ d, c: await getChallenge(d.challengeId, now) })));
  return (
    <section className="card next-steps" data-testid="next-steps" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" style={{ marginTop: 0 }}>
        {t("me.nextSteps")}
      </h2>
      <ul>
        {items.map(({ d, c }) => {
          const side = sideOf(actor, { challengerId: c.challenger.id, defenderId: c.defender.id }, "member") ?? "defender";
          const canCheckIn =
            (d.key === "playAndReport" || d.key === "checkIn") &&
            c.scheduledAt &&
            inCheckInWindow(new Date(c.scheduledAt), now, settings) &&
            !c.checkIns.some((k) => k.team === side);
          const canConfirm = d.key === "confirmOrAppeal" && c.result && c.result.submittedBy !== side;
          return (
            <li key={d.challengeId} className="next-step">
              <div>
                <strong>{t(`me.todos.${d.key}`)}</strong> ·{" "}
                <Link href={`/challenges/${c.id}`}>
                  #{c.number} {c.challenger.name} → {c.defender.name}
                </Link>
                {d.deadline ? (
                  <div className="muted">
                    {t("me.until")} <Time at={d.deadline} timeZone={settings.timeZone} /> <TimeSep />{" "}
                    <Countdown
                      deadline={d.deadline}
                      serverNow={now.toISOString()}
                      offsetMs={clockOffset()}
                      overdue={t("time.overdue")}
                      day={t("time.dayShort")}
                    />
                  </div>
                ) : null}
              </div>
              {canCheckIn ? (
                <ButtonForm action={checkInAction} fields={{ challengeId: c.id }} label={t("challenge.checkInNow")} variant="primary" testId="next-check-in" />
              ) : canConfirm ? (
                <ButtonForm
                  action={confirmAction}
                  fields={{ challengeId: c.id }}
                  // Issue 37: the one-click confirmation says what it confirms.
                  label={t("challenge.confirmScore", {
                    challenger: c.challenger.name,
                    c: String(c.result!.challengerImps),
                    d: String(c.result!.defenderImps),
                    defender: c.defender.name,
                  })}
                  variant="primary"
                  testId="next-confirm"
                />
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
