// The hidden field every page form carries: the page's locale, so that the action answers in it
// and sends the browser back to the page in it (lib/actions/run-action.ts); and, issue 37, what
// keeps the form's typed values and marks its fields when the action comes back with an error.
import { Suspense } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { KeepValues } from "./keep-values";

export async function LocaleField() {
  const locale = await getLocale();
  const t = await getTranslations("fields");
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <Suspense fallback={null}>
        <KeepValues checkText={t("check")} />
      </Suspense>
    </>
  );
}
