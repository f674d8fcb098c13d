// Issue 40 (S3, S4): the admin's season page: the running season (name, last day to issue), its
// close with what is still open (each linked for the referees), and the next season's form.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import type { seasonDesk } from "@/lib/services/league/season-admin";
import { closeSeasonAction, startSeasonAction, updateSeasonAction } from "@/app/[locale]/admin/season-actions";
import { FormCard } from "@/components/ui/form-card";
import { SubmitRow } from "@/components/ui/submit-row";
import { ButtonForm } from "@/components/ui/button-form";
import { seasonDates } from "@/components/season/season-views";
import { ladderPath, type Ladder } from "@/lib/services/league/ladders";

type Desk = Awaited<ReturnType<typeof seasonDesk>>;

/** One ladder's seasons (S2): its forms carry the ladder's slug back to its page. */
export async function SeasonDesk({ desk, ladder }: { desk: Desk; ladder: Ladder }) {
  const t = await getTranslations("adminSeasons");
  const st = await getTranslations("seasons");
  const s = desk.season;
  const closed = !s || !!s.closedAt;
  const nothingOpen = desk.open.challenges.length === 0 && desk.open.cases.length === 0;
  return (
    <>
      {s && !s.closedAt ? (
        <>
          <FormCard
            action={updateSeasonAction}
            testId="season-form"
            title={`${t("current")} · ${s.name}`}
            help={await seasonDates(s)}
            hiddenFields={{ seasonId: s.id, ladder: ladder.slug }}
          >
            <label>
              {t("rename")}
              <input name="name" defaultValue={s.name} maxLength={40} required />
            </label>
            <label>
              {t("endsOn")}
              <input name="endsOn" defaultValue={s.endsOn ?? ""} placeholder="2027-06-30" inputMode="numeric" />
            </label>
            <SubmitRow variant="secondary">{t("save")}</SubmitRow>
          </FormCard>
          <div className="card stack" data-testid="season-close">
            <h2 style={{ marginTop: 0 }}>{t("close")}</h2>
            <p className="muted">{t("closeHelp")}</p>
            {nothingOpen ? (
              <p>{t("noOpenItems")}</p>
            ) : (
              <ul data-testid="season-open-items" aria-label={t("openItems")}>
                {desk.open.challenges.map((c) => (
                  <li key={c.id}>
                    <Link href={`/challenges/${c.id}`}>{t("openChallenge", { number: String(c.number) })}</Link>
                  </li>
                ))}
                {desk.open.cases.map((c) => (
                  <li key={c.id}>
                    <Link href={`/cases/${c.id}`}>{t("openCase", { number: String(c.number) })}</Link>
                  </li>
                ))}
              </ul>
            )}
            <ButtonForm
              action={closeSeasonAction}
              fields={{ seasonId: s.id, ladder: ladder.slug }}
              label={t("close")}
              variant={nothingOpen ? "primary" : "secondary"}
              testId="season-close-submit"
            />
          </div>
        </>
      ) : null}
      <FormCard
        action={startSeasonAction}
        hiddenFields={{ ladder: ladder.slug }}
        testId="next-season-form"
        title={t("next")}
        help={closed ? t("nextHelp") : t("nextWaits")}
      >
        <label>
          {t("name")}
          <input name="name" maxLength={40} required disabled={!closed} />
        </label>
        <label>
          {t("startsOn")}
          <input name="startsOn" placeholder="2027-03-01" inputMode="numeric" required disabled={!closed} />
        </label>
        <label>
          {t("endsOnOptional")}
          <input name="endsOn" placeholder="2027-06-30" inputMode="numeric" disabled={!closed} />
        </label>
        <label>
          {t("policy")}
          <select name="ratingPolicy" defaultValue="carry" disabled={!closed}>
            {(["carry", "regress", "reset"] as const).map((p) => (
              <option key={p} value={p}>
                {t(`policies.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("fraction")}
          <input name="regressFraction" placeholder="0.5" inputMode="decimal" disabled={!closed} />
        </label>
        <SubmitRow disabled={!closed} testId="next-season-submit">
          {t("start")}
        </SubmitRow>
      </FormCard>
      <p>
        <Link href={ladderPath(ladder, "seasons")}>{st("all")}</Link>
      </p>
    </>
  );
}
