// Issue 12, decision 0011: Next's scripts load after the first paint.
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { lateScriptBytes, lateScripts, withLateScriptBytes, withLateScripts } from "./late-scripts.mjs";
import { DOC, N } from "./late-scripts.fixture";

/** Streams `pieces` through one rewriter and gives back everything it wrote. */
function streamed(pieces: string[]): string {
  const r = lateScripts();
  return pieces.map((p) => r.write(p)).join("") + r.end();
}

describe("withLateScripts", () => {
  const out = withLateScripts(DOC);

  it("replaces each async chunk by a queued address, with the page's nonce, and the loader once before the first", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(10hq|turbopack-07|09mm)\.js"/);
    const queued = [...out.matchAll(/<script nonce="([^"]+)">(?:\(function[^<]*?)?__ladderLate\.push\("([^"]+)"\)<\/script>/g)];
    expect(queued.map((m) => m[2])).toEqual(["/_next/static/chunks/10hq.js", "/_next/static/chunks/turbopack-07.js", "/_next/static/chunks/09mm.js"]);
    expect(queued.every((m) => m[1] === N)).toBe(true);
    expect(out.match(/w\.__ladderLate=\{push/g)).toHaveLength(1);
    expect(out.indexOf("w.__ladderLate={push")).toBeLessThan(out.indexOf('__ladderLate.push("/_next/static/chunks/10hq.js")'));
  });

  it("drops the chunk's preload and keeps everything else as it was, byte for byte", async () => {
    expect(out).not.toContain('as="script"');
    for (const kept of [
      '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/><style>b{x:1}</style>',
      '<link rel="preload" as="font" href="/f.woff2"/>',
      `<script src="/_next/static/chunks/0cz1.js" noModule="" nonce="${N}"></script>`,
      '<script src="https://example.org/x.js" async=""></script>',
      "</head><body><h1>天梯 ladder</h1><table><tr><td>一队</td></tr></table>",
      `<script nonce="${N}" id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>`,
      `<script nonce="${N}">self.__next_f.push([1,"\\u003cdiv\\u003e"])</script></body></html>`,
    ])
      expect(out).toContain(kept);
    expect(withLateScripts("<p>no scripts</p>")).toBe("<p>no scripts</p>");
    expect(withLateScripts(out)).toBe(out); // a rewritten page is left as it is
  });

  it("reads tags as a browser does, not as text: the shape of the markup does not matter, what is not a tag is not touched", async () => {
    // Upper case, unquoted and reordered attributes, a bare `async`: still the same script.
    const odd = withLateScripts(`<SCRIPT async NONCE=${N} SRC=/_next/static/chunks/a1.js></SCRIPT>`);
    expect(odd).toMatch(
      new RegExp(`^<script nonce="${N.replace(/[+/]/g, "\\$&")}">\\(function.*__ladderLate\\.push\\("/_next/static/chunks/a1\\.js"\\)</SCRIPT>$`),
    );
    // Left exactly as Next wrote them: the same text inside a comment, a script's data, a textarea
    // or an attribute (not a tag), and tags of another shape (no async; a module script; not a
    // chunk of the build).
    for (const kept of [
      '<!-- <script src="/_next/static/chunks/a1.js" async=""></script> -->',
      '<script>var s = \'<script src="/_next/static/chunks/a1.js" async="">\';</script>',
      '<textarea><script src="/_next/static/chunks/a1.js" async=""></script></textarea>',
      '<div title=\'<script src="/_next/static/chunks/a1.js" async="">\'></div>',
      '<script src="/_next/static/chunks/a1.js"></script>',
      '<script src="/_next/static/chunks/a1.js" async="" nomodule=""></script>',
      '<script src="/static/a1.js" async=""></script>',
      '<link rel="preload" as="style" href="/_next/static/chunks/a1.css"/>',
    ])
      expect(withLateScripts(kept)).toBe(kept);
  });

  it("gives the same document whatever the pieces it is streamed in (every cut, and cuts of 1 to 40 characters)", async () => {
    for (let cut = 0; cut <= DOC.length; cut++) expect(streamed([DOC.slice(0, cut), DOC.slice(cut)])).toBe(out);
    for (let size = 1; size <= 40; size++) {
      const pieces: string[] = [];
      for (let i = 0; i < DOC.length; i += size) pieces.push(DOC.slice(i, i + size));
      expect(streamed(pieces)).toBe(out);
    }
  });

  it("sends at once all but an unfinished tag at the end of a piece", () => {
    const r = lateScripts();
    expect(r.write("<p>one</p><scr")).toBe("<p>one</p>");
    expect(r.write('ipt>x()</script><p>two</p><script src="/_next/static/chunks/b.js" as')).toBe("<script>x()</script><p>two</p>");
    expect(r.write('ync=""></script>')).toMatch(/^<script>\(function.*__ladderLate\.push\("\/_next\/static\/chunks\/b\.js"\)<\/script>$/);
    expect(r.end()).toBe("");
  });
});

