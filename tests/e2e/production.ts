// What the journeys on a real server share beyond the harness (issue 37): the server's system clock
// moved with libfaketime (the league's clock override is refused in production), and what every
// page of a journey must hold (axe, no sideways scroll, no raw code or English on a Chinese page).
import fs from "node:fs";
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { axe } from "./harness";

const FAKETIME_LIB = ["/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1", "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1"].find((p) =>
  fs.existsSync(p),
);

/** The server's environment for a clock read from `file` on every call (the monotonic clock untouched, so timers keep time). */
export function fakeTimeEnv(file: string): Record<string, string> {
  if (!FAKETIME_LIB) throw new Error("libfaketime is missing: apt-get install faketime (.ci/run installs it)");
  return { LD_PRELOAD: FAKETIME_LIB, FAKETIME_TIMESTAMP_FILE: file, FAKETIME_NO_CACHE: "1", FAKETIME_DONT_FAKE_MONOTONIC: "1" };
}

/** Sets the server's clock `seconds` ahead of the real one (libfaketime wants the sign). */
export function moveServerClock(file: string, seconds: number) {
  fs.writeFileSync(file, `${seconds < 0 ? "-" : "+"}${Math.abs(seconds)}\n`);
}

// Latin words a Chinese page may show: the language switch's "English", file formats, "Webhook" (as the chat apps name it) and bridge terms the club uses as such, the
// CSV's column names and role words (the import's help names them), and the zone's IANA name.
const LATIN_OK = new Set([
  "English",
  "ics",
  "Webhook",
  "IMP",
  "IMPs",
  "CSV",
  "PBN",
  "UTF",
  "Excel",
  "WPS",
  "team",
  "email",
  "name",
  "role",
  "captain",
  "deputy",
  "member",
  "Asia",
  "Shanghai",
  "Elo",
]);

/** The text a reader sees (not inside a select's options, code or a text field). */
function visibleText(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest("script, style, select, textarea, code, pre, noscript")) continue;
      if (!el.checkVisibility()) continue;
      out.push(n.textContent ?? "");
    }
    return out.join(" ");
  });
}

/** What every page of the journey must hold: axe clean, no sideways scroll, and in zh-CN no code or English. */
export async function pageHolds(page: Page, label: string) {
  await axe(page, label);
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${label}: sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
  if ((await page.getAttribute("html", "lang")) !== "zh-CN") return;
  const text = (await visibleText(page)).replace(/[\w.+-]*[@＠]+[\w.-]+/g, " ").replace(/https?:\/\/\S+/g, " ");
  expect(text.match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? [], `${label}: raw codes`).toEqual([]);
  expect([...new Set((text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !LATIN_OK.has(w)))], `${label}: English on a zh-CN page`).toEqual([]);
}
