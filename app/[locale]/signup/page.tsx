// Issue 22: sign-up with e-mail verification; the link can be asked for again.
import { getTranslations } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { Link } from "@/lib/i18n/link";
import { resendAction, signupAction } from "../onboarding/actions";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { EmailField, NewPasswordField } from "@/components/account/fields";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";

export default async function SignupPage(props: LocalePageProps) {
  const { query: q } = await openPage(props, { dynamic: false });
  const t = await getTranslations("onboarding");
  return (
    <>
      <h1>{t("signupTitle")}</h1>
      <Flash query={q} />
      <div className="grid2">
        <FormCard action={signupAction} testId="signup-form" help={t("signupHelp")}>
          <EmailField label={t("email")} />
          <label>
            {t("name")}
            <input name="name" autoComplete="nickname" required maxLength={60} />
          </label>
          <NewPasswordField label={t("password")} help={t("passwordHelp")} />
          <SubmitRow testId="signup-submit">{t("signupSubmit")}</SubmitRow>
        </FormCard>
        <FormCard action={resendAction} testId="resend-form" title={t("resendTitle")}>
          <EmailField label={t("email")} />
          <SubmitRow variant="secondary">{t("resendSubmit")}</SubmitRow>
          <p className="muted">
            <Link href="/signin">{(await getTranslations("signin"))("title")}</Link>
          </p>
        </FormCard>
      </div>
    </>
  );
}
