import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { currentSettings } from "@/lib/services/league/league";
import type { Actor } from "@/lib/auth/permissions";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { SignOutButton } from "@/components/layout/sign-out-button";

export async function Header({ actor }: { actor: Actor }) {
  const t = await getTranslations();
  // Issue 37: a member of no team has no role to show (it read "（队员）"); the league's own name heads the page.
  const role = actor
    ? actor.captainOf
      ? t("roles.captain")
      : actor.role !== "member"
        ? t(`roles.${actor.role}`)
        : actor.teamId
          ? t("roles.member")
          : null
    : null;
  const league = await currentSettings();
  return (
    <header className="site-header">
      <div className="brand">
        <Link href="/" data-testid="league-name">
          ♠ {league.name || t("app.untitled")}
        </Link>
      </div>
      <nav className="main-nav">
        <Link href="/">{t("nav.ladder")}</Link>
        <Link href="/ratings">{t("nav.ratings")}</Link>
        <Link href="/upcoming">{t("nav.upcoming")}</Link>
        <Link href="/events">{t("nav.events")}</Link>
        <Link href="/seasons">{t("nav.seasons")}</Link>
        {actor?.teamId ? <Link href="/me">{t("nav.myTeam")}</Link> : null}
        {actor && !actor.teamId && actor.role === "member" ? <Link href="/register-team">{t("nav.registerTeam")}</Link> : null}
        {actor && actor.role !== "member" ? <Link href="/referee">{t("nav.referee")}</Link> : null}
        {actor?.role === "admin" ? <Link href="/admin">{t("nav.admin")}</Link> : null}
      </nav>
      <div className="account">
        {actor ? (
          <>
            <Link href="/account" className="who" data-testid="signed-in-as">
              {role ? t("nav.signedInAs", { name: actor.name, role }) : actor.name}
            </Link>
            <SignOutButton label={t("nav.signOut")} />
          </>
        ) : (
          <Link href="/signin" data-testid="sign-in-link">
            {t("nav.signIn")}
          </Link>
        )}
        <LanguageSwitch label={t("nav.language")} locale={await getLocale()} />
      </div>
    </header>
  );
}
