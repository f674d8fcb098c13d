// Issue 37: the admin's overview: the first evening's checklist, each step ticked from the league's
// own data and linking to the page where it is done; the other tasks are pages of their own.
import { getTranslations } from "next-intl/server";
import { getSetupChecklist } from "@/lib/services/league/setup";
import { AdminFrame, Forbidden, openAdminPage } from "@/components/admin/admin-frame";
import { Link } from "@/lib/i18n/link";
import type { LocalePageProps } from "@/lib/i18n/page";

export default async function AdminPage(props: LocalePageProps) {
  const { query, actor } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
  const t = await getTranslations();
  const { facts, steps } = await getSetupChecklist(actor);
  const c = await getTranslations("admin.checklist");
  return (
    <AdminFrame current="overview" query={query}>
      <section className="card stack" data-testid="setup-checklist" aria-labelledby="checklist-title">
        <h2 id="checklist-title" style={{ marginTop: 0 }}>
          {c("title")}
        </h2>
        <p className="muted">{c("help")}</p>
        <ol className="checklist">
          {steps.map((s, i) => (
            <li key={s.step} className={s.next ? "next" : undefined} data-step={s.step} data-done={s.done ? "1" : "0"}>
              <span aria-hidden="true">{s.done ? "✓" : `${i + 1}.`}</span>
              <span>
                <span className="sr-only">{s.done ? c("done") : s.next ? c("next") : c("todo")}: </span>
                {s.done ? c(`steps.${s.step}.label`) : <Link href={s.href}>{c(`steps.${s.step}.label`)}</Link>}
                {s.next ? <span className="badge"> {c("next")}</span> : null}
                <br />
                <span className="muted">{c(`steps.${s.step}.help`)}</span>
              </span>
            </li>
          ))}
        </ol>
        {steps.every((s) => s.done) ? <p className="success">{c("allDone")}</p> : null}
        <p className="muted" data-testid="setup-facts">
          {t("admin.overview", { teams: String(facts.teams), staged: String(facts.staged), challenges: String(facts.challenges) })}
        </p>
      </section>
    </AdminFrame>
  );
}
