// Issue 38 (budgets.md revision 4): on PostgreSQL the server delivers mail and chat messages in a
// worker thread of its own (delivery-worker.ts), so composing the mails, signing and posting the
// robots' messages never share the event loop that answers requests (a mutation's p95 with
// delivery on). The thread starts with the server: started at the first delivery, its loading and
// compiling (about 1.5 s of CPU beside the requests on 2 cores) landed on the first writes of a
// running server (bench of session 50). The embedded database stays in the server's thread: its
// one connection is served from there, so a thread would gain nothing (decision 0024).
//
// If the thread cannot start or ends, delivery falls back to the server's own event loop (and the
// minute's sweep still retries): a message is late at worst, never lost, never sent twice (leases).
//
// The entry is named with `new URL(…, import.meta.url)`, which Next's bundler follows (as for
// lib/server/file-work.ts); run from the sources (vitest) the entry loads through tsx's hook.
import { Worker } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { deliverAtCommit, deliverElsewhere, kickDelivery, type RunReport } from "@/lib/services/notify/delivery";

const g = globalThis as unknown as { __ladderDeliveryThread?: { worker: Worker | null; runs: number; sent: number } };
const thread = (g.__ladderDeliveryThread ??= { worker: null, runs: 0, sent: 0 });

function startWorker(): Worker {
  const options = { stdout: false, stderr: false };
  if (import.meta.url.endsWith(".ts")) {
    const entry = fileURLToPath(new URL("./delivery-worker.ts", import.meta.url));
    return new Worker(`require("tsx/cjs/api").register(); require(${JSON.stringify(entry)});`, { ...options, eval: true });
  }
  return new Worker(new URL("./delivery-worker.ts", import.meta.url), options);
}

function start(): Worker {
  const worker = startWorker();
  worker.on("message", (r: RunReport) => {
    thread.runs++;
    thread.sent += r.sent;
  });
  worker.on("error", (err) => console.error("[delivery] the delivery thread failed", err));
  worker.once("exit", (code) => {
    if (thread.worker !== worker) return; // stopped on purpose
    thread.worker = null;
    console.error(`[delivery] the delivery thread ended (${code}); delivering in the server's own event loop`);
    deliverAtCommit(true);
    kickDelivery();
  });
  // The server's life is its own: the thread never keeps a process alive.
  worker.unref();
  return worker;
}

/** The server's delivery at commit, in its thread, started now (lib/server/background.ts on PostgreSQL). */
export function deliverInThread() {
  const worker = (thread.worker ??= start());
  deliverElsewhere(() => worker.postMessage("run"));
}

/** Runs the thread has finished and messages it has sent (tests; GET /api/v1/health reads deliveryMode()). */
export function deliveryThreadStats() {
  return { running: thread.worker !== null, runs: thread.runs, sent: thread.sent };
}

/** Ends the thread (tests): delivery at commit is off afterwards. */
export async function stopDeliveryThread() {
  const w = thread.worker;
  thread.worker = null;
  deliverAtCommit(false);
  if (w) await w.terminate();
}
