"use client";
// The viewer's local time beside the league time (the server cannot know the viewer's zone). The
// server renders the same shape of text, hidden, so filling it in moves nothing (no layout shift).
import { useEffect, useState } from "react";

// One formatter per locale and zone for the page (a team page shows 30 times).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone?: string) {
  const key = `${locale}|${timeZone ?? ""}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", ...(timeZone ? { timeZone } : {}) })));
  return f;
}

export function LocalTime({ iso, locale, leagueZone, label, placeholder }: { iso: string; locale: string; leagueZone: string; label: string; placeholder: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const fmt = formatter(locale);
    const zone = fmt.resolvedOptions().timeZone;
    const d = new Date(iso);
    const mine = fmt.format(d);
    setText(zone === leagueZone || mine === formatter(locale, leagueZone).format(d) ? null : `${label} ${mine}`);
  }, [iso, locale, leagueZone, label]);
  return text ? <span className="local-time">{text}</span> : <span className="local-time" style={{ visibility: "hidden" }} aria-hidden="true">{`${label} ${placeholder}`}</span>;
}
