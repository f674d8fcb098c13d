// Issue 35: the reading of an uploaded file (a match file, a roster CSV), as one job a worker
// runs (file-worker.ts): the bytes decoded in their charset, then read by the format's reader.
// Pure apart from its libraries, so it can run in a worker thread without the app around it.
import { decodeText, declaredCharset } from "@/lib/text/decode";
import { readMatchFile } from "@/lib/domain/bridge/read-match";
import { decodeCsv, readRows } from "@/lib/text/roster-csv";
import type { MatchFile } from "@/lib/domain/bridge/match-file";
import type { ImportProblem, ImportRow } from "@/lib/domain/accounts/roster-import";

export type FileJob = { kind: "match"; bytes: Uint8Array; expected: number } | { kind: "roster"; bytes: Uint8Array };
export type FileJobResult<J extends FileJob> = J extends { kind: "match" }
  ? { encoding: string; file: MatchFile }
  : { encoding: string; rows: ImportRow[]; problems: ImportProblem[] };

export function runFileJob<J extends FileJob>(job: J): FileJobResult<J> {
  if (job.kind === "match") {
    const { text, encoding } = decodeText(job.bytes, { declared: declaredCharset(job.bytes), fallback: "ISO-8859-1" });
    return { encoding, file: readMatchFile(text, job.expected) } as FileJobResult<J>;
  }
  const { text, encoding } = decodeCsv(job.bytes);
  return { encoding, ...readRows(text) } as FileJobResult<J>;
}
