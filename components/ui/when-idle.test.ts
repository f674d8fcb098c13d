// The page's local times share one idle callback (components/ui/when-idle.ts, decision 0012).
import { describe, expect, test } from "vitest";
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

  test("the same function queued twice runs twice (two local times may share a formatter call)", () => {
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
