// The outcome of a page action, from the query string: a translated success or error message.
import { getLocale } from "next-intl/server";
import { isMessageKey, translateAny } from "@/lib/i18n/messages";
import { queryErrorText } from "@/lib/i18n/error-text";

export async function Flash({ query }: { query: Record<string, string | string[] | undefined> }) {
  const locale = await getLocale();
  const error = queryErrorText(locale, query);
  if (error) {
    return (
      <p className="error" role="alert" data-testid="flash-error">
        {error}
      </p>
    );
  }
  const ok = typeof query.ok === "string" ? `challenge.ok.${query.ok}` : "";
  if (isMessageKey(ok)) {
    return (
      <p className="success" role="status" data-testid="flash-ok">
        {translateAny(locale, ok)}
      </p>
    );
  }
  return null;
}
