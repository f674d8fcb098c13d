// Issue 38: delivery starts when the transaction that queued a message commits (api.md
// "Notifications and messages"); the minute's sweep (lib/server/background.ts) only retries what
// failed. One run at a time per process; a commit during a run asks for one more run, so nothing
// queued waits for the sweep. Two processes may both run: each message is claimed with a lease
// before it is sent (lib/services/mail/mail.ts), so none is sent twice.
import { deliverOutbox } from "@/lib/services/mail/mail";
import { deliverChat } from "@/lib/services/notify/chat/deliver";

let enabled = false;
let running = false;
let again = false;
let timer: NodeJS.Timeout | null = null;

/** Issue 38: a run again when a rate limit's window or a backoff ends (the sweep remains the fallback). */
function wakeAt(at: Date | null) {
  if (!at) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(
    () => {
      timer = null;
      kickDelivery();
    },
    Math.max(50, Math.min(at.getTime() - Date.now(), 3_600_000)),
  );
  timer.unref();
}

/**
 * Delivery at commit is the server's (lib/server/background.ts turns it on); a script that writes
 * (the demo seed, a CLI, a test that drives delivery itself with its own clock) leaves it off.
 */
export function deliverAtCommit(on: boolean) {
  enabled = on;
}

/** Delivers the outbox now, off the request (never awaited by it; errors are logged, the sweep retries). */
export function kickDelivery() {
  if (!enabled) return;
  if (running) {
    again = true;
    return;
  }
  running = true;
  void (async () => {
    try {
      let next: Date | null = null;
      do {
        again = false;
        await deliverOutbox();
        next = (await deliverChat(new Date())).nextAt;
      } while (again);
      wakeAt(next);
    } catch (err) {
      console.error("[delivery] failed; the sweep will retry", err);
    } finally {
      running = false;
    }
  })();
}
