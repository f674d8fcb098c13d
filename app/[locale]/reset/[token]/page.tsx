// Issue 22: the reset link's page: a new password (the link is spent only when it is set).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { Link } from "@/lib/i18n/link";
import { resetAction } from "../../onboarding/actions";

export default async function ResetPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("onboarding");
  const q = await searchParams;
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
        <form action={resetAction} className="card stack" data-testid="reset-form">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="token" value={token} />
          <p className="muted">{t("resetHelp")}</p>
          <label>
            {t("newPassword")}
            <input name="password" type="password" autoComplete="new-password" required minLength={10} aria-describedby="pw-help" />
          </label>
          <small id="pw-help" className="muted">
            {t("passwordHelp")}
          </small>
          <div>
            <button className="primary" type="submit" data-testid="reset-submit">
              {t("resetSubmit")}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
