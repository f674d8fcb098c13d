// Issue 22: "forgot password": the same answer whatever the address (no enumeration).
import { getTranslations } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { Link } from "@/lib/i18n/link";
import { forgotAction } from "../onboarding/actions";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { EmailField } from "@/components/account/fields";
import { LocaleField } from "@/components/ui/locale-field";

export default async function ForgotPage(props: LocalePageProps) {
  const { query } = await openPage(props, { dynamic: false });
  const t = await getTranslations("onboarding");
  return (
    <>
      <h1>{t("forgotTitle")}</h1>
      <Flash query={query} />
      <form action={forgotAction} className="card stack" data-testid="forgot-form">
        <LocaleField />
        <p className="muted">{t("forgotHelp")}</p>
        <EmailField label={t("email")} />
        <div>
          <button className="primary" type="submit" data-testid="forgot-submit">
            {t("forgotSubmit")}
          </button>
        </div>
        <p className="muted">
          <Link href="/signin">{(await getTranslations("signin"))("title")}</Link>
        </p>
      </form>
    </>
  );
}
