// Issue 23: a match's hand records on a page of their own, to print (four boards to a sheet).
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { getChallenge } from "@/lib/services/challenges/challenges-read";
import { getBoards } from "@/lib/services/challenges/scoresheet";
import { NotFound } from "@/lib/errors";
import { HandRecords } from "@/components/challenge/hand-record";
import { PrintButton } from "@/components/ui/print-button";

export default async function HandsPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await connection();
  const t = await getTranslations();
  const c = await getChallenge(id).catch((e) => {
    if (e instanceof NotFound) notFound();
    throw e;
  });
  const view = await getBoards(c.id).catch((e) => {
    if (e instanceof NotFound) notFound();
    throw e;
  });
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