describe("lateScriptBytes: the bytes Next writes, not text", () => {
  const bytes = Buffer.from(DOC, "utf8");
  const expected = Buffer.from(withLateScripts(DOC), "utf8");

  it("gives the same bytes whatever the byte pieces (every cut, inside a tag or inside a three-byte character)", () => {
    expect(withLateScriptBytes(bytes).equals(expected)).toBe(true);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const r = lateScriptBytes();
      const out = Buffer.concat([r.write(bytes.subarray(0, cut)), r.write(new Uint8Array(bytes.subarray(cut))), r.end()]);
      expect(out.equals(expected), `cut at byte ${cut}`).toBe(true);
    }
  });

  it("passes a piece with nothing to change on as the very bytes it was given (no copy, no decoding)", () => {
    const piece = Buffer.from("<h1>天梯</h1><table><tr><td>一队</td></tr></table><p>", "utf8");
    const r = lateScriptBytes();
    const out = r.write(piece);
    expect(out.equals(piece)).toBe(true);
    expect(out.buffer === piece.buffer && out.byteOffset === piece.byteOffset).toBe(true); // the same memory
    expect(r.end().length).toBe(0);
  });

  it("reads a chunk's address as its text: entities decoded, characters beyond ASCII whole", () => {
    const out = withLateScripts(`<script src="/_next/static/chunks/天&#x5730;.js?dpl=a&amp;b=1" async=""></script>`);
    expect(out).toContain('__ladderLate.push("/_next/static/chunks/天地.js?dpl=a&b=1")');
    expect(withLateScripts(`<script async src="/_next/static/chunks/a.js" src="/_next/static/chunks/b.js"></script>`)).toContain(
      '__ladderLate.push("/_next/static/chunks/a.js")', // the first of a repeated attribute counts, as in a browser
    );
  });
});

