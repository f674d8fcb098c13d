// A challenge page's scheduling actions, each shown to whom it is for: the defender's answer (C5),
// the challenger's withdrawal (C4) and choice (C9), check-in (C11), rescheduling (C16) and
// conceding (C17).
import { getTranslations } from "next-intl/server";
import type { ChallengeView } from "@/lib/services/challenges/challenges-read";
import type { getSettings } from "@/lib/services/league/league";
import { HiddenFields } from "@/components/challenge/hidden-fields";
import { Time, formatLeagueTime } from "@/components/ui/time";
import { SlotPicker } from "@/components/challenge/slot-picker";
import { inCheckInWindow } from "@/lib/domain/challenge/transition";
import { leagueClock, startRange } from "@/lib/domain/challenge/slots";
import { windowSlots } from "@/lib/domain/schedule/window";
import {
  acceptAction,
  checkInAction,
  chooseAction,
  concedeAction,
  counterAction,
  rescheduleAction,
  rescheduleAnswerAction,
  withdrawAction,
} from "@/app/[locale]/challenges/actions";
import { SubmitRow } from "@/components/ui/submit-row";
import { ButtonForm } from "@/components/ui/button-form";
import { ConfirmCheck } from "@/components/ui/confirm-check";

type Side = "challenger" | "defender";

