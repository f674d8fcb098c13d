// Issue 22: the footer link of a notification e-mail (mail clients use the one-click POST).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Flash } from "@/components/ui/flash";
import { unsubscribeAction } from "../onboarding/actions";

export default async function UnsubscribePage({
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
  return (
    <>
      <h1>{t("unsubscribeTitle")}</h1>
      <Flash query={q} />
      {q.ok ? null : (
        <form action={unsubscribeAction} className="card stack">
          <input type="hidden" name="locale" value={locale} />
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
