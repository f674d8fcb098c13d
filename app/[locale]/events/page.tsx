import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { listEvents } from "@/lib/services/challenges-read";
import { getSettings } from "@/lib/services/league";
import { db } from "@/lib/db/client";
import { Time } from "@/components/ui/time";

export default async function EventsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await connection();
  const t = await getTranslations();
  const prisma = await db();
  const settings = await getSettings(prisma);
  const total = await prisma.event.count();
  const latest = await listEvents({ limit: 200, newestFirst: true });
  return (
    <>
      <h1>{t("nav.events")}</h1>
      <p className="muted">{t("eventsPage.intro", { total })}</p>
      <ol className="timeline" data-testid="event-log">
        {latest.map((e) => (
          <li key={e.id}>
            <Time at={e.at} timeZone={settings.timeZone} /> · {t.has(`events.${e.type}`) ? t(`events.${e.type}`) : e.type}
            {e.rule ? <> <span className="badge">{e.rule}</span></> : null}
            {e.challengeId ? <> · <Link href={`/challenges/${e.challengeId}`}>{t("eventsPage.challenge")}</Link></> : null}
          </li>
        ))}
      </ol>
    </>
  );
}