export async function SchedulePanels({
  c,
  side,
  memberSide,
  settings,
  now,
  locale,
}: {
  c: ChallengeView;
  side: Side | null;
  memberSide: Side | null;
  settings: Awaited<ReturnType<typeof getSettings>>;
  now: Date;
  locale: string;
}) {
  const t = await getTranslations();
  const tz = settings.timeZone;
  const range = startRange(now, new Date(c.playBy), settings);
  const loc = locale;
  const hidden = <HiddenFields challengeId={c.id} />;
  const proposed = (by: Side) => c.slots.filter((s) => s.proposedBy === by);
  return (
    <>
      {c.state === "awaiting_response" && side === "defender" ? (
        <div className="card" data-testid="answer-panel">
          <h2 style={{ marginTop: 0 }}>{t("challenge.answer")}</h2>
          <form action={acceptAction} className="actions">
            {hidden}
            <SlotSelect label={t("challenge.acceptOne")} testId="accept-select" slots={proposed("challenger")} locale={loc} timeZone={tz} />
            <button className="primary" type="submit" data-testid="accept-submit">
              {t("challenge.accept")}
            </button>
          </form>
          <h3>{t("challenge.orCounter")}</h3>
          <form action={counterAction}>
            {hidden}
            <SlotPicker from={now} playBy={new Date(c.playBy)} settings={settings} exclude={c.slots.map((s) => s.at)} counter />
            <button className="secondary" type="submit" data-testid="counter-submit">
              {t("challenge.counter")}
            </button>
          </form>
        </div>
      ) : null}

      {c.state === "awaiting_response" && side === "challenger" ? (
        <form action={withdrawAction} className="card">
          {hidden}
          <p className="muted">{t("challenge.withdrawHelp")}</p>
          <button className="secondary" type="submit" data-testid="withdraw-submit">
            {t("challenge.withdraw")}
          </button>
        </form>
      ) : null}

      {c.state === "awaiting_choice" && side === "challenger" ? (
        <form action={chooseAction} className="card actions" data-testid="choose-panel">
          {hidden}
          <SlotSelect
            label={t("challenge.chooseOne")}
            testId="choose-select"
            slots={proposed("defender").filter((s) => new Date(s.at) > now)}
            locale={loc}
            timeZone={tz}
          />
          <button className="primary" type="submit" data-testid="choose-submit">
            {t("challenge.choose")}
          </button>
        </form>
      ) : null}

      {c.state === "scheduled" || (c.state === "disputed" && !c.result && c.scheduledAt) ? (
        <div className="card" data-testid="check-in-panel">
          <h2 style={{ marginTop: 0 }}>{t("challenge.checkIn")}</h2>
          <p className="muted">
            {t("challenge.checkInHelp", {
              before: String(settings.checkInBeforeMinutes),
              after: String(settings.checkInAfterMinutes),
              grace: String(settings.lateGraceMinutes),
            })}
          </p>
          <ul data-testid="check-ins">
            {c.checkIns.map((k) => (
              <li key={k.teamId}>
                {k.team === "challenger" ? c.challenger.name : c.defender.name} · <Time at={k.at} timeZone={tz} />
              </li>
            ))}
          </ul>
          {memberSide && c.scheduledAt && inCheckInWindow(new Date(c.scheduledAt), now, settings) && !c.checkIns.some((k) => k.team === memberSide) ? (
            <ButtonForm action={checkInAction} fields={{ challengeId: c.id }} label={t("challenge.checkInNow")} variant="primary" testId="check-in-submit" />
          ) : null}
        </div>
      ) : null}

      {c.reschedule ? (
        <div className="card" data-testid="reschedule-pending">
          <p>
            {t("challenge.reschedulePending", {
              team: c.reschedule.proposedBy === "challenger" ? c.challenger.name : c.defender.name,
              at: formatLeagueTime(c.reschedule.at, loc, tz),
            })}
            {c.reschedule.offWindow ? (
              <>
                {" "}
                <span className="badge">{t("challenge.offWindow")}</span>
              </>
            ) : null}
          </p>
          {side && side !== c.reschedule.proposedBy ? (
            // C16: one form, the answer is the button pressed
            <form action={rescheduleAnswerAction} className="actions">
              {hidden}
              <button className="primary" type="submit" name="answer" value="accept" data-testid="reschedule-accept">
                {t("challenge.rescheduleAccept")}
              </button>
              <button className="secondary" type="submit" name="answer" value="decline" data-testid="reschedule-decline">
                {t("challenge.rescheduleDecline")}
              </button>
            </form>
          ) : side ? (
            <p className="muted">{t("challenge.rescheduleWaiting")}</p>
          ) : null}
        </div>
      ) : null}

      {c.state === "scheduled" && side && c.scheduledAt && now < new Date(c.scheduledAt) ? (
        // C16 (revision 3): a time can only be moved before the match was due to begin; the range
        // offered is the rule's (C5 notice, C6 margin).
        <details className="card" data-testid="reschedule-panel">
          <summary>{t("challenge.reschedule")}</summary>
          <form action={rescheduleAction} className="stack">
            {hidden}
            <p className="muted">{t("challenge.rescheduleHelp", { latest: leagueClock(range.latest, tz) })}</p>
            <label>
              {t("challenge.rescheduleWindow")}
              <select name="slot" data-testid="reschedule-select" defaultValue="">
                <option value="">—</option>
                {windowSlots(new Date(range.earliest.getTime() - 1), new Date(range.latest.getTime() + 1), settings)
                  .filter((d) => d.toISOString() !== c.scheduledAt)
                  .map((d) => (
                    <option key={d.toISOString()} value={d.toISOString()}>
                      {formatLeagueTime(d.toISOString(), loc, tz)}
                    </option>
                  ))}
              </select>
            </label>
            <label>
              {t("challenge.rescheduleCustom")}
              <input
                type="datetime-local"
                name="custom"
                step={900}
                data-testid="reschedule-custom"
                min={leagueClock(range.earliest, tz).replace(" ", "T")}
                max={leagueClock(range.latest, tz).replace(" ", "T")}
              />
            </label>
            <SubmitRow variant="secondary" testId="reschedule-submit">
              {t("challenge.rescheduleSubmit")}
            </SubmitRow>
          </form>
        </details>
      ) : null}

      {side && c.holdsLock && !c.result && c.state !== "final" ? (
        <details className="card" data-testid="concede-panel">
          <summary>{t("challenge.concede")}</summary>
          <form action={concedeAction} className="stack">
            {hidden}
            <p className="muted">{t("challenge.concedeHelp")}</p>
            {c.scheduledAt && now >= new Date(c.scheduledAt) ? (
              <p className="notice" data-testid="concede-rated">
                {t("challenge.concedeRated")}
              </p>
            ) : null}
            <ConfirmCheck testId="concede-confirm">{t("challenge.concedeConfirm")}</ConfirmCheck>
            <SubmitRow variant="secondary" testId="concede-submit">
              {t("challenge.concede")}
            </SubmitRow>
          </form>
        </details>
      ) : null}
    </>
  );
}

/** C5 (the defender accepts one) and C9 (the challenger chooses one of the counter-proposal): a slot of the other side's, in league time. */
function SlotSelect({ label, testId, slots, locale, timeZone }: { label: string; testId: string; slots: { at: string }[]; locale: string; timeZone: string }) {
  return (
    <label>
      {label}
      <select name="slot" data-testid={testId}>
        {slots.map((s) => (
          <option key={s.at} value={s.at}>
            {formatLeagueTime(s.at, locale, timeZone)}
          </option>
        ))}
      </select>
    </label>
  );
}
