// T1 (revision 3; issue 22): a signed-in, verified user in no team registers a team.
import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { Flash } from "@/components/ui/flash";
import { Link } from "@/lib/i18n/link";
import { registerTeamAction } from "../onboarding/actions";
import { openPage, signInHref, type LocalePageProps } from "@/lib/i18n/page";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { teamIn } from "@/lib/auth/permissions";

export default async function RegisterTeamPage(props: LocalePageProps) {
  const { locale, query } = await openPage(props);
  const t = await getTranslations("onboarding");
  const actor = await currentActor();
  // Registration here is into the default ladder: a team of theirs there already says so (S2).
  const ownTeam = teamIn(actor, DEFAULT_LADDER);
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
