// Issue 22: an address is confirmed by a button, not by opening the link (mail scanners open links).
import { getTranslations } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { Link } from "@/lib/i18n/link";
import { verifyAction } from "../../onboarding/actions";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";
import { VerifyForm } from "@/components/account/verify-form";
import { localePath } from "@/lib/i18n/routing";

// Issue 35: a one-time link's page is never indexed (next.config.js adds no-referrer).
export const metadata = { robots: { index: false, follow: false } };

export default async function VerifyPage(props: LocalePageProps<{ token: string }>) {
  const { token, locale, query: q } = await openPage(props, { dynamic: false });
  const t = await getTranslations("onboarding");
  const change = q.change === "1";
  const gone = typeof q.error === "string" && q.error.startsWith("link_");
  return (
    <>
      <h1>{gone ? t("goneTitle") : change ? t("emailChangeTitle") : t("verifyTitle")}</h1>
      <Flash query={q} />
      {gone ? (
        <p className="card" data-testid="link-gone">
          {t("linkGoneWhat", { action: t("resendSubmit") })}{" "}
          <Link href={change ? "/account" : "/signup"}>{change ? (await getTranslations("account"))("title") : t("resendTitle")}</Link>
        </p>
      ) : !change ? (
        // Issue 37: confirming the address signs the person in (components/account/verify-form.tsx).
        <div className="card">
          <VerifyForm
            token={token}
            home={localePath(locale, "/")}
            locale={locale}
            labels={{
              help: t("verifyHelpSignIn"),
              password: (await getTranslations("signin"))("password"),
              submit: t("verifySubmit"),
              failed: t("verifyFailed"),
            }}
          />
        </div>
      ) : (
        <FormCard action={verifyAction} testId="verify-form">
          <input type="hidden" name="token" value={token} />
          {change ? <input type="hidden" name="change" value="1" /> : null}
          <p className="muted">{t("verifyHelp")}</p>
          <SubmitRow testId="verify-submit">{t("verifySubmit")}</SubmitRow>
        </FormCard>
      )}
    </>
  );
}
