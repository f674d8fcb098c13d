// Issue 22: "forgot password": the same answer whatever the address (no enumeration).
import { getTranslations } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { Link } from "@/lib/i18n/link";
import { forgotAction } from "../onboarding/actions";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { EmailField } from "@/components/account/fields";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";

export default async function ForgotPage(props: LocalePageProps) {
  const { query } = await openPage(props, { dynamic: false });
  const t = await getTranslations("onboarding");
  return (
    <>
      <h1>{t("forgotTitle")}</h1>
      <Flash query={query} />
      <FormCard action={forgotAction} testId="forgot-form" help={t("forgotHelp")}>
        <EmailField label={t("email")} />
        <SubmitRow testId="forgot-submit">{t("forgotSubmit")}</SubmitRow>
        <p className="muted">
          <Link href="/signin">{(await getTranslations("signin"))("title")}</Link>
        </p>
      </FormCard>
    </>
  );
}
