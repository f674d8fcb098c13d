import { inviteFormLabels } from "@/components/account/invite-labels";
import { getLocale, getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { getAdminDesk, loadClockOffset } from "@/lib/services/league/admin";
import { SettingsFields, type Translate } from "@/components/admin/settings-fields";
import { InviteForm } from "@/components/account/invite-form";
import { PendingInvitations } from "@/components/account/pending-invitations";
import { ImportPanel } from "@/components/admin/import-panel";
import { PendingTeams } from "@/components/admin/pending-teams";
import { AccountForms } from "@/components/admin/account-forms";
import { TeamsTable } from "@/components/admin/teams-table";
import { LeagueDesk, Outbox } from "@/components/admin/league-desk";
import { LocaleField } from "@/components/ui/locale-field";
import { listInvitations } from "@/lib/services/accounts/invitations";
import { listPendingTeams } from "@/lib/services/accounts/team-registration";
import { leagueAction } from "./actions";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { queryErrorText } from "@/lib/i18n/error-text";
import { Link } from "@/lib/i18n/link";

// The demo's import field holds a small roster with one bad row (issue 22: a preview in one click).
const DEMO_IMPORT = [
  "team,email,name,role",
  "春雷队,chunlei.1@demo.club,雷春,captain",
  "春雷队,chunlei.2@demo.club,雷夏,deputy",
  "春雷队,chunlei.3@demo.club,雷秋,member",
  "秋水队,qiushui.1@demo.club,水秋,队长",
  "秋水队,qiushui.2@@demo.club,水冬,队员",
].join("\n");

export default async function AdminPage(props: LocalePageProps) {
  const { query: q } = await openPage(props);
  await loadClockOffset();
  const t = await getTranslations();
  const actor = await currentActor();
  if (!can(actor, "league.admin")) return <p className="notice">{t("errors.forbidden")}</p>;
  const desk = await getAdminDesk(actor);
  const [invitations, pendingTeams] = [(await listInvitations(actor)).invitations, await listPendingTeams(actor)];
  const inv = await getTranslations("invites");
  const imp = await getTranslations("importer");
  const L = desk.league;
  const loc = await getLocale();
  return (
    <>
      <h1>{t("admin.title")}</h1>
      <p>
        <Link href="/admin/robots" data-testid="admin-robots-link">
          {t("robots.title")}
        </Link>
      </p>
      {q.error ? (
        <p className="error" role="alert" data-testid="flash-error">
          {queryErrorText(loc, q)}
          {q.fields ? ` (${q.fields})` : ""}
        </p>
      ) : null}
      {q.ok ? (
        <p className="success" data-testid="flash-ok">
          {t("admin.saved")}
        </p>
      ) : null}

      <form action={leagueAction} className="card" data-testid="league-form">
        <LocaleField />
        <h2 style={{ marginTop: 0 }}>{t("admin.league")}</h2>
        <div className="grid2">
          <label>
            {t("admin.name")}
            <input name="name" defaultValue={L.name} />
          </label>
          <label>
            {t("admin.venue")}
            <input name="venue" defaultValue={L.venue} />
          </label>
        </div>
        <p className="muted">{t("settings.s1")}</p>
        <SettingsFields values={L} t={t as Translate} />
        <button className="primary" type="submit">
          {t("admin.save")}
        </button>
      </form>

      <section className="card stack" data-testid="admin-invitations">
        <h2 style={{ marginTop: 0 }}>{inv("title")}</h2>
        <p className="muted">{inv("help")}</p>
        <InviteForm
          locale={loc}
          admin
          underT5={!!L.ladderLockedAt}
          roles={(["member", "referee", "admin"] as const).map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          teams={desk.teams.filter((x) => x.status === "approved" || x.status === "pending").map((x) => ({ value: x.id, label: x.name }))}
          labels={await inviteFormLabels()}
        />
        <h3>{inv("pending")}</h3>
        <PendingInvitations rows={invitations} timeZone={L.timeZone} />
      </section>

      <section className="card stack" data-testid="admin-import">
        <h2 style={{ marginTop: 0 }}>{imp("title")}</h2>
        <p className="muted">{imp("help")}</p>
        <ImportPanel
          locale={loc}
          sample={desk.demo ? DEMO_IMPORT : undefined}
          labels={{
            paste: imp("paste"),
            file: imp("file"),
            preview: imp("preview"),
            commit: imp("commit"),
            encoding: imp.raw("encoding"),
            ok: imp.raw("ok"),
            problems: imp.raw("problems"),
            line: imp("line"),
            problem: imp("problem"),
            committed: imp.raw("committed"),
            captain: imp("captain"),
            deputies: imp("deputies"),
            members: imp("members"),
            failed: t("errors.generic"),
          }}
        />
      </section>

      <PendingTeams teams={pendingTeams} />

      <AccountForms />

      <TeamsTable teams={desk.teams} />

      <LeagueDesk desk={desk} />

      <Outbox desk={desk} />
    </>
  );
}
