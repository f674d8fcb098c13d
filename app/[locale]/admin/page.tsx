import { inviteFormLabels } from "@/components/account/invite-labels";
import { connection } from "next/server";
import { getLocale, getTranslations, setRequestLocale } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { getAdminDesk, loadClockOffset } from "@/lib/services/league/admin";
import { now as clockNow } from "@/lib/clock";
import { Time } from "@/components/ui/time";
import { SettingsFields, type Translate } from "@/components/admin/settings-fields";
import { InviteForm } from "@/components/account/invite-form";
import { PendingInvitations } from "@/components/account/pending-invitations";
import { ImportPanel } from "@/components/admin/import-panel";
import { listInvitations } from "@/lib/services/accounts/invitations";
import { listPendingTeams } from "@/lib/services/accounts/team-registration";
import { rejectTeamAction } from "../onboarding/actions";
import { approveAction, withdrawAction } from "./actions";
import { captainAction, clockAction, disableUserAction, ladderAction, leagueAction, memberAction, sweepAction, teamAction, userAction } from "./actions";

// The demo's import field holds a small roster with one bad row (issue 22: a preview in one click).
const DEMO_IMPORT = [
  "team,email,name,role",
  "春雷队,chunlei.1@demo.club,雷春,captain",
  "春雷队,chunlei.2@demo.club,雷夏,deputy",
  "春雷队,chunlei.3@demo.club,雷秋,member",
  "秋水队,qiushui.1@demo.club,水秋,队长",
  "秋水队,qiushui.2@demo,水冬,队员",
].join("\n");

