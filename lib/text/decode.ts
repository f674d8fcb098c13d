// The text of an uploaded file (issues 22 and 23), whatever tool wrote it: a byte-order mark
// decides; then a charset the file declares (PBN's "%Content-type: text/x-pbn; charset=…");
// then valid UTF-8 is UTF-8; else chardet's guess among the charsets such files are written in
// (GB18030/GBK by Chinese Windows tools, ISO-8859-1/Windows-1252 by Western ones), converted
// with iconv-lite. Nothing here guesses a charset iconv-lite cannot decode.
import chardet from "chardet";
import iconv from "iconv-lite";

export type Decoded = { text: string; encoding: string };

/** The charset a PBN file declares in its first lines ("%Content-type: text/x-pbn; charset=ISO-8859-1"). */
export function declaredCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString("latin1");
  const m = /^%\s*Content-type:[^\n]*charset\s*=\s*"?([\w.:-]+)/im.exec(head);
  return m && iconv.encodingExists(m[1]) ? m[1].toUpperCase() : null;
}

/**
 * Decodes `bytes`. `declared` is a charset the file names (honoured unless a BOM says otherwise);
 * `fallback` is used when chardet guesses nothing usable (GB18030 for CSV from a Chinese
 * spreadsheet, ISO-8859-1 for PBN, the standard's default).
 */
export function decodeText(bytes: Uint8Array, opts: { declared?: string | null; fallback?: string } = {}): Decoded {
  const buf = Buffer.from(bytes);
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return { text: buf.subarray(3).toString("utf8"), encoding: "UTF-8 (BOM)" };
  if (buf[0] === 0xff && buf[1] === 0xfe) return { text: iconv.decode(buf.subarray(2), "utf16le"), encoding: "UTF-16LE" };
  if (buf[0] === 0xfe && buf[1] === 0xff) return { text: iconv.decode(buf.subarray(2), "utf16be"), encoding: "UTF-16BE" };
  if (opts.declared && iconv.encodingExists(opts.declared)) {
    const enc = opts.declared.toUpperCase();
    return { text: enc === "UTF-8" || enc === "UTF8" ? buf.toString("utf8") : iconv.decode(buf, enc), encoding: enc };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(buf), encoding: "UTF-8" };
  } catch {
    const fallback = opts.fallback ?? "GB18030";
    // Issue 35: a Chinese spreadsheet's roster has few Chinese characters among its ASCII (names
    // only), and chardet then guesses EUC-KR or windows-1257 for GB18030. Where GB18030 is the
    // expected charset, bytes that read as GB18030 without a single invalid sequence and give
    // Chinese characters are GB18030.
    if (fallback === "GB18030") {
      const text = iconv.decode(buf, "GB18030");
      if (!text.includes("\uFFFD") && /[\u4e00-\u9fff]/.test(text)) return { text, encoding: "GB18030" };
    }
    const guess = chardet.detect(buf) ?? fallback;
    const encoding = /^(GB|Big5|EUC|Shift_JIS|ISO-2022)/i.test(guess)
      ? guess.toUpperCase().startsWith("GB")
        ? "GB18030"
        : guess
      : /^(ISO-8859|windows-125)/i.test(guess)
        ? guess
        : fallback;
    return { text: iconv.decode(buf, encoding), encoding };
  }
}
