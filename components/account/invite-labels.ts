// Issue 22: the invitation form's labels, the same on the admin page and a team's page.
import { getTranslations } from "next-intl/server";

export async function inviteFormLabels() {
  const inv = await getTranslations("invites");
  const t = await getTranslations();
  return {
    email: inv("email"),
    role: inv("role"),
    team: inv("team"),
    none: inv("none"),
    replaces: inv("replaces"),
    override: inv("override"),
    submit: inv("submit"),
    created: inv("created", { url: "" }),
    failed: t("errors.generic"),
  };
}
