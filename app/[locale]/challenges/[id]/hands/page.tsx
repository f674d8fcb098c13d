// Issue 23: a match's hand records on a page of their own, to print (four boards to a sheet).
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { getChallenge } from "@/lib/services/challenges/challenges-read";
import { getBoards } from "@/lib/services/challenges/scoresheet";
import { HandRecords } from "@/components/challenge/hand-record";
import { PrintButton } from "@/components/ui/print-button";
import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";

export default async function HandsPage(props: LocalePageProps<{ id: string }>) {
  const { id } = await openPage(props);
  const t = await getTranslations();
  const c = await orNotFound(getChallenge(id));
  const view = await orNotFound(getBoards(c.id));
  return (
    <>
      <p className="muted no-print">
        <Link href={`/challenges/${c.id}`}>#{c.number}</Link>
      </p>
      <h1>
        {t("handRecord.title")} · {c.challenger.name} {view.challengerImps} : {view.defenderImps} {c.defender.name}
      </h1>
      <p className="no-print">
        <PrintButton label={t("handRecord.print")} />
      </p>
      <HandRecords view={view} heading="h2" challenger={c.challenger.name} />
    </>
  );
}
