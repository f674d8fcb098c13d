"use client";
// The viewer's local time beside the league time (the server cannot know the viewer's zone). The
// server renders the same shape of text, hidden, so filling it in moves nothing (no layout shift).
import { useEffect, useState } from "react";
import { timeFormatter as formatter } from "@/components/ui/time-format";
import { localWallClock, wallClockText } from "@/components/ui/wall-clock";
import { whenIdle } from "@/components/ui/when-idle";

/**
 * The viewer's offset from UTC at `d` equals the league's (`leagueOffset`, minutes east, from the
 * server): their clocks read the same, so there is nothing to add. Asked of `Date`, not of an Intl
 * formatter, which a browser builds in 35–65 ms the first time on the project's machine.
 */
export function sameWallClock(d: Date, leagueOffset: number): boolean {
  return -d.getTimezoneOffset() === leagueOffset;
}

export function LocalTime({
  iso,
  locale,
  leagueOffset,
  label,
  placeholder,
}: {
  iso: string;
  locale: string;
  /** The league zone's offset from UTC at `iso`, in minutes east (UTC+8: 480). */
  leagueOffset: number;
  label: string;
  placeholder: string;
}) {
  // The text with the props it was made for: props that change later never show a stale time.
  const [shown, setShown] = useState<{ key: string; text: string } | null>(null);
  const key = `${iso}|${locale}|${leagueOffset}|${label}`;
  useEffect(() => {
    const d = new Date(iso);
    // Most members live in the league's zone: for them no formatter is built at all. Elsewhere,
    // not in the hydration's own task: the local time can wait for the main thread to be idle (issue 12),
    // in one idle callback with the page's other local times (components/ui/when-idle.ts).
    if (sameWallClock(d, leagueOffset)) return;
    // The app's languages are written from the Date's own fields (components/ui/wall-clock.ts: no
    // formatter to build); any other through Intl.
    return whenIdle(() => setShown({ key, text: `${label} ${wallClockText(locale, localWallClock(d)) ?? formatter(locale).format(d)}` }));
  }, [key, iso, locale, leagueOffset, label]);
  const text = shown?.key === key ? shown.text : null;
  return text ? (
    <span className="local-time">{text}</span>
  ) : (
    <span className="local-time" style={{ visibility: "hidden" }} aria-hidden="true">{`${label} ${placeholder}`}</span>
  );
}
