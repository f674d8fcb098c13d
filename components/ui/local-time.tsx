"use client";
// The viewer's local time beside the league time (the server cannot know the viewer's zone). The
// server renders the same shape of text, hidden, so filling it in moves nothing (no layout shift).
import { useEffect, useState } from "react";

export function LocalTime({ iso, locale, leagueZone, label, placeholder }: { iso: string; locale: string; leagueZone: string; label: string; placeholder: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const fmt = new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const leagueFmt = new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: leagueZone });
    const d = new Date(iso);
    const mine = fmt.format(d);
    setText(zone === leagueZone || mine === leagueFmt.format(d) ? null : `${label} ${mine}`);
  }, [iso, locale, leagueZone, label]);
  return text ? <span className="local-time">{text}</span> : <span className="local-time" style={{ visibility: "hidden" }} aria-hidden="true">{`${label} ${placeholder}`}</span>;
}
