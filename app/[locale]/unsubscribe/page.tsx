// Issue 22: the footer link of a notification e-mail (mail clients use the one-click POST).
import { getTranslations } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { unsubscribeAction } from "../onboarding/actions";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { LocaleField } from "@/components/ui/locale-field";

export default async function UnsubscribePage(props: LocalePageProps) {
  const { query: q } = await openPage(props, { dynamic: false });
  const t = await getTranslations("onboarding");
  return (
    <>
      <h1>{t("unsubscribeTitle")}</h1>
      <Flash query={q} />
      {q.ok ? null : (
        <form action={unsubscribeAction} className="card stack">
          <LocaleField />
          <input type="hidden" name="token" value={q.token ?? ""} />
          <p className="muted">{t("unsubscribeHelp")}</p>
          <div>
            <button className="primary" type="submit">
              {t("unsubscribeSubmit")}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
