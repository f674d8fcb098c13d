import type { ReactNode } from "react";
import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { routing } from "@/lib/i18n/routing";
import { currentActor } from "@/lib/auth/session";
import { loadClockOffset } from "@/lib/services/league/admin";
import { currentSettings } from "@/lib/services/league/league";
import { Header } from "@/components/layout/header";
import { DemoClockBanner } from "@/components/layout/demo-clock-banner";
import { clockOffset } from "@/lib/clock";
import "../globals.css";

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1f6b4a" };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: "app" });
  return {
    // Issue 37: the league's own name (a neutral one until the admin names it).
    title: (await currentSettings()).name || t("untitled"),
    description: t("tagline"),
    // Issue 12: what a browser and a phone ask for (public/): favicon, touch icon, web app manifest.
    // PNG only (session 53): the browser draws a page's icon in the page's renderer, and an SVG icon
    // is a whole document built and laid out there after the first paint (10–50 ms on this host).
    icons: { icon: [{ url: "/favicon.ico", sizes: "32x32" }], apple: "/apple-touch-icon.png" },
    manifest: "/manifest.webmanifest",
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await loadClockOffset(); // no-op unless LADDER_ALLOW_CLOCK_OVERRIDE=1
  const actor = await currentActor();
  return (
    <html lang={locale}>
      <body>
        {/* Server-rendered throughout: links are plain anchors (lib/i18n/link.tsx), so no
            next-intl client provider or messages reach the browser (issues 11 and 12). */}
        <Header actor={actor} />
        {clockOffset() !== 0 ? <DemoClockBanner /> : null}
        <main>{children}</main>
      </body>
    </html>
  );
}
