// Issue 35: the worker thread that reads one uploaded file (file-jobs.ts) and answers once; the
// server (file-work.ts) ends it when its time is up, so no file can hold the event loop.
import { parentPort, workerData } from "node:worker_threads";
import { runFileJob, type FileJob } from "@/lib/server/file-jobs";

try {
  parentPort!.postMessage({ ok: true, result: runFileJob(workerData as FileJob) });
} catch (err) {
  parentPort!.postMessage({ ok: false, message: String((err as Error)?.message ?? err) });
}
