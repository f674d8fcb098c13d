// Issue 22: the invitation link's page. A new account gives a display name and a password and is
// signed in; an existing account accepts while signed in as itself. A used, expired or revoked
// link says so and what to do (the API answers 410; Next's pages have no 410, decision 0014).
import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { viewInvitation } from "@/lib/services/accounts/invitation-links";
import { currentSettings } from "@/lib/services/league/league";
import { pageLadderOf } from "@/lib/services/league/ladders";
import { Link } from "@/lib/i18n/link";
import { localePath } from "@/lib/i18n/routing";
import { Time } from "@/components/ui/time";
import { Flash } from "@/components/ui/flash";
import { AcceptInvitationForm } from "@/components/account/accept-invitation-form";
import { acceptExistingAction } from "../actions";
import { errorText } from "@/lib/i18n/error-text";
import { openPage, signInHref, type LocalePageProps } from "@/lib/i18n/page";
import { LocaleField } from "@/components/ui/locale-field";
import { SubmitRow } from "@/components/ui/submit-row";

// Issue 35: a one-time link's page is never indexed (next.config.js adds no-referrer).
export const metadata = { robots: { index: false, follow: false } };

export default async function InvitePage(props: LocalePageProps<{ token: string }>) {
  const { locale, token, query } = await openPage(props);
  const t = await getTranslations("onboarding");
  const errors = await getTranslations("errors");
  const inv = await viewInvitation(token);
  if (inv.state === "gone") {
    return (
      <>
        <h1 data-testid="invite-gone">{t("goneTitle")}</h1>
        <div className="card stack">
          <p className="notice">{errorText(locale, inv.reason)}</p>
          <p>{t("goneWhat")}</p>
          <p>
            <Link href="/signin">{(await getTranslations("signin"))("title")}</Link>
          </p>
        </div>
      </>
    );
  }
  const actor = await currentActor();
  // S2: a team invitation's times in its team's ladder's league time.
  const tz = (await currentSettings(await pageLadderOf(inv.team?.id))).timeZone;
  const home = localePath(locale, "/");
  return (
    <>
      <h1>{t("inviteTitle")}</h1>
      <Flash query={query} />
      <div className="card stack">
        <p data-testid="invite-lead">{t("inviteLead", { inviter: inv.inviter ?? "—", team: inv.team ? t("inviteTeam", { team: inv.team.name }) : "" })}</p>
        <p className="muted">
          {t("inviteFor", { email: inv.email })} <Time at={inv.expiresAt} timeZone={tz} />
        </p>
        {!inv.existingAccount ? (
          <AcceptInvitationForm
            token={token}
            email={inv.email}
            suggestedName={inv.suggestedName ?? ""}
            home={home}
            locale={locale}
            labels={{ name: t("name"), password: t("password"), passwordHelp: t("passwordHelp"), submit: t("inviteSubmit"), failed: errors("generic") }}
          />
        ) : actor ? (
          <form action={acceptExistingAction} className="stack">
            <LocaleField />
            <input type="hidden" name="token" value={token} />
            <p className="muted">{t("inviteSignedIn", { email: inv.email })}</p>
            <SubmitRow>{t("inviteAcceptExisting")}</SubmitRow>
          </form>
        ) : (
          <p className="notice">
            {t("inviteExisting", { email: inv.email })} <Link href={signInHref(locale, `/invite/${token}`)}>{(await getTranslations("signin"))("title")}</Link>
          </p>
        )}
      </div>
    </>
  );
}
