"use client";
import { useLocale } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";

export function LanguageSwitch({ label }: { label: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  return (
    <nav className="lang" aria-label={label}>
      <Link href={pathname} locale="zh-CN" aria-current={locale === "zh-CN" ? "true" : undefined} data-testid="lang-zh">
        中文
      </Link>
      <Link href={pathname} locale="en" aria-current={locale === "en" ? "true" : undefined} data-testid="lang-en">
        English
      </Link>
    </nav>
  );
}
