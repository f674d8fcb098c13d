// T1 (revision 3; issue 22): a signed-in, verified user in no team registers a team; S2 (revision
// 4): where the site has several ladders, in one they choose among those where they have no team
// (`?ladder=<slug>` chooses it beforehand).
import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { Flash } from "@/components/ui/flash";
import { Link } from "@/lib/i18n/link";
import { registerTeamAction } from "../onboarding/actions";
import { openPage, signInHref, type LocalePageProps } from "@/lib/i18n/page";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";
import { registrableLadders } from "@/lib/services/accounts/team-registration";
import { allLadders, ladderName } from "@/lib/services/league/ladders";

export default async function RegisterTeamPage(props: LocalePageProps) {
  const { locale, query } = await openPage(props);
  const t = await getTranslations("onboarding");
  const actor = await currentActor();
  const [open, several] = actor ? [await registrableLadders(actor), (await allLadders()).length > 1] : [[], false];
  const ownTeam = actor && open.length === 0 ? actor.teams[0] : null;
  const chosen = open.find((l) => l.slug === query.ladder)?.slug ?? open[0]?.slug;
  const untitled = (await getTranslations("ladder"))("title");
  return (
    <>
      <h1>{t("registerTitle")}</h1>
      <Flash query={query} />
      {!actor ? (
        <p className="card">
          {t("registerNeedsSignIn")} <Link href={signInHref(locale, "/register-team")}>{(await getTranslations("signin"))("title")}</Link> ·{" "}
          <Link href="/signup">{t("signupTitle")}</Link>
        </p>
      ) : ownTeam ? (
        <p className="card">
          {t("registerInTeam")} <Link href={`/teams/${ownTeam.teamId}`}>{(await getTranslations("team"))("title")}</Link>
        </p>
      ) : (
        <FormCard action={registerTeamAction} testId="register-team-form" help={t("registerHelp")}>
          {several ? (
            <label>
              {t("registerLadder")}
              <select name="ladder" defaultValue={chosen} data-testid="register-team-ladder">
                {open.map((l) => (
                  <option key={l.slug} value={l.slug}>
                    {ladderName(l, locale) || untitled}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label>
            {t("teamName")}
            <input name="name" required maxLength={40} />
          </label>
          <label>
            {t("memberEmails")}
            <textarea name="memberEmails" rows={6} />
          </label>
          <SubmitRow testId="register-team-submit">{t("registerSubmit")}</SubmitRow>
        </FormCard>
      )}
    </>
  );
}
