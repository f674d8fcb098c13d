// Issue 37: "not found" in the reader's language, inside the site's layout (its header, its CSP
// nonce), for unknown paths and for pages that call notFound() (an unknown team or challenge).
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <div className="card stack" data-testid="not-found">
      <h1 style={{ marginTop: 0 }}>{t("title")}</h1>
      <p>{t("body")}</p>
      <p>
        <Link href="/">{t("home")}</Link>
      </p>
    </div>
  );
}
