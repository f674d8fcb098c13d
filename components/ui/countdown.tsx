"use client";
// A live countdown to a deadline; rendered on the server first, then ticking each second.
import { useEffect, useState } from "react";

function format(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `${d > 0 ? `${d}d ` : ""}${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(sec).padStart(2, "0")}`;
}

export function Countdown({ deadline, serverNow, overdue }: { deadline: string; serverNow: string; overdue: string }) {
  // The league clock may be overridden (demos): count from the server's now, not the browser's.
  const [skew] = useState(() => new Date(serverNow).getTime() - Date.now());
  const [now, setNow] = useState(() => new Date(serverNow).getTime());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now() + skew), 1000);
    return () => clearInterval(t);
  }, [skew]);
  const left = new Date(deadline).getTime() - now;
  return <span className={left <= 0 ? "countdown overdue" : "countdown"}>{left <= 0 ? overdue : format(left)}</span>;
}
