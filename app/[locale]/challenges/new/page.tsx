import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/link";
import { getLadder } from "@/lib/services/league/ladder-read";
import { pageLadderOf } from "@/lib/services/league/ladders";
import { ratingStake } from "@/lib/services/challenges/challenges-read";
import { challengeDeadlines } from "@/lib/domain/schedule/window";
import { now as clockNow } from "@/lib/clock";
import { loadClockOffset } from "@/lib/services/league/admin";
import { SlotPicker } from "@/components/challenge/slot-picker";
import { RatingStake } from "@/components/challenge/rating-stake";
import { Flash } from "@/components/ui/flash";
import { Time } from "@/components/ui/time";
import { issueAction } from "../actions";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { challengeRefusal } from "@/lib/domain/challenge/eligibility";
import { violationText } from "@/lib/i18n/error-text";
import { LocaleField } from "@/components/ui/locale-field";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

export default async function NewChallengePage(props: LocalePageProps) {
  const { query, locale } = await openPage(props);
  await loadClockOffset();
  const t = await getTranslations("challenge");
  const actor = await currentActor();
  // S2: the captain's own team in the defender's ladder (a challenge never crosses ladders; a person
  // leads at most one team per ladder), else the first team they lead.
  const defenderLadder = query.defender ? await pageLadderOf(query.defender) : null;
  const lead = actor?.teams.find((t) => t.captain && t.ladder === defenderLadder) ?? actor?.teams.find((t) => t.captain);
  const ladder = await getLadder(undefined, lead?.ladder ?? DEFAULT_LADDER);
  const defender = ladder.rows.find((r) => r.team.id === query.defender);
  const mine = ladder.rows.find((r) => r.team.id === lead?.teamId);
  if (!actor || !lead || !mine) {
    return (
      <>
        <h1>{t("newTitle")}</h1>
        <p className="notice">{t("captainsOnly")}</p>
      </>
    );
  }
  if (!defender) {
    return (
      <>
        <h1>{t("newTitle")}</h1>
        <p className="notice">{t("pickFromLadder")}</p>
        <Link href="/">{t("backToLadder")}</Link>
      </>
    );
  }
  // Issue 39: the form asks the function issuing asks (C1, C2, C10), so it never offers what issuing refuses.
  const refusal = challengeRefusal(mine.position, defender.position, ladder.eligibility);
  const now = clockNow();
  const { respondBy, playBy } = challengeDeadlines(now, ladder.settings);
  const stake = await ratingStake(mine.team.id, defender.team.id);
  return (
    <>
      <h1>{t("newTitle")}</h1>
      <Flash query={query} />
      <p>{t("pairLine", { challenger: mine.team.name, from: String(mine.position), defender: defender.team.name, to: String(defender.position) })}</p>
      <dl className="facts card">
        <dt>{t("respondBy")}</dt>
        <dd>
          <Time at={respondBy.toISOString()} timeZone={ladder.settings.timeZone} />
        </dd>
        <dt>{t("playBy")}</dt>
        <dd>
          <Time at={playBy.toISOString()} timeZone={ladder.settings.timeZone} />
        </dd>
      </dl>
      <RatingStake stake={stake} challenger={mine.team.name} defender={defender.team.name} />
      {refusal ? (
        <p className="notice" data-testid="issue-refused">
          {violationText(locale, refusal)} <Link href="/">{t("backToLadder")}</Link>
        </p>
      ) : (
        <form action={issueAction} data-testid="issue-form">
          <LocaleField />
          <input type="hidden" name="defenderId" value={defender.team.id} />
          <SlotPicker from={now} playBy={playBy} settings={ladder.settings} />
          <button className="primary" type="submit" data-testid="issue-submit">
            {t("issue")}
          </button>
        </form>
      )}
    </>
  );
}
