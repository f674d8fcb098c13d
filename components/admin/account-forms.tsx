// The admin's forms for people and teams by hand: disable or enable a sign-in, a new user, a new team.
import { getTranslations } from "next-intl/server";
import { disableUserAction, teamAction, userAction } from "@/app/[locale]/admin/actions";
import { NewPasswordField } from "@/components/account/fields";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";

export async function AccountForms() {
  const t = await getTranslations();
  return (
    <div className="grid2">
      <FormCard action={disableUserAction} testId="disable-form" title={t("admin.disableUser")}>
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
      </FormCard>
      <FormCard action={userAction} testId="user-form" title={t("admin.newUser")}>
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
        <SubmitRow>{t("admin.create")}</SubmitRow>
      </FormCard>
    </div>
  );
}

/** A team made by hand (T1): its name, its captain's address and its members'. */
/** A team made by hand in one ladder (S2: `ladder` its slug). */
export async function NewTeamForm({ ladder }: { ladder: string }) {
  const t = await getTranslations();
  return (
    <FormCard action={teamAction} hiddenFields={{ ladder }} testId="team-form" title={t("admin.newTeam")}>
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
      <SubmitRow>{t("admin.create")}</SubmitRow>
    </FormCard>
  );
}