export default async function AdminPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await connection();
  await loadClockOffset();
  const t = await getTranslations();
  const q = await searchParams;
  const actor = await currentActor();
  if (!can(actor, "league.admin")) return <p className="notice">{t("errors.forbidden")}</p>;
  const desk = await getAdminDesk(actor);
  const [invitations, pendingTeams] = [(await listInvitations(actor)).invitations, await listPendingTeams(actor)];
  const inv = await getTranslations("invites");
  const imp = await getTranslations("importer");
  const pend = await getTranslations("pendingTeams");
  const L = desk.league;
  const loc = await getLocale();
  const hidden = <input type="hidden" name="locale" value={loc} />;
  return (
    <>
      <h1>{t("admin.title")}</h1>
      {q.error ? (
        <p className="error" role="alert" data-testid="flash-error">
          {t.has(`errors.${q.error}`) ? t(`errors.${q.error}`, { rule: q.rule ?? "", max: "", count: "", from: "", to: "" }) : t("errors.generic")}
          {q.fields ? ` (${q.fields})` : ""}
        </p>
      ) : null}
      {q.ok ? (
        <p className="success" data-testid="flash-ok">
          {t("admin.saved")}
        </p>
      ) : null}

      <form action={leagueAction} className="card" data-testid="league-form">
        {hidden}
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
        <PendingInvitations rows={invitations} locale={loc} timeZone={L.timeZone} />
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

      <section className="card stack" data-testid="pending-teams">
        <h2 style={{ marginTop: 0 }}>{pend("title")}</h2>
        {pendingTeams.length === 0 ? <p className="muted">{pend("empty")}</p> : null}
        {pendingTeams.map((pt) => (
          <div key={pt.id} className="stack" data-pending-team={pt.name}>
            <h3 style={{ margin: 0 }}>{pt.name}</h3>
            <ul>
              {pt.members.map((m) => (
                <li key={m.id}>
                  {m.name} <span className="muted">{m.email}</span> {m.captain ? <span className="badge ok">{t("team.captain")}</span> : null}{" "}
                  <span className={m.status === "active" ? "badge ok" : "badge warn"}>{pend(m.status)}</span>
                </li>
              ))}
            </ul>
            <div className="actions">
              <form action={approveAction}>
                {hidden}
                <input type="hidden" name="teamId" value={pt.id} />
                <button className="primary" type="submit" data-testid="approve-pending">
                  {pend("approve")}
                </button>
              </form>
              <form action={rejectTeamAction} className="actions">
                {hidden}
                <input type="hidden" name="teamId" value={pt.id} />
                <label>
                  {pend("reason")}
                  <input name="reason" required minLength={3} />
                </label>
                <button className="secondary" type="submit">
                  {pend("reject")}
                </button>
              </form>
            </div>
          </div>
        ))}
      </section>

      <div className="grid2">
        <form action={disableUserAction} className="card stack" data-testid="disable-form">
          {hidden}
          <h2 style={{ marginTop: 0 }}>{t("admin.disableUser")}</h2>
          <label>
            {t("signin.email")}
            <input name="email" type="email" required />
          </label>
          <div className="actions">
            <button className="secondary" type="submit" name="disabled" value="1">
              {t("admin.disable")}
            </button>
            <button className="secondary" type="submit" name="disabled" value="0">
              {t("admin.enable")}
            </button>
          </div>
        </form>
        <form action={userAction} className="card stack" data-testid="user-form">
          {hidden}
          <h2 style={{ marginTop: 0 }}>{t("admin.newUser")}</h2>
          <label>
            {t("signin.email")}
            <input name="email" type="email" required />
          </label>
          <label>
            {t("admin.userName")}
            <input name="name" required />
          </label>
          <label>
            {t("signin.password")}
            <input name="password" type="password" minLength={8} required />
          </label>
          <label>
            {t("admin.role")}
            <select name="role" defaultValue="member">
              <option value="member">{t("roles.member")}</option>
              <option value="referee">{t("roles.referee")}</option>
              <option value="admin">{t("roles.admin")}</option>
            </select>
          </label>
          <div>
            <button className="primary" type="submit">
              {t("admin.create")}
            </button>
          </div>
        </form>
        <form action={teamAction} className="card stack" data-testid="team-form">
          {hidden}
          <h2 style={{ marginTop: 0 }}>{t("admin.newTeam")}</h2>
          <label>
            {t("admin.teamName")}
            <input name="name" required />
          </label>
          <label>
            {t("admin.captainEmail")}
            <input name="captainEmail" type="email" required />
          </label>
          <label>
            {t("admin.memberEmails")}
            <textarea name="memberEmails" rows={4} />
          </label>
          <div>
            <button className="primary" type="submit">
              {t("admin.create")}
            </button>
          </div>
        </form>
      </div>

      <h2>{t("admin.teams")}</h2>
      <table data-testid="admin-teams">
        <thead>
          <tr>
            <th className="num">#</th>
            <th>{t("admin.teamName")}</th>
            <th>{t("team.captain")}</th>
            <th>{t("admin.addMember")}</th>
            <th>{t("admin.teamActions")}</th>
          </tr>
        </thead>
        <tbody>
          {desk.teams.map((team) => (
            <tr key={team.id} data-team={team.name}>
              <td className="num">{team.ladder?.position ?? "—"}</td>
              <td>
                {team.name} <span className="muted">({team.members.length})</span>{" "}
                {team.status !== "approved" ? <span className="badge warn">{t(`admin.teamStatus.${team.status}`)}</span> : null}
              </td>
              <td>
                <form action={captainAction} className="stack">
                  {hidden}
                  <input type="hidden" name="teamId" value={team.id} />
                  <select name="userId" defaultValue={team.captainId} aria-label={t("team.captain")}>
                    {team.members.map((m) => (
                      <option key={m.user.id} value={m.user.id}>
                        {m.user.name}
                        {m.deputy ? ` · ${t("team.deputy")}` : ""}
                      </option>
                    ))}
                  </select>
                  <label style={{ display: "flex", gap: "0.3rem", alignItems: "center" }}>
                    <input type="checkbox" name="confirm" required /> <small>{t("admin.captainConfirm")}</small>
                  </label>
                  <div>
                    <button className="secondary" type="submit">
                      {t("admin.save")}
                    </button>
                  </div>
                </form>
              </td>
              <td>
                <form action={memberAction} className="actions">
                  {hidden}
                  <input type="hidden" name="teamId" value={team.id} />
                  <input name="email" type="email" placeholder="email" size={16} required aria-label={t("admin.addMember")} />
                  <input name="reason" placeholder={t("admin.overrideReason")} size={18} aria-label={t("admin.overrideReason")} />
                  <button className="secondary" type="submit">
                    {t("admin.create")}
                  </button>
                </form>
              </td>
              <td>
                {team.status === "approved" && team.ladder ? (
                  <details data-testid="withdraw-panel">
                    <summary>{t("admin.withdraw")}</summary>
                    <form action={withdrawAction} className="stack">
                      {hidden}
                      <input type="hidden" name="teamId" value={team.id} />
                      <p className="muted">{t("admin.withdrawConsequences", { team: team.name })}</p>
                      <label>
                        {t("cases.reason")}
                        <input name="reason" required minLength={3} />
                      </label>
                      <label style={{ display: "flex", gap: "0.3rem", alignItems: "center" }}>
                        <input type="checkbox" name="confirm" required data-testid="withdraw-confirm" /> {t("admin.withdrawConfirm")}
                      </label>
                      <div>
                        <button className="secondary" type="submit" data-testid="withdraw-submit">
                          {t("admin.withdraw")}
                        </button>
                      </div>
                    </form>
                  </details>
                ) : (
                  <form action={approveAction}>
                    {hidden}
                    <input type="hidden" name="teamId" value={team.id} />
                    <button className="primary" type="submit" data-testid="approve-team">
                      {t("admin.approve")}
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <form action={ladderAction} className="card stack" data-testid="ladder-form">
        {hidden}
        <h2 style={{ marginTop: 0 }}>{t("admin.initialLadder")}</h2>
        <p className="muted">{L.ladderLockedAt ? t("errors.ladder_locked") : t("admin.initialLadderHelp")}</p>
        <textarea
          name="csv"
          aria-label={t("admin.initialLadder")}
          rows={Math.min(12, desk.teams.length + 1)}
          defaultValue={desk.teams.map((x) => x.name).join("\n")}
          disabled={!!L.ladderLockedAt}
        />
        <div>
          <button className="primary" type="submit" disabled={!!L.ladderLockedAt}>
            {t("admin.save")}
          </button>
        </div>
      </form>

      <div className="card">
        <h2 style={{ marginTop: 0 }}>{t("admin.clock")}</h2>
        <p>
          <Time at={clockNow().toISOString()} timeZone={L.timeZone} /> {L.clockOffsetMs ? <span className="badge lock">{t("admin.overridden")}</span> : null}
        </p>
        <div className="actions">
          {desk.clockOverride ? (
            <form action={clockAction} className="actions">
              {hidden}
              <label>
                {t("admin.setClock")}
                <input name="now" placeholder="2026-12-01T19:30:00+08:00" />
              </label>
              <button className="secondary" type="submit">
                {t("admin.save")}
              </button>
            </form>
          ) : null}
          <form action={sweepAction}>
            {hidden}
            <button className="secondary" type="submit" data-testid="sweep-submit">
              {t("admin.sweep")}
            </button>
          </form>
        </div>
      </div>

      <h2>{t("admin.outbox", { pending: desk.pending })}</h2>
      <table data-testid="outbox">
        <thead>
          <tr>
            <th>{t("admin.to")}</th>
            <th>{t("admin.subject")}</th>
            <th className="hide-sm">{t("admin.when")}</th>
            <th>{t("admin.sent")}</th>
          </tr>
        </thead>
        <tbody>
          {desk.outbox.map((m) => (
            <tr key={m.id}>
              <td>{m.to}</td>
              <td title={m.body}>{m.subject}</td>
              <td className="hide-sm">
                <Time at={m.createdAt.toISOString()} timeZone={L.timeZone} />
              </td>
              <td>{m.sentAt ? "✓" : m.lastError ? `✗ ${m.lastError}` : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
