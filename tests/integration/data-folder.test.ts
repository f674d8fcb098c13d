// Issue 35, point 8: the embedded database's folder is the owner's alone. PGlite writes its files
// 0666 (968 of 1,158 were world-writable); every start leaves the folder 0700 and no file under it
// readable or writable by others, whatever was there before.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { startEmbedded, stopEmbedded } from "@/lib/db/embedded";

function openToOthers(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink() || st.isSocket()) return;
    if ((st.mode & 0o077) !== 0) out.push(`${path.relative(dir, p) || "."} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
  };
  walk(dir);
  return out;
}

test("the data folder is 0700 and nothing in it is open to others, at every start", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ladder-data-"));
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, "auth-secret"), "s", { mode: 0o666 });
  fs.chmodSync(path.join(dir, "auth-secret"), 0o666);
  await startEmbedded(dir);
  try {
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dir)).toEqual([]);
    expect(fs.readdirSync(path.join(dir, "pglite")).length).toBeGreaterThan(5);
  } finally {
    await stopEmbedded(dir);
  }
  // Loosened again while stopped (a copy, an archive tool): fixed at the next start.
  fs.chmodSync(dir, 0o777);
  fs.chmodSync(path.join(dir, "pglite", "PG_VERSION"), 0o666);
  await startEmbedded(dir);
  try {
    expect(openToOthers(dir)).toEqual([]);
  } finally {
    await stopEmbedded(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
