// My account (issue 10): change the password, sign out everywhere, and personal API tokens (listed
// with expiry and last use, never the secret; revocable; a new one is shown once).
import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { listTokens } from "@/lib/services/accounts/auth";
import { currentSettings } from "@/lib/services/league/league";
import { Flash } from "@/components/ui/flash";
import { Expiry, Time } from "@/components/ui/time";
import { RowAction } from "@/components/ui/row-action";
import { EmailField, NewPasswordField } from "@/components/account/fields";
import { NewToken } from "@/components/account/new-token";
import { changePasswordAction, revokeTokenAction, signOutEverywhereAction } from "./actions";
import { emailChangeAction, profileAction } from "../onboarding/actions";
import { getProfile } from "@/lib/services/accounts/profile";
import { openPage, toSignIn, type LocalePageProps } from "@/lib/i18n/page";
import { LocaleField } from "@/components/ui/locale-field";

export default async function AccountPage(props: LocalePageProps) {
  const { locale, query } = await openPage(props);
  const actor = await currentActor();
  if (!actor) toSignIn(locale, "/account");
  const t = await getTranslations();
  const { tokens } = await listTokens(actor);
  const me = await getProfile(actor);
  const more = await getTranslations("accountMore");
  const tz = (await currentSettings()).timeZone;
  const hidden = <LocaleField />;
  return (
    <>
      <h1>{t("account.title")}</h1>
      <Flash query={query} />
      <div className="grid2">
        <form action={profileAction} className="card stack" data-testid="profile-form">
          {hidden}
          <h2 style={{ marginTop: 0 }}>{more("profile")}</h2>
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
          <label style={{ display: "flex", gap: "0.4rem", alignItems: "center" }}>
            <input type="checkbox" name="emailNotifications" defaultChecked={me.emailNotifications} /> {more("notifications")}
          </label>
          <div>
            <button className="primary" type="submit" data-testid="profile-submit">
              {more("save")}
            </button>
          </div>
        </form>
        <form action={emailChangeAction} className="card stack" data-testid="email-form">
          {hidden}
          <h2 style={{ marginTop: 0 }}>{more("emailTitle")}</h2>
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
          <div>
            <button className="secondary" type="submit">
              {more("emailSubmit")}
            </button>
          </div>
        </form>
      </div>
      <div className="grid2">
        <form action={changePasswordAction} className="card stack" data-testid="password-form">
          {hidden}
          <h2 style={{ marginTop: 0 }}>{t("account.password")}</h2>
          <label>
            {t("account.currentPassword")}
            <input name="currentPassword" type="password" autoComplete="current-password" required />
          </label>
          <NewPasswordField name="newPassword" label={t("account.newPassword")} help={t("account.passwordHelp")} />
          <div>
            <button className="primary" type="submit" data-testid="password-submit">
              {t("account.change")}
            </button>
          </div>
        </form>
        <form action={signOutEverywhereAction} className="card stack">
          <h2 style={{ marginTop: 0 }}>{t("account.sessions")}</h2>
          <p className="muted">{t("account.everywhereHelp")}</p>
          <div>
            <button className="secondary" type="submit" data-testid="sign-out-everywhere">
              {t("account.everywhere")}
            </button>
          </div>
        </form>
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
                  <RowAction action={revokeTokenAction} fields={{ tokenId: k.id }} label={t("account.revoke")} />
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
