// The admin's league-wide tools: the initial ladder (until T5 locks it; the teams page), the clock
// (the override only where allowed) with a sweep now, and the outbox of mail (the system page).
import { getTranslations } from "next-intl/server";
import type { getAdminDesk } from "@/lib/services/league/admin";
import { now as clockNow } from "@/lib/clock";
import { Time } from "@/components/ui/time";
import { clockAction, ladderAction, sweepAction } from "@/app/[locale]/admin/actions";
import { LocaleField } from "@/components/ui/locale-field";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";
import { ButtonForm } from "@/components/ui/button-form";

type Desk = Awaited<ReturnType<typeof getAdminDesk>>;

/** T2 of one ladder (S2: `desk` read for it, `ladder` its slug): its approved teams in their order. */
export async function InitialLadder({ desk, ladder }: { desk: Desk; ladder: string }) {
  const t = await getTranslations();
  const L = desk.league;
  const teams = desk.teams.filter((x) => x.status === "approved");
  return (
    <FormCard
      action={ladderAction}
      hiddenFields={{ ladder }}
      testId="ladder-form"
      title={t("admin.initialLadder")}
      help={L.ladderLockedAt ? t("errors.ladder_locked") : t("admin.initialLadderHelp")}
    >
      <textarea
        name="csv"
        aria-label={t("admin.initialLadder")}
        rows={Math.min(12, teams.length + 1)}
        defaultValue={teams.map((x) => x.name).join("\n")}
        disabled={!!L.ladderLockedAt}
      />
      <SubmitRow disabled={!!L.ladderLockedAt}>{t("admin.save")}</SubmitRow>
    </FormCard>
  );
}

export async function ClockCard({ desk }: { desk: Desk }) {
  const t = await getTranslations();
  const L = desk.league;
  const hidden = <LocaleField />;
  return (
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
        <ButtonForm action={sweepAction} fields={{}} label={t("admin.sweep")} variant="secondary" testId="sweep-submit" />
      </div>
    </div>
  );
}

export async function Outbox({ desk }: { desk: Desk }) {
  const t = await getTranslations();
  const L = desk.league;
  return (
    <>
      <h2>{t("admin.outbox", { pending: String(desk.pending) })}</h2>
      <div className="table-scroll">
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
      </div>
    </>
  );
}
