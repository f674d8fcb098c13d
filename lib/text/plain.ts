// Issue 35: text a person typed (a display name, a team name) as it may appear in a mail or a page:
// one line, no control or format characters (line breaks, tabs, bidirectional overrides, zero-width
// joiners used to hide a URL), spaces collapsed. Applied when names are stored and again when a mail
// is written, so an older row cannot smuggle a line into an official mail either.
// Cc (controls, line breaks), the line and paragraph separators, and the format characters of Cf
// (zero-width and bidirectional marks, the soft hyphen, the BOM) except the zero-width joiner of
// emoji sequences.
const CONTROL = /[\p{Cc}\u00ad\u061c\u180e\u200b\u200c\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]+/gu;

export function plainText(text: string): string {
  return text.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}
