// Issue 35: uploaded files are read off the server's event loop. Each file is read in a worker
// thread of its own (file-worker.ts) with a time limit and a heap limit; past the time limit
// the worker is ended and the request answers 422 `file_too_complex`. The readers are linear
// and bounded themselves (lib/domain/bridge/pbn-reader.ts, match-file.ts); this is the second wall,
// for whatever a reader or a charset decoder was not expected to do.
//
// The worker's entry is named with `new URL(…, import.meta.url)`, which Next's bundler follows
// (it builds the worker as its own chunk); run from the sources (vitest, tsx scripts) the entry is
// TypeScript and the worker loads it through tsx's require hook.
import { Worker } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { AppError } from "@/lib/errors";
import type { FileJob, FileJobResult } from "@/lib/server/file-jobs";

export const FILE_WORK_MS = Number(process.env.LADDER_FILE_WORK_MS ?? 5_000);

export class FileTooComplex extends AppError {
  constructor() {
    super("file_too_complex", 422);
  }
}

/** A worker for one job: the bundled entry in a build, the TypeScript entry through tsx from the sources. */
function startWorker(job: FileJob): Worker {
  const options = { workerData: job, resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 4 }, stdout: false, stderr: false };
  if (import.meta.url.endsWith(".ts")) {
    const entry = fileURLToPath(new URL("./file-worker.ts", import.meta.url));
    return new Worker(`require("tsx/cjs/api").register(); require(${JSON.stringify(entry)});`, { ...options, eval: true });
  }
  return new Worker(new URL("./file-worker.ts", import.meta.url), options);
}

export function readFileInWorker<J extends FileJob>(job: J, opts: { timeoutMs?: number } = {}): Promise<FileJobResult<J>> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let settled = false;
    const done = (f: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      f();
      void worker.terminate();
    };
    const timer = setTimeout(() => done(() => reject(new FileTooComplex())), opts.timeoutMs ?? FILE_WORK_MS);
    worker.once("message", (m: { ok: true; result: FileJobResult<J> } | { ok: false; message: string }) =>
      done(() => (m.ok ? resolve(m.result) : reject(new Error(`file worker: ${m.message}`)))),
    );
    // Out of its heap: the file asked too much. Anything else (the worker could not start) is the
    // server's own fault and is not dressed up as the file's.
    worker.once("error", (err: Error & { code?: string }) => done(() => reject(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? new FileTooComplex() : err)));
    worker.once("exit", (code) => done(() => reject(new Error(`file worker ended (${code}) without an answer`))));
  });
}
