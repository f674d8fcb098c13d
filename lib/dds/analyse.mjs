// Issue 23: double-dummy analysis with DDS (Bo Haglund's solver; Debian's libdds0) through koffi,
// in a child process of its own: the solver uses every core for a second or so per match, and
// libdds's thread pool crashes the process that unloads it at exit, so the work and the exit
// happen away from the server. Input (stdin): { deals: [{ deal: "N:…", dealer: 0-3, vul: 0-3 }] }
// (DDS's codes: dealer N E S W; vulnerable none, both, NS, EW). Output (the file named by the
// first argument): { results: [{ res: number[20], parScore, parContracts }] } or { error }.
import fs from "node:fs";
import os from "node:os";

const out = process.argv[2];
const finish = (value) => {
  fs.writeFileSync(out, JSON.stringify(value));
  // exit without running libdds's unloading (see above)
  process.kill(process.pid, "SIGKILL");
};

let input;
try {
  input = JSON.parse(fs.readFileSync(0, "utf8"));
} catch (err) {
  finish({ error: "input", message: String(err) });
}

let koffi;
let lib;
try {
  koffi = (await import("koffi")).default;
  lib = koffi.load(process.env.LADDER_DDS_LIBRARY || "libdds.so.0");
} catch (err) {
  finish({ error: "unavailable", message: String(err?.message ?? err) });
}

// dll.h of DDS 2.9: MAXNOOFBOARDS 200; with all five strains, at most 40 deals per call.
const MAX_TABLES = 40;
const DealPBN = koffi.struct("ddTableDealPBN", { cards: koffi.array("char", 80, "String") });
const DealsPBN = koffi.struct("ddTableDealsPBN", { noOfTables: "int", deals: koffi.array(DealPBN, 200) });
const TableRes = koffi.struct("ddTableResults", { resTable: koffi.array("int", 20, "Array") });
koffi.struct("ddTablesRes", { noOfBoards: "int", results: koffi.array(TableRes, 200) });
const ParRes = koffi.struct("parResults", {
  parScore: koffi.array(koffi.array("char", 16, "String"), 2),
  parContractsString: koffi.array(koffi.array("char", 128, "String"), 2),
});
koffi.struct("allParResults", { presults: koffi.array(ParRes, 40) });
koffi.struct("parResultsDealer", { number: "int", score: "int", contracts: koffi.array("uint8", 100, "Array") });
void DealsPBN;
const SetMaxThreads = lib.func("void SetMaxThreads(int)");
const CalcAllTablesPBN = lib.func(
  "int CalcAllTablesPBN(ddTableDealsPBN *dealsp, int mode, int *trumpFilter, _Out_ ddTablesRes *resp, _Out_ allParResults *presp)",
);
const DealerPar = lib.func("int DealerPar(ddTableResults *tablep, _Out_ parResultsDealer *presp, int dealer, int vulnerable)");
const ErrorMessage = lib.func("void ErrorMessage(int code, _Out_ char *line)");

const message = (code) => {
  const buf = Buffer.alloc(80);
  ErrorMessage(code, buf);
  return buf.toString("latin1").replace(/\0.*$/s, "");
};

// leave a core to the server
SetMaxThreads(Math.max(1, os.availableParallelism() - 1));
const results = [];
const deals = input.deals;
for (let i = 0; i < deals.length; i += MAX_TABLES) {
  const chunk = deals.slice(i, i + MAX_TABLES);
  const padded = chunk.map((d) => ({ cards: d.deal })).concat(Array.from({ length: 200 - chunk.length }, () => ({ cards: "" })));
  const res = {};
  const par = {};
  const rc = CalcAllTablesPBN({ noOfTables: chunk.length, deals: padded }, -1, [0, 0, 0, 0, 0], res, par);
  if (rc !== 1) finish({ error: "dds", code: rc, message: message(rc) });
  for (const [k, d] of chunk.entries()) {
    const table = res.results[k];
    const p = {};
    const prc = DealerPar(table, p, d.dealer, d.vul);
    if (prc !== 1) finish({ error: "dds", code: prc, message: message(prc) });
    const contracts = [];
    for (let c = 0; c < p.number; c++)
      contracts.push(
        Buffer.from(p.contracts.slice(c * 10, c * 10 + 10))
          .toString("latin1")
          .replace(/\0.*$/s, ""),
      );
    results.push({ res: table.resTable, parScore: p.score, parContracts: contracts });
  }
}
finish({ results });
