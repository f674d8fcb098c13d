// Issue 38: delivery starts when the transaction that queued a message commits (api.md
// "Notifications and messages"); the minute's sweep (lib/server/background.ts) only retries what
// failed. One run at a time per process; a commit during a run asks for one more run, so nothing
// queued waits for the sweep. Two processes may both run: each message is claimed with a lease
// before it is sent (lib/services/mail/mail.ts), so none is sent twice.
import { deliverOutbox } from "@/lib/services/mail/mail";

let running = false;
let again = false;

/** Delivers the outbox now, off the request (never awaited by it; errors are logged, the sweep retries). */
export function kickDelivery() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  void (async () => {
    try {
      do {
        again = false;
        await deliverOutbox();
      } while (again);
    } catch (err) {
      console.error("[delivery] failed; the sweep will retry", err);
    } finally {
      running = false;
    }
  })();
}
