// Issue 22: the reset link's page: a new password (the link is spent only when it is set).
import { getTranslations } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { Link } from "@/lib/i18n/link";
import { resetAction } from "../../onboarding/actions";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { NewPasswordField } from "@/components/account/fields";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";

// Issue 35: a one-time link's page is never indexed (next.config.js adds no-referrer).
export const metadata = { robots: { index: false, follow: false } };

export default async function ResetPage(props: LocalePageProps<{ token: string }>) {
  const { token, query: q } = await openPage(props, { dynamic: false });
  const t = await getTranslations("onboarding");
  const gone = typeof q.error === "string" && q.error.startsWith("link_");
  return (
    <>
      <h1>{gone ? t("goneTitle") : t("resetTitle")}</h1>
      <Flash query={q} />
      {gone ? (
        <p className="card" data-testid="link-gone">
          {t("linkGoneWhat", { action: t("forgotTitle") })} <Link href="/forgot">{t("forgotSubmit")}</Link>
        </p>
      ) : (
        <FormCard action={resetAction} testId="reset-form">
          <input type="hidden" name="token" value={token} />
          <p className="muted">{t("resetHelp")}</p>
          <NewPasswordField label={t("newPassword")} help={t("passwordHelp")} />
          <SubmitRow testId="reset-submit">{t("resetSubmit")}</SubmitRow>
        </FormCard>
      )}
    </>
  );
}
