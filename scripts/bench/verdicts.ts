// npm run bench: one verdict per line of budgets.md from a database's figures.
import type { Figures } from "./common";
import { seasonVerdicts } from "./seasons";

export function verdicts(kind: string, f: Figures) {
  const lines: [string, boolean, string][] = [
    [
      "pages ≤ 2× the trivial page (rendered)",
      Number(f.ladderPageRatio) <= 2 && Number(f.ratingsPageRatio) <= 2 && Number(f.teamPageRatio) <= 2,
      `${f.ladderPageRatio} / ${f.ratingsPageRatio} / ${f.teamPageRatio} (from the page cache: ${f.ladderPageCachedRatio} / ${f.ratingsPageCachedRatio} / ${f.teamPageCachedRatio})`,
    ],
    ["ladder page ≥ 300 pages/s", Number(f.ladderPagePerSecond) >= 300, `${f.ladderPagePerSecond}`],
    ["API page of 100 ≤ 2× the trivial route", Number(f.ladderApiRatio) <= 2 && Number(f.ratingsApiRatio) <= 2, `${f.ladderApiRatio} / ${f.ratingsApiRatio}`],
    [
      "API full list ≤ 5×",
      Number(f.ladderApiAllRatio) <= 5 && Number(f.ratingsApiAllRatio) <= 5,
      `${f.ladderApiAllRatio} / ${f.ratingsApiAllRatio} (gzip; uncompressed: ${f.ladderApiAllIdentityRatio} / ${f.ratingsApiAllIdentityRatio}; revalidated, 304: ${f.ladderApiAllRevalidatedRatio})`,
    ],
    ["cached reads: 0 queries", Number(f.cachedReadQueries) === 0, `${f.cachedReadQueries}`],
    // revision 3: ≤ 25 ms on PostgreSQL
    ["mutation p95 ≤ 50 ms (≤ 25 ms on PostgreSQL)", Number(f.mutationP95Ms) <= (kind === "postgresql" ? 25 : 50), `${f.mutationP95Ms} ms`],
    ["sweep 100 of 10,000 ≤ 1 s", Number(f.sweepMs) <= 1000, `${f.sweepMs} ms`],
    ["replay 100k ≤ 0.5 s, 1M ≤ 5 s", Number(f.replay100kMs) <= 500 && Number(f.replay1mMs) <= 5000, `${f.replay100kMs} / ${f.replay1mMs} ms`],
    ["client JS ≤ 150 kB gzip", Number(f.clientJsKb) <= 150, `${f.clientJsKb} kB`],
    [
      "server memory ≤ 300 MB idle, ≤ 512 MB load",
      Number(f.serverRssDemoIdleMb) <= 300 && Number(f.serverRssIdleMb) <= 300 && Number(f.serverRssLoadMb) <= 512,
      `demo idle ${f.serverRssDemoIdleMb} MB, bench idle ${f.serverRssIdleMb} MB, load ${f.serverRssLoadMb} MB`,
    ],
    [
      "double-dummy analysis of 16 boards ≤ 8 s",
      Number(f.ddsAnalysis16Ms) <= 8000,
      `${f.ddsAnalysis16Ms} ms${f.ddsIdleMeanMs ? `; ladder API ${f.ddsIdleMeanMs} → ${f.ddsBusyMeanMs} ms while it runs` : ""}`,
    ],
    [
      "backup and restore each ≤ 60 s, verify clean",
      Number(f.backupS) <= 60 && Number(f.restoreS) <= 60 && Number(f.restoreVerifyClean) === 1,
      `${f.backupS} / ${f.restoreS} s, ${f.backupKb} kB`,
    ],
    ...seasonVerdicts(f),
  ];
  console.log(`\n[${kind}] budgets`);
  for (const [what, ok, fig] of lines) console.log(`  ${ok ? "met    " : "NOT MET"}  ${what.padEnd(40)} ${fig}`);
}
