// The page's local times share one idle callback (components/ui/when-idle.ts, decision 0012).
import { describe, expect, test, vi } from "vitest";
import { idleQueue } from "@/components/ui/when-idle";

function fakeScheduler() {
  const asked: (() => void)[] = [];
  return { asked, request: (run: () => void) => void asked.push(run) };
}

describe("idleQueue", () => {
  test("a dozen callers ask the browser once; the one idle callback runs them all, in order", () => {
    const scheduler = fakeScheduler();
    const whenIdle = idleQueue(scheduler);
    const ran: number[] = [];
    for (let i = 0; i < 12; i++) whenIdle(() => ran.push(i));
    expect(scheduler.asked).toHaveLength(1);
    expect(ran).toEqual([]);
    scheduler.asked[0]();
    expect(ran).toEqual([...Array(12).keys()]);
  });

  test("a cancelled call does not run; the others still do", () => {
    const scheduler = fakeScheduler();
    const whenIdle = idleQueue(scheduler);
    const ran: string[] = [];
    whenIdle(() => ran.push("a"));
    const cancel = whenIdle(() => ran.push("b"));
    whenIdle(() => ran.push("c"));
    cancel();
    scheduler.asked[0]();
    expect(ran).toEqual(["a", "c"]);
  });

  test("after the callback has run, the next call asks again; work queued while it runs waits for the next one", () => {
    const scheduler = fakeScheduler();
    const whenIdle = idleQueue(scheduler);
    const ran: string[] = [];
    whenIdle(() => {
      ran.push("first");
      whenIdle(() => ran.push("queued while running"));
    });
    scheduler.asked[0]();
    expect(ran).toEqual(["first"]);
    expect(scheduler.asked).toHaveLength(2);
    scheduler.asked[1]();
    expect(ran).toEqual(["first", "queued while running"]);
    whenIdle(() => ran.push("later"));
    expect(scheduler.asked).toHaveLength(3);
  });

  test("one that throws does not stop the others; its error is thrown again in a task of its own", () => {
    vi.useFakeTimers();
    try {
      const scheduler = fakeScheduler();
      const whenIdle = idleQueue(scheduler);
      const ran: string[] = [];
      whenIdle(() => ran.push("a"));
      whenIdle(() => {
        throw new Error("broken");
      });
      whenIdle(() => ran.push("c"));
      expect(() => scheduler.asked[0]()).not.toThrow();
      expect(ran).toEqual(["a", "c"]);
      expect(() => vi.runAllTimers()).toThrow("broken");
    } finally {
      vi.useRealTimers();
    }
  });

  test("the same function queued twice runs twice (each call is an entry of its own)", () => {
    const scheduler = fakeScheduler();
    const whenIdle = idleQueue(scheduler);
    let n = 0;
    const fn = () => n++;
    whenIdle(fn);
    whenIdle(fn);
    scheduler.asked[0]();
    expect(n).toBe(2);
  });
});
