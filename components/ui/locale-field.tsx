// The hidden field every page form carries: the page's locale, so that the action answers in it
// and sends the browser back to the page in it (lib/actions/run-action.ts).
import { getLocale } from "next-intl/server";

export async function LocaleField() {
  const locale = await getLocale();
  return <input type="hidden" name="locale" value={locale} />;
}
