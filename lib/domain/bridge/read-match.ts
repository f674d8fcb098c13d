// Issue 23: a match file in any of the formats the bridge server and results programs write:
// BBO's .lin when it looks like one, else PBN.
import { looksLikeLin, type MatchFile } from "@/lib/domain/bridge/match-file";
import { readLinMatch } from "@/lib/domain/bridge/lin";
import { readPbnMatch } from "@/lib/domain/bridge/pbn";

export function readMatchFile(text: string, expected = 16): MatchFile {
  return looksLikeLin(text) ? readLinMatch(text, expected) : readPbnMatch(text, expected);
}
