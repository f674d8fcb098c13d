import { getTranslations, setRequestLocale } from "next-intl/server";
import { SignInForm } from "@/components/layout/sign-in-form";
import { safeCallbackPath } from "@/lib/auth/safe-redirect";

export default async function SignInPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ callbackUrl?: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("signin");
  const { callbackUrl } = await searchParams;
  // Only same-site paths: never redirect off the site after sign-in.
  const back = safeCallbackPath(callbackUrl, locale === "zh-CN" ? "/" : `/${locale}`);
  return (
    <>
      <h1>{t("title")}</h1>
      <div className="card">
        <SignInForm callbackUrl={back} labels={{ email: t("email"), password: t("password"), submit: t("submit"), failed: t("failed"), tooMany: t("tooMany") }} />
        <p className="muted">{t("demo")}</p>
      </div>
    </>
  );
}
