// Issue 37: the admin area is pages by task (overview with the first evening's checklist,
// settings, teams and ladder, invitations and accounts, import, group robots, clock and mail),
// each with the same heading, tabs that wrap at 390 px, and the page action's outcome.
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { queryErrorText } from "@/lib/i18n/error-text";
import { isMessageKey, translateAny } from "@/lib/i18n/messages";
import { openPage, type LocalePageProps, type Query } from "@/lib/i18n/page";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { loadClockOffset } from "@/lib/services/league/admin";
import { notFound } from "next/navigation";
import { adminLadderPath, allLadders, pickLadder, type Ladder } from "@/lib/services/league/ladders";
import { LadderSwitcher } from "@/components/ladder/ladder-switcher";

export const ADMIN_PAGES = [
  ["overview", "/admin"],
  ["settings", "/admin/settings"],
  ["teams", "/admin/teams"],
  ["invitations", "/admin/invitations"],
  ["import", "/admin/import"],
  ["ladders", "/admin/ladders"],
  ["seasons", "/admin/seasons"],
  ["robots", "/admin/robots"],
  ["system", "/admin/system"],
] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number][0];

export async function AdminNav({ current }: { current: AdminPage }) {
  const t = await getTranslations("admin.nav");
  return (
    <nav className="admin-nav" aria-label={t("label")} data-testid="admin-nav">
      <ul>
        {ADMIN_PAGES.map(([page, href]) => (
          <li key={page}>
            <Link href={href} aria-current={page === current ? "page" : undefined} data-testid={`admin-nav-${page}`}>
              {t(page)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The outcome of the page's last action: its error (translated, fields named) or its success. */
export async function AdminFlash({ query, okText }: { query: Query; okText?: Record<string, string> }) {
  const locale = await getLocale();
  const error = queryErrorText(locale, query);
  if (error)
    return (
      <p className="error" role="alert" data-testid="flash-error">
        {error}
      </p>
    );
  if (!query.ok) return null;
  const key = `challenge.ok.${query.ok}`;
  const text = okText?.[query.ok] ?? (isMessageKey(key) ? translateAny(locale, key) : translateAny(locale, "admin.saved"));
  return (
    <p className="success" role="status" data-testid="flash-ok">
      {text}
    </p>
  );
}

export async function AdminFrame({
  current,
  query,
  okText,
  children,
}: {
  current: AdminPage;
  query: Query;
  okText?: Record<string, string>;
  children: ReactNode;
}) {
  const t = await getTranslations();
  return (
    <>
      <h1>{current === "overview" ? t("admin.title") : t(`admin.nav.${current}`)}</h1>
      <AdminNav current={current} />
      <AdminFlash query={query} okText={okText} />
      {children}
    </>
  );
}

/**
 * How an admin page opens: its query, the league clock, and the actor when it is an admin (null
 * otherwise: the page shows "forbidden"; every action checks again in its service).
 */
export async function openAdminPage(props: LocalePageProps) {
  const { query, locale } = await openPage(props);
  await loadClockOffset();
  const actor = await currentActor();
  return { query, locale, actor: can(actor, "league.admin") ? actor : null };
}

/**
 * S2: the ladder an admin page of one ladder works on (its settings, teams, seasons): `?ladder=<slug>`,
 * the default ladder without it; an address no ladder has is the page's 404, never another
 * ladder's page (an admin must not edit the open ladder believing it is the women's).
 */
export async function adminLadder(query: Query): Promise<Ladder> {
  const found = pickLadder(await allLadders(), query.ladder);
  if (!found) notFound();
  return found;
}

/** S2: the switcher between the ladders' versions of an admin page (shown only where there are several). */
export async function AdminLadderSwitcher({ path, current, locale }: { path: string; current: Ladder; locale: string }) {
  return <LadderSwitcher ladders={await allLadders()} current={current.id} locale={locale} hrefOf={(l) => adminLadderPath(path, l)} />;
}

export async function Forbidden() {
  const t = await getTranslations("errors");
  return <p className="notice">{t("forbidden")}</p>;
}
