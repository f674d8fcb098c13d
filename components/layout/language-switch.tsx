"use client";
// The language switch: the same page in the other locale (zh-CN has no prefix, en has /en).
import { usePathname } from "next/navigation";

export function LanguageSwitch({ label, locale }: { label: string; locale: string }) {
  const pathname = usePathname() ?? "/";
  const bare = pathname === "/en" ? "/" : pathname.startsWith("/en/") ? pathname.slice(3) : pathname;
  return (
    <nav className="lang" aria-label={label}>
      <a
        href={bare}
        hrefLang="zh-CN"
        aria-current={locale === "zh-CN" ? "true" : undefined}
        data-testid="lang-zh"
        onClick={() => (document.cookie = "NEXT_LOCALE=zh-CN; path=/; SameSite=Lax")}
      >
        中文
      </a>
      <a
        href={bare === "/" ? "/en" : `/en${bare}`}
        hrefLang="en"
        aria-current={locale === "en" ? "true" : undefined}
        data-testid="lang-en"
        onClick={() => (document.cookie = "NEXT_LOCALE=en; path=/; SameSite=Lax")}
      >
        English
      </a>
    </nav>
  );
}
