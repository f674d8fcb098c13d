// Issue 22: sign-up with e-mail verification; the link can be asked for again.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { Link } from "@/lib/i18n/link";
import { resendAction, signupAction } from "../onboarding/actions";

export default async function SignupPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("onboarding");
  const q = await searchParams;
  const hidden = <input type="hidden" name="locale" value={locale} />;
  return (
    <>
      <h1>{t("signupTitle")}</h1>
      <Flash query={q} />
      <div className="grid2">
        <form action={signupAction} className="card stack" data-testid="signup-form">
          {hidden}
          <p className="muted">{t("signupHelp")}</p>
          <label>
            {t("email")}
            <input name="email" type="email" autoComplete="email" required />
          </label>
          <label>
            {t("name")}
            <input name="name" autoComplete="nickname" required maxLength={60} />
          </label>
          <label>
            {t("password")}
            <input name="password" type="password" autoComplete="new-password" required minLength={10} aria-describedby="pw-help" />
          </label>
          <small id="pw-help" className="muted">
            {t("passwordHelp")}
          </small>
          <div>
            <button className="primary" type="submit" data-testid="signup-submit">
              {t("signupSubmit")}
            </button>
          </div>
        </form>
        <form action={resendAction} className="card stack" data-testid="resend-form">
          {hidden}
          <h2 style={{ marginTop: 0 }}>{t("resendTitle")}</h2>
          <label>
            {t("email")}
            <input name="email" type="email" autoComplete="email" required />
          </label>
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
