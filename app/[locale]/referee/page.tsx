import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { Link } from "@/lib/i18n/link";
import { listCases } from "@/lib/services/cases/cases-read";
import { Time } from "@/components/ui/time";
import { loadClockOffset } from "@/lib/services/league/admin";
import { now as clockNow } from "@/lib/clock";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";

export default async function RefereeDesk(props: LocalePageProps) {
  const { query } = await openPage(props);
  const t = await getTranslations();
  const actor = await currentActor();
  if (!can(actor, "case.rule")) return <p className="notice">{t("errors.forbidden")}</p>;
  const state = query.state === "all" ? "all" : "open";
  const cases = await listCases(actor, state);
  await loadClockOffset();
  const now = clockNow();
  return (
    <>
      <h1>{t("cases.desk")}</h1>
      <p>
        <Link href="/referee">{t("cases.open")}</Link> · <Link href="/referee?state=all">{t("cases.all")}</Link>
      </p>
      {cases.length === 0 ? <p className="muted">{t("cases.none")}</p> : null}
      <div className="table-scroll">
        <table data-testid="case-list">
          <thead>
            <tr>
              <th>#</th>
              <th>{t("cases.kind")}</th>
              <th>{t("cases.subject")}</th>
              <th>{t("cases.state")}</th>
              <th>{t("cases.due")}</th>
              <th className="hide-sm">{t("cases.opened")}</th>
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link href={`/cases/${c.id}`}>#{c.number}</Link>
                </td>
                <td>{t(`cases.kinds.${c.kind}`)}</td>
                <td>
                  {c.challenge ? `#${c.challenge.number} ${c.challenge.challenger.name} → ${c.challenge.defender.name}` : "—"}
                  <div className="muted">{c.reason.slice(0, 80)}</div>
                </td>
                <td>{t(`cases.states.${c.state}`)}</td>
                <td data-testid="case-due">
                  {c.dueAt ? <Time at={c.dueAt.toISOString()} timeZone={c.timeZone} /> : "—"}
                  {c.state === "open" && c.dueAt && c.dueAt <= now ? (
                    <>
                      {" "}
                      <span className="badge warn" data-testid="case-overdue">
                        {t("cases.overdue")}
                      </span>
                    </>
                  ) : null}
                </td>
                <td className="hide-sm">
                  <Time at={c.createdAt.toISOString()} timeZone={c.timeZone} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
