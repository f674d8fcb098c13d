// npm run bench: the reads — pages rendered and from the page cache, API pages and full lists
// against their trivial floors, queries per cached read, and the ladder page's client JavaScript.
import zlib from "node:zlib";
import { DURATION, RENDER, cannon } from "./common";

export async function reads(url: string, serverCpuMs: () => number) {
  // Pages twice: rendered on every request (the budget: "server time ≤ 2× a trivial page rendered
  // in the same layout"), and as served to anonymous visitors from the page cache (pages/s).
  // API routes as the clients of a JSON API ask (browsers, fetch, curl --compressed, requests):
  // accepting gzip. The full lists are also asked for uncompressed (…Identity), printed beside: at
  // 780 kB per answer that figure is bound by the load generator parsing the bytes, on the same
  // two cores (docs/benchmarks.md).
  const GZIP = { "accept-encoding": "gzip" };
  // …Revalidated: a client that already has the answer asks again with its entity tag and gets
  // 304 with no body (issue 24): the cost of a poll that finds nothing new.
  const routes: [string, string, Record<string, string>?, "revalidate"?][] = [
    ["floorRoute", "/api/v1/health", GZIP],
    ["floorPageRendered", "/about", RENDER],
    ["ladderPageRendered", "/", RENDER],
    ["ratingsPageRendered", "/ratings", RENDER],
    ["teamPageRendered", "/teams/t500", RENDER],
    ["floorPage", "/about"],
    ["ladderApi", "/api/v1/ladder", GZIP],
    ["ladderApiAll", "/api/v1/ladder?limit=all", GZIP],
    ["ratingsApi", "/api/v1/ratings", GZIP],
    ["ratingsApiAll", "/api/v1/ratings?limit=all", GZIP],
    ["ladderApiAllIdentity", "/api/v1/ladder?limit=all"],
    ["ratingsApiAllIdentity", "/api/v1/ratings?limit=all"],
    ["ladderApiAllRevalidated", "/api/v1/ladder?limit=all", GZIP, "revalidate"],
    ["ladderPage", "/"],
    ["ratingsPage", "/ratings"],
    ["teamPage", "/teams/t500"],
  ];
  const r: Record<string, { rps: number; mean: number; cpu: number }> = {};
  for (const [name, path, asked, revalidate] of routes) {
    const tag = revalidate ? (await fetch(`${url}${path}`, { headers: asked })).headers.get("etag") : null;
    if (revalidate && !tag) throw new Error(`${path}: no ETag to revalidate with`);
    const headers = tag ? { ...asked, "if-none-match": tag } : asked;
    await cannon(`${url}${path}`, 2, headers); // warm-up, discarded
    const cpu0 = serverCpuMs();
    const x = await cannon(`${url}${path}`, DURATION, headers);
    // A revalidation must be answered 304 every time (autocannon counts it among the non-2xx).
    const wrong = revalidate ? x.non2xx - x["3xx"] + x["2xx"] : x.non2xx;
    if (wrong) throw new Error(`${path}: ${wrong} answers not ${revalidate ? "304" : "2xx"}`);
    // The server process's own CPU per answer (user + system, from /proc): its work, whatever the load generator costs.
    r[name] = { rps: x.requests.average, mean: x.latency.mean, cpu: (serverCpuMs() - cpu0) / Math.max(1, x.requests.total) };
  }
  console.log(`  route                       req/s   mean ms   × floor   server CPU ms/answer`);
  for (const [name] of routes) {
    const floor = name.endsWith("PageRendered") ? r.floorPageRendered.mean : name.endsWith("Page") ? r.floorPage.mean : r.floorRoute.mean;
    console.log(
      `  ${name.padEnd(26)} ${r[name].rps.toFixed(0).padStart(6)}  ${r[name].mean.toFixed(2).padStart(8)}  ${(r[name].mean / floor).toFixed(2).padStart(7)}   ${r[name].cpu.toFixed(2).padStart(6)}`,
    );
  }
  return r;
}

/** Queries per cached read: the process's query count around warm anonymous reads. */
export async function cachedReadQueries(url: string) {
  const count = async () => ((await (await fetch(`${url}/api/v1/health`)).json()) as { queries: number }).queries;
  const paths = ["/", "/ratings", "/teams/t500", "/api/v1/ladder", "/api/v1/ratings"];
  for (const p of paths) await fetch(`${url}${p}`); // warm
  const q0 = await count();
  for (let i = 0; i < 5; i++) for (const p of paths) await fetch(`${url}${p}`);
  const q1 = await count();
  return (q1 - q0) / (5 * paths.length);
}

export async function clientJs(url: string) {
  const html = await (await fetch(`${url}/`)).text();
  // Script tags, and the chunks server.mjs queues to load after the first paint (decision 0011).
  const tags = [
    ...[...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)].map((m) => ({ src: m[2], nomodule: /nomodule/i.test(m[1] + m[3]) })),
    ...[...html.matchAll(/__ladderLate\.push\("([^"]+)"\)/g)].map((m) => ({ src: m[1], nomodule: false })),
  ];
  const chunks: { src: string; kb: number; nomodule: boolean }[] = [];
  for (const t of tags) chunks.push({ ...t, kb: zlib.gzipSync(Buffer.from(await (await fetch(new URL(t.src, url))).arrayBuffer())).length / 1024 });
  const kb = chunks.filter((c) => !c.nomodule).reduce((a, c) => a + c.kb, 0);
  const all = chunks.reduce((a, c) => a + c.kb, 0);
  console.log(
    `  client JS, first load of the ladder page: ${kb.toFixed(1)} kB gzip (${all.toFixed(1)} kB with the nomodule polyfills modern browsers skip); biggest:`,
  );
  for (const c of [...chunks].sort((a, b) => b.kb - a.kb).slice(0, 4))
    console.log(`    ${c.kb.toFixed(1).padStart(6)} kB  ${c.src.split("/").pop()}${c.nomodule ? "  (nomodule, not counted)" : ""}`);
  return kb;
}
