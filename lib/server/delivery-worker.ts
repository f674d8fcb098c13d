// Issue 38 (budgets.md revision 4): the server's delivery thread (delivery-thread.ts starts it on
// PostgreSQL). It has its own database connection and runs the same delivery as the embedded
// server runs in its event loop (lib/services/notify/delivery.ts): each message from the server
// asks for one run (the commits of the last 100 ms), and each finished run is told back.
import fs from "node:fs";
import os from "node:os";
import { parentPort } from "node:worker_threads";
import { deliverAtCommit, runHere, type RunReport } from "@/lib/services/notify/delivery";

// Background work yields to the requests: on Linux this thread's own id (/proc/thread-self) takes a
// lower priority (nice 10), the server's request thread keeping its own; elsewhere it stays as is.
try {
  os.setPriority(Number(fs.readlinkSync("/proc/thread-self").split("/").pop()), 10);
} catch {
  // not Linux, or not allowed: same priority as the server
}

// Notices this thread queues itself (a robot paused, its owner told) are delivered here too.
deliverAtCommit(true, (r: RunReport) => parentPort!.postMessage(r));
parentPort!.on("message", () => runHere());
