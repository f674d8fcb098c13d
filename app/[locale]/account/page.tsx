// My account (issue 10): change the password, sign out everywhere, and personal API tokens (listed
// with expiry and last use, never the secret; revocable; a new one is shown once).
import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { listTokens } from "@/lib/services/accounts/auth";
import { currentSettings } from "@/lib/services/league/league";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { Flash } from "@/components/ui/flash";
import { Expiry, Time } from "@/components/ui/time";
import { ButtonForm } from "@/components/ui/button-form";
import { EmailField, NewPasswordField } from "@/components/account/fields";
import { NewToken } from "@/components/account/new-token";
import { changePasswordAction, revokeTokenAction, signOutEverywhereAction } from "./actions";
import { emailChangeAction, profileAction } from "../onboarding/actions";
import { getProfile } from "@/lib/services/accounts/profile";
import { openPage, toSignIn, type LocalePageProps } from "@/lib/i18n/page";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";
import { TimeZoneField } from "@/components/account/time-zone-field";
import { zoneName } from "@/lib/services/notify/render";

export default async function AccountPage(props: LocalePageProps) {
  const { locale, query } = await openPage(props);
  const actor = await currentActor();
  if (!actor) toSignIn(locale, "/account");
  const t = await getTranslations();
  const { tokens } = await listTokens(actor);
  const me = await getProfile(actor);
  const more = await getTranslations("accountMore");
  // S2: "league time" is the person's ladder's (their first team's; the default ladder's for no team).
  const tz = (await currentSettings(actor.teams[0]?.ladder ?? DEFAULT_LADDER)).timeZone;
  return (
    <>
      <h1>{t("account.title")}</h1>
      <Flash query={query} />
      <div className="grid2">
        <FormCard action={profileAction} testId="profile-form" title={more("profile")}>
          <label>
            {t("onboarding.name")}
            <input name="name" defaultValue={me.name} required maxLength={60} />
          </label>
          <label>
            {more("language")}
            <select name="preferredLocale" defaultValue={me.locale}>
              <option value="zh-CN">简体中文</option>
              <option value="en">English</option>
            </select>
          </label>
          <TimeZoneField
            label={more("timeZone")}
            leagueLabel={more("timeZoneLeague", { zone: `${zoneName(locale, tz)} · ${tz}` })}
            help={more("timeZoneHelp")}
            value={me.timeZone}
          />
          <label className="check">
            <input type="checkbox" name="emailNotifications" defaultChecked={me.emailNotifications} /> {more("notifications")}
          </label>
          <SubmitRow testId="profile-submit">{more("save")}</SubmitRow>
        </FormCard>
        <FormCard action={emailChangeAction} testId="email-form" title={more("emailTitle")}>
          <p className="muted">
            {me.email}
            {me.pendingEmail ? ` · ${more("pending", { email: me.pendingEmail })}` : ""}
          </p>
          <p className="muted">{more("emailHelp")}</p>
          <EmailField label={more("newEmail")} />
          <label>
            {more("currentPassword")}
            <input name="password" type="password" required autoComplete="current-password" />
          </label>
          <SubmitRow variant="secondary">{more("emailSubmit")}</SubmitRow>
        </FormCard>
      </div>
      <div className="grid2">
        <FormCard action={changePasswordAction} testId="password-form" title={t("account.password")}>
          <label>
            {t("account.currentPassword")}
            <input name="currentPassword" type="password" autoComplete="current-password" required />
          </label>
          <NewPasswordField name="newPassword" label={t("account.newPassword")} help={t("account.passwordHelp")} />
          <SubmitRow testId="password-submit">{t("account.change")}</SubmitRow>
        </FormCard>
        <FormCard action={signOutEverywhereAction} title={t("account.sessions")} help={t("account.everywhereHelp")}>
          <SubmitRow variant="secondary" testId="sign-out-everywhere">
            {t("account.everywhere")}
          </SubmitRow>
        </FormCard>
      </div>
      <h2>{t("account.tokens")}</h2>
      <p className="muted">{t("account.tokensHelp")}</p>
      <div className="table-scroll">
        <table data-testid="token-list">
          <thead>
            <tr>
              <th>{t("account.tokenName")}</th>
              <th>{t("account.created")}</th>
              <th>{t("account.expires")}</th>
              <th>{t("account.lastUsed")}</th>
              <th>
                <span className="sr-only">{t("account.revoke")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((k) => (
              <tr key={k.id}>
                <td>{k.name || "—"}</td>
                <td>
                  <Time at={k.createdAt} timeZone={tz} />
                </td>
                <td>
                  <Expiry at={k.expiresAt} expired={k.expired} expiredLabel={t("account.expired")} timeZone={tz} />
                </td>
                <td>{k.lastUsedAt ? <Time at={k.lastUsedAt} timeZone={tz} /> : "—"}</td>
                <td>
                  <ButtonForm action={revokeTokenAction} fields={{ tokenId: k.id }} label={t("account.revoke")} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="card">
        <NewToken
          labels={{
            name: t("account.tokenName"),
            days: t("account.days"),
            create: t("account.createToken"),
            shown: t("account.shownOnce"),
            failed: t("errors.generic"),
          }}
        />
      </div>
    </>
  );
}
