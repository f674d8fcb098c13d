// About the league: the venue and the main numbers of the rules, from the league settings. It is
// also the benchmark's "trivial page in the same layout" (issue 11): one cached read, no table.
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getSettings } from "@/lib/services/league";
import { db } from "@/lib/db/client";

export default async function AboutPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await connection();
  const t = await getTranslations("about");
  const s = await getSettings(await db());
  return (
    <>
      <h1>{s.name}</h1>
      <p className="intro">{t("venue", { venue: s.venue })}</p>
      <ul>
        <li>{t("respond", { hours: s.responseHours })}</li>
        <li>{t("play", { hours: s.playHours })}</li>
        <li>{t("window", { from: `${String(Math.floor(s.slotWindowStartMinute / 60)).padStart(2, "0")}:00`, to: `${String(Math.floor(s.slotWindowEndMinute / 60)).padStart(2, "0")}:00` })}</li>
        <li>{t("rating", { start: s.ratingStart, k: s.ratingK, n: s.provisionalMatches })}</li>
      </ul>
    </>
  );
}
