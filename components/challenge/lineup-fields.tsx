// T3/C14: 4 seats per side, each a registered member from the roster or an unregistered guest by name.
import { getTranslations } from "next-intl/server";

type Team = { name: string; members: { id: string; name: string }[] };

export async function LineupFields({ side, team }: { side: "challenger" | "defender"; team: Team }) {
  const t = await getTranslations("challenge");
  return (
    <fieldset className="card">
      <legend>{t("lineupOf", { team: team.name })}</legend>
      {[0, 1, 2, 3].map((i) => (
        <div className="actions" key={i}>
          <label>
            {t("seat", { n: String(i + 1) })}
            <select name={`${side}${i}`} defaultValue={team.members[i]?.id ?? "guest"} data-testid={`${side}-seat-${i}`}>
              {team.members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
              <option value="guest">{t("guest")}</option>
            </select>
          </label>
          <label>
            {t("guestName")}
            <input name={`${side}${i}name`} maxLength={60} />
          </label>
        </div>
      ))}
    </fieldset>
  );
}
