import { getTranslations } from "next-intl/server";
import { SignInForm } from "@/components/layout/sign-in-form";
import { safeCallbackPath } from "@/lib/auth/safe-redirect";
import { Link } from "@/lib/i18n/link";
import { localePath } from "@/lib/i18n/routing";
import { Flash } from "@/components/ui/flash";
import { env } from "@/lib/env";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";

export default async function SignInPage(props: LocalePageProps) {
  const { locale, query: q } = await openPage(props, { dynamic: false });
  const t = await getTranslations("signin");
  const { callbackUrl } = q;
  // Only same-site paths: never redirect off the site after sign-in.
  const back = safeCallbackPath(callbackUrl, localePath(locale, "/"));
  return (
    <>
      <h1>{t("title")}</h1>
      <Flash query={{ ok: q.ok }} />
      <div className="card">
        <SignInForm
          callbackUrl={back}
          labels={{ email: t("email"), password: t("password"), submit: t("submit"), failed: t("failed"), tooMany: t("tooMany"), unverified: t("unverified") }}
        />
        <p className="actions" style={{ marginTop: "1rem" }}>
          <Link href="/forgot" data-testid="forgot-link">
            {t("forgot")}
          </Link>
          <Link href="/signup">{t("signup")}</Link>
        </p>
        {/* Issue 37: the demo accounts exist only in the demo (npm run demo sets LADDER_DEMO=1). */}
        {env().LADDER_DEMO === "1" ? <p className="muted">{t("demo")}</p> : null}
      </div>
    </>
  );
}
