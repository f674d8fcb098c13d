// The outcome of a page action, from the query string: a translated success or error message.
import { getTranslations } from "next-intl/server";

export async function Flash({ query }: { query: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations();
  const error = typeof query.error === "string" ? query.error : null;
  const ok = typeof query.ok === "string" ? query.ok : null;
  if (error) {
    const params: Record<string, string> = { rule: typeof query.rule === "string" ? query.rule : "" };
    for (const [k, v] of Object.entries(query)) if (k.startsWith("p_") && typeof v === "string") params[k.slice(2)] = v;
    const key = t.has(`errors.${error}`) ? `errors.${error}` : "errors.generic";
    return (
      <p className="error" role="alert" data-testid="flash-error">
        {t(key, params)}
      </p>
    );
  }
  if (ok && t.has(`challenge.ok.${ok}`)) {
    return (
      <p className="success" role="status" data-testid="flash-ok">
        {t(`challenge.ok.${ok}`)}
      </p>
    );
  }
  return null;
}
