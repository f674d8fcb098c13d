"use client";
// A live countdown to a deadline; rendered on the server first, then ticking each second.
import { useEffect, useState } from "react";

/** The time left as "2天 23:59:56" / "2d 23:59:56" (days only when there are some). */
export function countdownText(ms: number, day: string): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `${d > 0 ? `${d}${day} ` : ""}${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(sec).padStart(2, "0")}`;
}

/** `day`: the reader's unit for whole days ("天", "d"; issue 37: not "2d" on a Chinese page). */
export function Countdown({
  deadline,
  serverNow,
  offsetMs = 0,
  overdue,
  day,
}: {
  deadline: string;
  serverNow: string;
  offsetMs?: number;
  overdue: string;
  day: string;
}) {
  // The league clock may be overridden (demos): the browser counts with the league's offset from
  // the real clock (not from the moment the page was rendered, which a cached page can predate).
  const [now, setNow] = useState(() => new Date(serverNow).getTime());
  useEffect(() => {
    const tick = () => setNow(Date.now() + offsetMs);
    tick();
    const t = setInterval(tick, 1000);
    return () => clearInterval(t);
  }, [offsetMs]);
  const left = new Date(deadline).getTime() - now;
  return <span className={left <= 0 ? "countdown overdue" : "countdown"}>{left <= 0 ? overdue : countdownText(left, day)}</span>;
}
