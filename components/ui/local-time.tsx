"use client";
// The viewer's local time beside the league time (the server cannot know the viewer's zone). The
// server renders the same shape of text, hidden, so filling it in moves nothing (no layout shift).
import { useEffect, useState } from "react";
import { timeFormatter as formatter } from "@/components/ui/time-format";

/** Runs `fn` when the main thread is idle (within a second), or in a task of its own; returns the cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(fn, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
}

export function LocalTime({
  iso,
  locale,
  leagueZone,
  label,
  placeholder,
}: {
  iso: string;
  locale: string;
  leagueZone: string;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState<string | null>(null);
  useEffect(
    () =>
      // Not in the hydration's own task: building the browser's first Intl formatters costs ~12 ms
      // (~50 ms on a slow phone), and the local time can wait for the main thread to be idle (issue 12).
      whenIdle(() => {
        const fmt = formatter(locale);
        const zone = fmt.resolvedOptions().timeZone;
        const d = new Date(iso);
        const mine = fmt.format(d);
        setText(zone === leagueZone || mine === formatter(locale, leagueZone).format(d) ? null : `${label} ${mine}`);
      }),
    [iso, locale, leagueZone, label],
  );
  return text ? (
    <span className="local-time">{text}</span>
  ) : (
    <span className="local-time" style={{ visibility: "hidden" }} aria-hidden="true">{`${label} ${placeholder}`}</span>
  );
}
