// Issue 38: delivery starts when the transaction that queued a message commits (api.md
// "Notifications and messages"); the minute's sweep (lib/server/background.ts) only retries what
// failed. One run at a time per deliverer; a commit during a run asks for one more run, so nothing
// queued waits for the sweep. Two deliverers may both run (two instances, a server's thread and
// its sweep): each message is claimed with a lease before it is sent (lib/services/mail/mail.ts,
// chat/deliver.ts), so none is sent twice.
//
// Where the run happens: in this process's event loop ("here": the embedded database, whose one
// connection lives in this thread anyway, and tests), or handed to the server's delivery thread
// on PostgreSQL (lib/server/delivery-thread.ts; budgets.md revision 4: delivery never runs
// inside the request, and composing and posting the messages no longer shares the requests'
// event loop). The hand-off is a function the server gives, so nothing here names the thread's
// entry (which itself runs this module's "here" mode).
import { deliverOutbox } from "@/lib/services/mail/mail";
import { deliverChat } from "@/lib/services/notify/chat/deliver";

/** deliverOutbox's batch: a full one means more may wait. */
const MAIL_BATCH = 50;

export type DeliveryMode = "off" | "here" | "thread";
export type RunReport = { sent: number; failed: number };

// Process-wide (globalThis): Next bundles the instrumentation that turns delivery on apart from the
// route handlers that commit, so a module variable would be two variables.
type State = {
  mode: DeliveryMode;
  handoff: (() => void) | null;
  report: ((r: RunReport) => void) | null;
  running: boolean;
  again: boolean;
  timer: NodeJS.Timeout | null;
  gathering: NodeJS.Timeout | null;
};
const g = globalThis as unknown as { __ladderDelivery?: State };
const state = (g.__ladderDelivery ??= { mode: "off", handoff: null, report: null, running: false, again: false, timer: null, gathering: null });
// Commits within this long of each other are delivered by one run (a busy league commits many times
// a second; each run costs the claiming queries whatever it sends). A message waits at most this.
const GATHER_MS = 100;

/** Issue 38: a run again when a rate limit's window or a backoff ends (the sweep remains the fallback). */
function wakeAt(at: Date | null) {
  if (!at) return;
  if (state.timer) clearTimeout(state.timer);
  state.timer = setTimeout(
    () => {
      state.timer = null;
      runHere();
    },
    Math.max(50, Math.min(at.getTime() - Date.now(), 3_600_000)),
  );
  state.timer.unref();
}

/**
 * Delivery at commit in this event loop: the server on the embedded database, and the delivery
 * thread itself; a script that writes (the demo seed, a CLI, a test that drives delivery itself
 * with its own clock) leaves it off. `report` hears each finished run (the thread tells its server).
 */
export function deliverAtCommit(on: boolean, report: ((r: RunReport) => void) | null = null) {
  state.mode = on ? "here" : "off";
  state.handoff = null;
  state.report = report;
}

/** Delivery at commit handed to another thread (lib/server/delivery-thread.ts gives `handoff`). */
export function deliverElsewhere(handoff: () => void) {
  state.mode = "thread";
  state.handoff = handoff;
}

/** How this process delivers at commit now (GET /api/v1/health tells it). */
export function deliveryMode(): DeliveryMode {
  return state.mode;
}

/** Delivers the outbox within GATHER_MS, off the request (never awaited by it; errors are logged, the sweep retries). */
export function kickDelivery() {
  if (state.mode === "off" || state.gathering) return;
  state.gathering = setTimeout(() => {
    state.gathering = null;
    if (state.mode === "thread" && state.handoff) state.handoff();
    else if (state.mode === "here") runHere();
  }, GATHER_MS);
  state.gathering.unref();
}

/** One run in this event loop now (the delivery thread's answer to its server's hand-off). */
export function runHere() {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  const total: RunReport = { sent: 0, failed: 0 };
  const add = <R extends RunReport>(r: R) => {
    total.sent += r.sent;
    total.failed += r.failed;
    return r;
  };
  void (async () => {
    try {
      let next: Date | null = null;
      do {
        state.again = false;
        // A backlog (a sweep that ended many challenges) goes in batches until it is empty.
        for (let m = add(await deliverOutbox()); m.sent > 0 && m.sent + m.failed >= MAIL_BATCH; m = add(await deliverOutbox()));
        const c = add(await deliverChat(new Date()));
        next = c.nextAt;
      } while (state.again);
      wakeAt(next);
    } catch (err) {
      console.error("[delivery] failed; the sweep will retry", err);
    } finally {
      state.running = false;
      state.report?.(total);
    }
  })();
}
