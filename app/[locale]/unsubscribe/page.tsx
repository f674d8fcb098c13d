// Issue 22: the footer link of a notification e-mail (mail clients use the one-click POST).
import { getTranslations } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { unsubscribeAction } from "../onboarding/actions";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";

// Issue 35: a one-time link's page is never indexed (next.config.js adds no-referrer).
export const metadata = { robots: { index: false, follow: false } };

export default async function UnsubscribePage(props: LocalePageProps) {
  const { query: q } = await openPage(props, { dynamic: false });
  const t = await getTranslations("onboarding");
  return (
    <>
      <h1>{t("unsubscribeTitle")}</h1>
      <Flash query={q} />
      {q.ok ? null : (
        <FormCard action={unsubscribeAction}>
          <input type="hidden" name="token" value={q.token ?? ""} />
          <p className="muted">{t("unsubscribeHelp")}</p>
          <SubmitRow>{t("unsubscribeSubmit")}</SubmitRow>
        </FormCard>
      )}
    </>
  );
}
