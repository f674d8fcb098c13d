// Issue 22: sign-up with e-mail verification; the link can be asked for again.
import { getTranslations } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { Link } from "@/lib/i18n/link";
import { resendAction, signupAction } from "../onboarding/actions";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { EmailField, NewPasswordField } from "@/components/account/fields";
import { LocaleField } from "@/components/ui/locale-field";

export default async function SignupPage(props: LocalePageProps) {
  const { query: q } = await openPage(props, { dynamic: false });
  const t = await getTranslations("onboarding");
  const hidden = <LocaleField />;
  return (
    <>
      <h1>{t("signupTitle")}</h1>
      <Flash query={q} />
      <div className="grid2">
        <form action={signupAction} className="card stack" data-testid="signup-form">
          {hidden}
          <p className="muted">{t("signupHelp")}</p>
          <EmailField label={t("email")} />
          <label>
            {t("name")}
            <input name="name" autoComplete="nickname" required maxLength={60} />
          </label>
          <NewPasswordField label={t("password")} help={t("passwordHelp")} />
          <div>
            <button className="primary" type="submit" data-testid="signup-submit">
              {t("signupSubmit")}
            </button>
          </div>
        </form>
        <form action={resendAction} className="card stack" data-testid="resend-form">
          {hidden}
          <h2 style={{ marginTop: 0 }}>{t("resendTitle")}</h2>
          <EmailField label={t("email")} />
          <div>
            <button className="secondary" type="submit">
              {t("resendSubmit")}
            </button>
          </div>
          <p className="muted">
            <Link href="/signin">{(await getTranslations("signin"))("title")}</Link>
          </p>
        </form>
      </div>
    </>
  );
}
