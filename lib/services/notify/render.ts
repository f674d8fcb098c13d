// Issue 38: one notice's content in one language: its subject, its lines (what happened, the
// match, the times in league time, the score, the deadline) and its action with the page's link.
// The inbox, the e-mail and the chat robots render this; none of them writes a text of its own.
import { translateAny, labelOf, type MessageKey } from "@/lib/i18n/messages";
import { timeFormatter } from "@/components/ui/time-format";
import { noticePath, type NoticeFacts, type NoticeType } from "@/lib/domain/notify/notice";
import { LINK_MARKER } from "@/lib/services/mail/sealed-link";
import { leagueDay } from "@/lib/domain/schedule/window";

export type RenderedNotice = {
  subject: string;
  /** What happened and what it means for the reader (one paragraph). */
  lead: string;
  /** The facts, one per line (the match, times, score, deadline). */
  details: string[];
  /** The action's label and the page's path (with the reader's locale prefix, no origin). */
  action: { label: string; path: string };
};

const zoneNames = new Map<string, string>();
/** "中国时间", "China Time": the zone's generic name in the reader's language (not "GMT+8"). */
export function zoneName(locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let name = zoneNames.get(key);
  if (!name) {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "shortGeneric", hour: "numeric" }).formatToParts(new Date(0));
    name = parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
    zoneNames.set(key, name);
  }
  return name;
}

/** An instant in league time with the zone's name: "12月3日周四 20:00 中国时间". */
export function leagueTime(locale: string, timeZone: string, iso: string): string {
  return `${timeFormatter(locale, timeZone).format(new Date(iso))} ${zoneName(locale, timeZone)}`;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
/** "12:00 英国时间": the time of day alone in a zone (the reader's, on the same day as league time). */
function clockTime(locale: string, timeZone: string, at: Date): string {
  const key = `${locale}|${timeZone}`;
  let f = clocks.get(key);
  if (!f) clocks.set(key, (f = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone })));
  return `${f.format(at)} ${zoneName(locale, timeZone)}`;
}

/**
 * Issue 38: an instant for one reader: league time, and the reader's own where their zone differs,
 * with the date only where it is another day ("12月3日周四 20:00 中国时间（你的时间：12:00 英国时间）",
 * "… 20:00 China Time (your time: Thu, Dec 3, 07:00 ET)"). Without a zone of their own (or with the
 * league's), league time alone.
 */
export function readerTime(locale: string, timeZone: string, iso: string, readerZone?: string | null): string {
  const league = leagueTime(locale, timeZone, iso);
  if (!readerZone || readerZone === timeZone) return league;
  const at = new Date(iso);
  const own = leagueDay(at, readerZone) === leagueDay(at, timeZone) ? clockTime(locale, readerZone, at) : leagueTime(locale, readerZone, iso);
  return `${league}${translateAny(locale, "notifications.parts.yourTime", { time: own })}`;
}

/** Texts of the facts as message parameters (every placeholder gets a value). */
function params(locale: string, timeZone: string, f: NoticeFacts, type?: NoticeType, readerZone?: string | null): Record<string, string | number> {
  return {
    number: f.number ?? "",
    challenger: f.challenger ?? "",
    defender: f.defender ?? "",
    challengerPosition: f.challengerPosition ?? "",
    defenderPosition: f.defenderPosition ?? "",
    by: f.by ?? "",
    name: f.name ?? "",
    position: f.position ?? "",
    winner: f.winner ?? "",
    text: f.text ?? "",
    ladder: f.ladder ? f.ladder[locale === "en" ? "en" : "zh-CN"] : "",
    at: f.at ? readerTime(locale, timeZone, f.at, readerZone) : "",
    deadline: f.deadline ? readerTime(locale, timeZone, f.deadline, readerZone) : "",
    challengerImps: f.challengerImps ?? "",
    defenderImps: f.defenderImps ?? "",
    // a case's kind (cases.kinds) for a case opened, an outcome's reason otherwise
    reason: f.reason ? labelOf(locale, type === "case_opened" ? "cases.kinds" : "reasons", f.reason) : "",
  };
}

/**
 * The fact lines of a challenge (the match, the times, the score, the winner, the deadline) in one
 * language and the league's time zone: a notice's details, and the share text's (lib/services/challenges/share.ts).
 */
export function noticeDetails(locale: string, f: NoticeFacts, timeZone: string, type?: NoticeType, readerZone?: string | null): string[] {
  const t = (key: MessageKey) => translateAny(locale, key, params(locale, timeZone, f, type, readerZone));
  const details: string[] = [];
  if (f.challenger && f.defender) details.push(t(f.challengerPosition && f.defenderPosition ? "notifications.parts.match" : "notifications.parts.matchPlain"));
  if (f.times?.length) details.push(t("notifications.parts.times"), ...f.times.map((x) => `· ${readerTime(locale, timeZone, x, readerZone)}`));
  if (f.at) details.push(t("notifications.parts.at"));
  if (f.challengerImps !== undefined && f.defenderImps !== undefined) details.push(t("notifications.parts.score"));
  if (f.winner) details.push(t("notifications.parts.winner"));
  if (f.reason && type === "challenge_final") details.push(t("notifications.parts.how"));
  if (f.deadline) details.push(t("notifications.parts.deadline"));
  return details;
}

/**
 * One notice in one language, in the league's time zone and, where the reader has another
 * (`readerZone`, issue 38), in theirs beside it. A group robot has no reader: league time only.
 */
export function renderNotice(locale: string, type: NoticeType, f: NoticeFacts, timeZone: string, readerZone?: string | null): RenderedNotice {
  const p = params(locale, timeZone, f, type, readerZone);
  const t = (key: MessageKey) => translateAny(locale, key, p);
  return {
    subject: t(`notifications.${type}.subject`),
    lead: t(`notifications.${type}.body`),
    details: noticeDetails(locale, f, timeZone, type, readerZone),
    action: { label: t(`notifications.${type}.action`), path: `${locale === "en" ? "/en" : ""}${noticePath(type, f)}` },
  };
}

/**
 * The text of a notice's mail (and of its inbox row): the lead, the facts, and the action with
 * LINK_MARKER where the absolute link goes (put in at sending, from LADDER_PUBLIC_URL).
 */
export function noticeText(n: RenderedNotice, locale: string): string {
  const action = translateAny(locale, "notifications.parts.action", { label: n.action.label, link: LINK_MARKER });
  return [n.lead, n.details.join("\n"), action].filter(Boolean).join("\n\n");
}
