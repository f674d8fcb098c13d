// Issue 35: an uploaded file is read off the event loop, in a worker with a time limit. A hostile
// 320 kB file (the shape that once blocked every request for 104 s) previews in well under a
// second while the server's own timers keep running; a file the worker cannot finish in its time
// is a 422 `file_too_complex`, and the worker is gone.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { expect, test } from "vitest";
import { FileTooComplex, readFileInWorker } from "@/lib/server/file-work";

const hostile = Buffer.from(`[Board "1"]\n[Deal "N:x${" ".repeat(320_000)}x"]\n`);

test("a 320 kB hostile PBN is read in a worker, and the event loop never waits on it", async () => {
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const t = performance.now();
  const { file } = await readFileInWorker({ kind: "match", bytes: hostile, expected: 16 });
  const ms = performance.now() - t;
  lag.disable();
  expect(file.errors.map((e) => e.error)).toContain("pbn_tag_too_long");
  expect(ms).toBeLessThan(3_000);
  // the main thread was never blocked for long (the worker's start included)
  expect(lag.max / 1e6).toBeLessThan(250);
});

test("past its time limit the worker is ended and the answer is 422 file_too_complex", async () => {
  const err = await readFileInWorker({ kind: "match", bytes: hostile, expected: 16 }, { timeoutMs: 1 }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(FileTooComplex);
  expect((err as FileTooComplex).status).toBe(422);
});

test("a roster CSV is read in the worker too", async () => {
  const r = await readFileInWorker({ kind: "roster", bytes: Buffer.from("team,email,name,role\nA,a@x.cn,张三,captain\n") });
  expect(r.rows).toEqual([{ line: 2, team: "A", email: "a@x.cn", name: "张三", role: "captain" }]);
});
