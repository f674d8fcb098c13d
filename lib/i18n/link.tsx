// Issue 11/12: links to pages in the viewer's locale, rendered on the server as plain anchors, so
// no locale-aware client navigation code ships to the browser (the pages are server-rendered).
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { getLocale } from "next-intl/server";
import { localePath } from "@/lib/i18n/routing";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string; children?: ReactNode };

export async function Link({ href, children, ...rest }: Props) {
  const locale = await getLocale();
  return (
    <a href={localePath(locale, href)} {...rest}>
      {children}
    </a>
  );
}
