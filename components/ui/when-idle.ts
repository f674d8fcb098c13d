// Work that can wait for an idle main thread (decision 0012): the viewer's local times
// (components/ui/local-time.tsx). A page shows a dozen of them; each asked the browser for an idle
// callback of its own in the hydration's effects task (6–11 ms of it for the ladder page's twelve in
// Lighthouse's CPU profiles on the project's machine, Lighthouse's wrapper of the call included),
// and each callback then rendered once. They share one callback instead: the first call asks for
// it, later calls join its queue, and it runs them all in one task (their state updates render
// together: React batches the updates of one task). One that throws does not stop the others; its
// error is thrown again in a task of its own, where the browser reports it.

type Scheduler = { request: (run: () => void) => void };

/** The browser's idle callback (within a second), or a task of its own where it is missing. */
const browser: Scheduler = {
  request: (run) => (typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 0)),
};

/** A queue of work for the next idle moment; `request` is the browser's unless a test gives its own. */
export function idleQueue(scheduler: Scheduler = browser) {
  const queue = new Set<() => void>();
  let asked = false;
  const run = () => {
    asked = false;
    const due = [...queue];
    queue.clear();
    for (const fn of due) {
      try {
        fn();
      } catch (err) {
        setTimeout(() => {
          throw err;
        }, 0);
      }
    }
  };
  /** Runs `fn` at the next idle moment, with the rest of the queue, in the order queued; returns the cancel. */
  return function whenIdle(fn: () => void): () => void {
    const entry = () => fn();
    queue.add(entry);
    if (!asked) {
      asked = true;
      scheduler.request(run);
    }
    return () => void queue.delete(entry);
  };
}

export const whenIdle = idleQueue();
