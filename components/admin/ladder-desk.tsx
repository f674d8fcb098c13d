// Issue 40 (S2, S5): the admin's ladders page: every ladder (address, names, division, teams, current
// season, the division below), the form for a new ladder, and each ladder's promotion form.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { ladderName, ladderPath, type ladderDesk } from "@/lib/services/league/ladders";
import { createLadderAction, promotionAction } from "@/app/[locale]/admin/ladder-actions";
import { FormCard } from "@/components/ui/form-card";
import { SubmitRow } from "@/components/ui/submit-row";

type Desk = Awaited<ReturnType<typeof ladderDesk>>;

export async function LadderDesk({ ladders, locale }: { ladders: Desk; locale: string }) {
  const t = await getTranslations("adminLadders");
  return (
    <>
      <div className="card table-wrap">
        <div className="table-scroll">
          <table data-testid="ladders-table">
            <thead>
              <tr>
                <th scope="col">{t("name")}</th>
                <th scope="col">{t("slug")}</th>
                <th scope="col">{t("division")}</th>
                <th scope="col">{t("teams")}</th>
                <th scope="col">{t("season")}</th>
                <th scope="col">{t("below")}</th>
              </tr>
            </thead>
            <tbody>
              {ladders.map((l) => (
                <tr key={l.id}>
                  <td className="name-cell">
                    <Link href={ladderPath(l)}>{ladderName(l, locale) || t("untitled")}</Link>
                  </td>
                  <td>
                    <code>{l.slug}</code>
                  </td>
                  <td>{l.division ?? "—"}</td>
                  <td>{l.teams}</td>
                  <td>{l.season ?? "—"}</td>
                  <td>
                    {l.promotion
                      ? t("promotionIs", {
                          below: ladderName(l.promotion.below, locale) || l.promotion.below.slug,
                          n: String(l.promotion.teams),
                        })
                      : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <FormCard action={createLadderAction} testId="ladder-form" title={t("new")} help={t("newHelp")}>
        <label>
          {t("slug")}
          <input name="slug" required maxLength={32} placeholder="women" autoCapitalize="none" spellCheck={false} />
        </label>
        <label>
          {t("nameZh")}
          <input name="nameZh" required maxLength={40} placeholder="女子组" />
        </label>
        <label>
          {t("nameEn")}
          <input name="nameEn" maxLength={40} placeholder="Women" />
        </label>
        <label>
          {t("division")}
          <input name="division" inputMode="numeric" maxLength={1} placeholder="2" />
        </label>
        <SubmitRow>{t("create")}</SubmitRow>
      </FormCard>
      {ladders.length > 1
        ? ladders.map((l) => (
            <FormCard
              key={l.id}
              action={promotionAction}
              testId={`promotion-form-${l.slug}`}
              title={t("promotion", { ladder: ladderName(l, locale) || t("untitled") })}
              help={t("promotionHelp")}
              hiddenFields={{ ladder: l.slug }}
            >
              <label>
                {t("below")}
                <select name="below" defaultValue={l.promotion?.below.slug ?? ladders.find((x) => x.id !== l.id)!.slug}>
                  {ladders
                    .filter((x) => x.id !== l.id)
                    .map((x) => (
                      <option key={x.id} value={x.slug}>
                        {ladderName(x, locale) || t("untitled")}
                      </option>
                    ))}
                </select>
              </label>
              <label>
                {t("promotionTeams")}
                <input name="teams" inputMode="numeric" defaultValue={String(l.promotion?.teams ?? 0)} maxLength={2} />
              </label>
              <SubmitRow variant="secondary">{t("save")}</SubmitRow>
            </FormCard>
          ))
        : null}
    </>
  );
}
