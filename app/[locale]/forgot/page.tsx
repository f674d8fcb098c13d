// Issue 22: "forgot password": the same answer whatever the address (no enumeration).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { Link } from "@/lib/i18n/link";
import { forgotAction } from "../onboarding/actions";

export default async function ForgotPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("onboarding");
  return (
    <>
      <h1>{t("forgotTitle")}</h1>
      <Flash query={await searchParams} />
      <form action={forgotAction} className="card stack" data-testid="forgot-form">
        <input type="hidden" name="locale" value={locale} />
        <p className="muted">{t("forgotHelp")}</p>
        <label>
          {t("email")}
          <input name="email" type="email" autoComplete="email" required />
        </label>
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
