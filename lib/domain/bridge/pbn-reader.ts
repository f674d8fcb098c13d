// PBN 2.1 as files are really written (issue 23): the lexical layer only. A file is a sequence
// of games separated by an empty line; a game is tag pairs `[Name "value"]`, some followed by a
// section of data lines (`[Auction "N"]`, `[Play "W"]`, `[OptimumResultTable "…"]`); `%` lines
// (directives such as "%Content-type", "%Creator", BridgeComposer's "%BCOptions") and `;`
// comments are skipped; `{…}` commentary may span lines and blank lines; a value "#" repeats the
// same tag's value of the previous game (PBN 2.1 §3.4, the export-format shorthand). Every tag
// keeps the line it was read on, so problems are named by line. Pure.

export type PbnTag = { name: string; value: string; line: number; section: string[] };
export type PbnGame = { line: number; tags: Map<string, PbnTag> };
export type PbnSyntaxError = {
  line: number;
  error: "pbn_unterminated_commentary" | "pbn_unterminated_string" | "pbn_bad_tag" | "pbn_tag_too_long" | "too_many_games" | "too_many_errors";
};

/**
 * Issue 35: the reader's bounds. A tag's value is at most `tagChars` long (a deal is at most 80
 * characters; an event's name a line); reading stops after `maxGames` games (about twice a
 * match's) or `maxErrors` errors, each said once. Every step looks only ahead of itself on the
 * same line, so the reading's time is linear in the text.
 */
export type ReadLimits = { tagChars: number; maxGames: number; maxErrors: number };
export const PBN_LIMITS: ReadLimits = { tagChars: 255, maxGames: 128, maxErrors: 100 };

/** Reads the games of a PBN text; tag names are looked up lower-case. */
export function readPbnGames(text: string, limits: ReadLimits = PBN_LIMITS): { games: PbnGame[]; errors: PbnSyntaxError[] } {
  const games: PbnGame[] = [];
  const errors: PbnSyntaxError[] = [];
  const src = text.replace(/\r\n?/g, "\n");
  let game: PbnGame | null = null;
  let lastTag: PbnTag | null = null;
  let line = 1;
  let i = 0;
  let lineStart = true;
  const endGame = () => {
    if (game && game.tags.size) games.push(game);
    game = null;
    lastTag = null;
  };
  /** The end of the current line (or of the text). */
  const lineEnd = (from: number) => {
    const n = src.indexOf("\n", from);
    return n < 0 ? src.length : n;
  };
  while (i < src.length) {
    if (games.length >= limits.maxGames) {
      errors.push({ line, error: "too_many_games" });
      break;
    }
    if (errors.length >= limits.maxErrors) {
      errors.push({ line, error: "too_many_errors" });
      break;
    }
    const ch = src[i];
    if (lineStart && ch === "%") {
      // an escape/directive line, to its end
      while (i < src.length && src[i] !== "\n") i++;
      continue;
    }
    if (ch === "\n") {
      line++;
      i++;
      // an empty line (only blanks) ends the game
      let j = i;
      while (j < src.length && (src[j] === " " || src[j] === "\t")) j++;
      if (src[j] === "\n" || j >= src.length) endGame();
      lineStart = true;
      continue;
    }
    if (ch === " " || ch === "\t") {
      i++;
      continue;
    }
    lineStart = false;
    if (ch === ";") {
      while (i < src.length && src[i] !== "\n") i++;
      continue;
    }
    if (ch === "{") {
      const start = line;
      const close = src.indexOf("}", i + 1);
      if (close < 0) {
        errors.push({ line: start, error: "pbn_unterminated_commentary" });
        break;
      }
      for (let k = i; k < close; k++) if (src[k] === "\n") line++;
      i = close + 1;
      continue;
    }
    if (ch === "[") {
      const m = /^\[\s*([A-Za-z0-9_]+)\s+"/.exec(src.slice(i, i + 200));
      if (!m) {
        errors.push({ line, error: "pbn_bad_tag" });
        while (i < src.length && src[i] !== "\n") i++;
        continue;
      }
      // the quoted value, with \" and \\ escapes, on one line
      let k = i + m[0].length;
      let value = "";
      let closed = false;
      let tooLong = false;
      while (k < src.length && src[k] !== "\n") {
        if (value.length > limits.tagChars) {
          tooLong = true;
          break;
        }
        if (src[k] === "\\" && (src[k + 1] === '"' || src[k + 1] === "\\")) {
          value += src[k + 1];
          k += 2;
          continue;
        }
        if (src[k] === '"') {
          closed = true;
          break;
        }
        value += src[k++];
      }
      const eol = lineEnd(k);
      const close = closed ? src.slice(k, eol).indexOf("]") : -1;
      const end = close >= 0 ? k + close : -1;
      if (tooLong || !closed || end < 0) {
        errors.push({ line, error: tooLong ? "pbn_tag_too_long" : closed ? "pbn_bad_tag" : "pbn_unterminated_string" });
        i = eol;
        continue;
      }
      if (!game) game = { line, tags: new Map() };
      const g = game as PbnGame;
      const name = m[1];
      const prev = games.at(-1)?.tags.get(name.toLowerCase());
      const tag: PbnTag = { name, value: value === "#" && prev ? prev.value : value, line, section: [] };
      g.tags.set(name.toLowerCase(), tag);
      lastTag = tag;
      i = end + 1;
      continue;
    }
    // a data token of the last tag's section (auction calls, played cards, table rows)
    let k = i;
    while (k < src.length && !/[\s{};[]/.test(src[k])) k++;
    const token = src.slice(i, k);
    const t = lastTag as PbnTag | null;
    if (t) t.section.push(token);
    i = k;
  }
  endGame();
  return { games, errors };
}

/** A tag's value, or undefined when the game lacks it. */
export const tagValue = (g: PbnGame, name: string) => g.tags.get(name.toLowerCase())?.value;
