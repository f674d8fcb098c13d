// Issue 38: delivery starts when the transaction that queued a message commits (api.md
// "Notifications and messages"); the minute's sweep (lib/server/background.ts) only retries what
// failed. One run at a time per process; a commit during a run asks for one more run, so nothing
// queued waits for the sweep. Two processes may both run: each message is claimed with a lease
// before it is sent (lib/services/mail/mail.ts), so none is sent twice.
import { deliverOutbox } from "@/lib/services/mail/mail";
import { deliverChat } from "@/lib/services/notify/chat/deliver";

/** deliverOutbox's batch: a full one means more may wait. */
const MAIL_BATCH = 50;

// Process-wide (globalThis): Next bundles the instrumentation that turns delivery on apart from the
// route handlers that commit, so a module variable would be two variables.
const g = globalThis as unknown as {
  __ladderDelivery?: { enabled: boolean; running: boolean; again: boolean; timer: NodeJS.Timeout | null; gathering: NodeJS.Timeout | null };
};
const state = (g.__ladderDelivery ??= { enabled: false, running: false, again: false, timer: null, gathering: null });
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
      run();
    },
    Math.max(50, Math.min(at.getTime() - Date.now(), 3_600_000)),
  );
  state.timer.unref();
}

/**
 * Delivery at commit is the server's (lib/server/background.ts turns it on); a script that writes
 * (the demo seed, a CLI, a test that drives delivery itself with its own clock) leaves it off.
 */
export function deliverAtCommit(on: boolean) {
  state.enabled = on;
}

/** Delivers the outbox within GATHER_MS, off the request (never awaited by it; errors are logged, the sweep retries). */
export function kickDelivery() {
  if (!state.enabled || state.gathering) return;
  state.gathering = setTimeout(() => {
    state.gathering = null;
    run();
  }, GATHER_MS);
  state.gathering.unref();
}

function run() {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  void (async () => {
    try {
      let next: Date | null = null;
      do {
        state.again = false;
        // A backlog (a sweep that ended many challenges) goes in batches until it is empty.
        for (let m = await deliverOutbox(); m.sent > 0 && m.sent + m.failed >= MAIL_BATCH; m = await deliverOutbox());
        next = (await deliverChat(new Date())).nextAt;
      } while (state.again);
      wakeAt(next);
    } catch (err) {
      console.error("[delivery] failed; the sweep will retry", err);
    } finally {
      state.running = false;
    }
  })();
}
