// The admin's forms for people and teams by hand: disable or enable a sign-in, a new user, a new team.
import { getTranslations } from "next-intl/server";
import { disableUserAction, teamAction, userAction } from "@/app/[locale]/admin/actions";
import { LocaleField } from "@/components/ui/locale-field";
import { NewPasswordField } from "@/components/account/fields";

export async function AccountForms() {
  const t = await getTranslations();
  const hidden = <LocaleField />;
  return (
    <div className="grid2">
      <form action={disableUserAction} className="card stack" data-testid="disable-form">
        {hidden}
        <h2 style={{ marginTop: 0 }}>{t("admin.disableUser")}</h2>
        <label>
          {t("signin.email")}
          <input name="email" type="email" required />
        </label>
        <div className="actions">
          <button className="secondary" type="submit" name="disabled" value="1">
            {t("admin.disable")}
          </button>
          <button className="secondary" type="submit" name="disabled" value="0">
            {t("admin.enable")}
          </button>
        </div>
      </form>
      <form action={userAction} className="card stack" data-testid="user-form">
        {hidden}
        <h2 style={{ marginTop: 0 }}>{t("admin.newUser")}</h2>
        <label>
          {t("signin.email")}
          <input name="email" type="email" required />
        </label>
        <label>
          {t("admin.userName")}
          <input name="name" required />
        </label>
        {/* the same rule as every new password (10 characters; the server checks it: lib/validations/admin.ts) */}
        <NewPasswordField label={t("signin.password")} help={t("onboarding.passwordHelp")} />
        <label>
          {t("admin.role")}
          <select name="role" defaultValue="member">
            <option value="member">{t("roles.member")}</option>
            <option value="referee">{t("roles.referee")}</option>
            <option value="admin">{t("roles.admin")}</option>
          </select>
        </label>
        <div>
          <button className="primary" type="submit">
            {t("admin.create")}
          </button>
        </div>
      </form>
      <form action={teamAction} className="card stack" data-testid="team-form">
        {hidden}
        <h2 style={{ marginTop: 0 }}>{t("admin.newTeam")}</h2>
        <label>
          {t("admin.teamName")}
          <input name="name" required />
        </label>
        <label>
          {t("admin.captainEmail")}
          <input name="captainEmail" type="email" required />
        </label>
        <label>
          {t("admin.memberEmails")}
          <textarea name="memberEmails" rows={4} />
        </label>
        <div>
          <button className="primary" type="submit">
            {t("admin.create")}
          </button>
        </div>
      </form>
    </div>
  );
}
