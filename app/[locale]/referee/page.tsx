import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { Link } from "@/lib/i18n/link";
import { listCases } from "@/lib/services/cases/cases-read";
import { Time } from "@/components/ui/time";
import { loadClockOffset } from "@/lib/services/league/admin";
import { now as clockNow } from "@/lib/clock";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { allLadders, ladderName } from "@/lib/services/league/ladders";

export default async function RefereeDesk(props: LocalePageProps) {
  const { query, locale } = await openPage(props);
  const t = await getTranslations();
  const actor = await currentActor();
  if (!can(actor, "case.rule")) return <p className="notice">{t("errors.forbidden")}</p>;
  const state = query.state === "all" ? "all" : "open";
  // Every row of the open cases reads "open": on a phone that column gives its width to the others.
  const stateCell = state === "open" ? "nowrap hide-sm" : "nowrap";
  const cases = await listCases(actor, state);
  await loadClockOffset();
  const now = clockNow();
  // S2: referees are site-wide; a case of a ladder other than the default one (whose name is the
  // club's, in the header) names its ladder.
  const ladders = await allLadders();
  const ladderOf = (id: number) => {
    const l = ladders.find((x) => x.id === id);
    return l && l.id !== ladders[0].id ? ladderName(l, locale) || t("ladder.title") : null;
  };
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
              <th className="nowrap">{t("cases.kind")}</th>
              <th>{t("cases.subject")}</th>
              <th className={stateCell}>{t("cases.state")}</th>
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
                <td className="nowrap">{t(`cases.kinds.${c.kind}`)}</td>
                <td>
                  {c.challenge ? `#${c.challenge.number} ${c.challenge.challenger.name} → ${c.challenge.defender.name}` : "—"}
                  {ladderOf(c.ladder) ? (
                    <>
                      {" "}
                      <span className="badge" data-testid="case-ladder">
                        {ladderOf(c.ladder)}
                      </span>
                    </>
                  ) : null}
                  <div className="muted">{c.reason.slice(0, 80)}</div>
                </td>
                <td className={stateCell}>{t(`cases.states.${c.state}`)}</td>
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
