"use client";
// The viewer's local time beside the league time (the server cannot know the viewer's zone). The
// server renders the same shape of text, hidden, so filling it in moves nothing (no layout shift).
import { useEffect, useState } from "react";
import { timeFormatter as formatter } from "@/components/ui/time-format";

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