describe("the loader", () => {
  const ALL = ["/_next/static/chunks/10hq.js", "/_next/static/chunks/turbopack-07.js", "/_next/static/chunks/09mm.js"];
  /** Runs the rewritten page's inline scripts against a fake browser that records what it loads. */
  function browser(opts: { readyState: "loading" | "interactive"; painted?: boolean; observer?: boolean }) {
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const listeners: Record<string, () => void> = {};
    const observers: ((list: { getEntriesByName: (n: string) => unknown[] }) => void)[] = [];
    const entries = (names: string[]) => ({ getEntriesByName: (n: string) => names.filter((x) => x === n) });
    const document = {
      readyState: opts.readyState,
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (s: { src: string }) => added.push(s.src) },
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
    };
    const context = vm.createContext({
      self: {},
      document,
      performance: entries(opts.painted ? ["first-contentful-paint"] : []),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
      ...(opts.observer === false
        ? {}
        : {
            PerformanceObserver: class {
              constructor(fn: (typeof observers)[number]) {
                observers.push(fn);
              }
              observe() {}
            },
          }),
    });
    const run = (html: string) => {
      for (const m of html.matchAll(/<script nonce="[^"]*">([^<]*)<\/script>/g))
        if (m[1].includes("__ladderLate")) vm.runInContext(m[1].replace(/(^|;)__ladderLate\.push/g, "$1self.__ladderLate.push"), context);
    };
    const paint = (name: string) => observers.forEach((o) => o(entries([name])));
    /** Runs the timers due at once (each a task of its own), in the order they were set. */
    const tasks = () => {
      const due = timers.filter((t) => t.ms === 0);
      timers.splice(0, timers.length, ...timers.filter((t) => t.ms !== 0));
      due.forEach((t) => t.fn());
      return due.length;
    };
    return { added, frames, timers, listeners, run, paint, tasks };
  }

  it("loads nothing while the page is parsed and before its first contentful paint, then everything in order, once", async () => {
    const b = browser({ readyState: "loading" });
    b.run(withLateScripts(DOC));
    b.listeners.DOMContentLoaded();
    b.paint("first-paint");
    expect(b.added).toEqual([]);
    b.paint("first-contentful-paint");
    expect(b.added).toEqual([]); // each script in a task of its own, after the paint's
    expect(b.tasks()).toBe(ALL.length);
    expect(b.added).toEqual(ALL);
    b.timers.find((t) => t.ms === 500)!.fn(); // the fallback does not load them twice
    expect(b.tasks()).toBe(0);
    expect(b.added).toEqual(ALL);
    expect(b.frames).toEqual([]);
  });

  it("loads at once when the page has already painted", async () => {
    const b = browser({ readyState: "interactive", painted: true });
    b.run(withLateScripts(DOC));
    expect(b.tasks()).toBe(ALL.length);
    expect(b.added).toEqual(ALL);
  });

  it("loads half a second after parsing when no paint comes (a tab opened in the background)", async () => {
    const b = browser({ readyState: "loading" });
    b.run(withLateScripts(DOC));
    expect(b.timers).toEqual([]);
    b.listeners.DOMContentLoaded();
    expect(b.added).toEqual([]);
    b.timers.find((t) => t.ms === 500)!.fn();
    b.tasks();
    expect(b.added).toEqual(ALL);
  });

  it("holds a form that needs the script when it is submitted before the script is ready, and loads the script at once", async () => {
    const b = browser({ readyState: "loading" });
    b.run(withLateScripts(DOC));
    const form = (attrs: string[]) => {
      const set = new Set(attrs);
      return { hasAttribute: (n: string) => set.has(n), setAttribute: (n: string) => set.add(n), attrs: set };
    };
    const submit = (target: ReturnType<typeof form>) => {
      let prevented = false;
      (b.listeners.submit as unknown as (e: unknown) => void)({ target, preventDefault: () => (prevented = true) });
      return prevented;
    };
    expect(submit(form([]))).toBe(false); // an ordinary form posts as always
    expect(submit(form(["data-needs-script", "data-ready"]))).toBe(false); // its component is ready
    expect(b.added).toEqual([]);
    const held = form(["data-needs-script"]);
    expect(submit(held)).toBe(true);
    expect(held.attrs.has("data-pending")).toBe(true);
    b.tasks();
    expect(b.added).toEqual(ALL);
  });

  it("without paint timing, loads after the frame that follows parsing", async () => {
    const b = browser({ readyState: "loading", observer: false });
    b.run(withLateScripts(DOC));
    expect(b.frames).toEqual([]);
    b.listeners.DOMContentLoaded();
    expect(b.added).toEqual([]);
    b.frames.shift()!();
    expect(b.added).toEqual([]);
    b.timers.find((t) => t.ms === 0)!.fn();
    b.tasks();
    expect(b.added).toEqual(ALL);
  });
});
