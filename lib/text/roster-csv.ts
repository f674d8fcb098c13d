// A roster CSV as rows (issue 22), pure apart from its libraries: the bytes decoded (UTF-8 with or
// without BOM, or GB18030/GBK as Excel and WPS save it: lib/text/decode.ts) and read with
// csv-parse. Runs inside the file worker (lib/server/file-work.ts, issue 35).
import { parse } from "csv-parse/sync";
import { decodeText } from "@/lib/text/decode";
import { HEADER_NAMES, type ImportProblem, type ImportRow } from "@/lib/domain/accounts/roster-import";

export const IMPORT_MAX_ROWS = 2000;

/** The text of an uploaded CSV (lib/text/decode.ts; GB18030 when nothing better is known). */
export const decodeCsv = (bytes: Uint8Array) => decodeText(bytes, { fallback: "GB18030" });

/** CSV text → rows with their line numbers (header on line 1), or the problems of its shape. */
export function readRows(text: string): { rows: ImportRow[]; problems: ImportProblem[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { info: true, skip_empty_lines: true, relax_column_count: true, trim: true, bom: true, delimiter: [",", ";", "\t", "，"] }) as never;
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return { rows: [], problems: [{ line, code: "import_csv_syntax" }] };
  }
  if (records.length === 0) return { rows: [], problems: [{ line: 1, code: "import_empty" }] };
  const header = records[0].record.map((h) => HEADER_NAMES[h.trim().toLowerCase()] ?? HEADER_NAMES[h.trim()]);
  const need = ["team", "email", "name", "role"] as const;
  if (need.some((n) => !header.includes(n))) return { rows: [], problems: [{ line: records[0].info.lines, code: "import_header" }] };
  if (records.length - 1 > IMPORT_MAX_ROWS) return { rows: [], problems: [{ line: 1, code: "import_too_large", params: { max: IMPORT_MAX_ROWS } }] };
  const rows = records.slice(1).map(({ record, info }) => {
    const cell = (n: (typeof need)[number]) => record[header.indexOf(n)] ?? "";
    return { line: info.lines, team: cell("team"), email: cell("email"), name: cell("name"), role: cell("role") };
  });
  return { rows, problems: [] };
}
