// What this host charges for the two things a fresh browser renderer and a busy server do most
// besides computing: a system call, and the first touch of memory the kernel has just handed
// out. Printed by `npm run bench`, `npm run soak` and `npm run lighthouse` beside their figures,
// so that a figure can be read against the machine it came from (docs/benchmarks.md, fourteenth
// session: this sandbox's system calls cost ~1 µs and its page faults ~12 µs, several times a
// common host's, and a score measured here is bounded by that, whatever the code does).
import { closeSync, fstatSync, openSync } from "node:fs";

export type HostProbe = {
  /** One small system call made from Node (fstat on an open file), in microseconds. */
  syscallUs: number;
  /** The first write to a fresh 4 kB page (the page fault), in microseconds, net of a second write. */
  pageFaultUs: number;
};

const PAGE = 4096;
// Above glibc's largest mmap threshold (32 MB), so every probe gets pages the kernel has not yet
// backed (an allocation below it can come back from the heap, already touched).
const FRESH_BYTES = 64 * 1024 * 1024;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function syscallUs(): number {
  const fd = openSync(process.execPath, "r");
  try {
    const runs: number[] = [];
    for (let r = 0; r < 5; r++) {
      const n = 20_000;
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < n; i++) fstatSync(fd);
      runs.push(Number(process.hrtime.bigint() - t0) / 1000 / n);
    }
    return median(runs);
  } finally {
    closeSync(fd);
  }
}

function pageFaultUs(): number {
  const runs: number[] = [];
  for (let r = 0; r < 3; r++) {
    const buf = Buffer.allocUnsafeSlow(FRESH_BYTES); // malloc → mmap: no page touched yet
    const t0 = process.hrtime.bigint();
    buf.fill(1);
    const t1 = process.hrtime.bigint();
    buf.fill(2); // the same pages again: the cost of writing the bytes alone
    const t2 = process.hrtime.bigint();
    runs.push(Number(t1 - t0 - (t2 - t1)) / 1000 / (FRESH_BYTES / PAGE));
  }
  return median(runs);
}

export function probeHost(): HostProbe {
  return { syscallUs: Number(syscallUs().toFixed(2)), pageFaultUs: Number(pageFaultUs().toFixed(2)) };
}

export function describeHost(p: HostProbe): string {
  return `host: a system call ${p.syscallUs} µs, a page's first touch ${p.pageFaultUs} µs`;
}
