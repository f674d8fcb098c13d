// Issue 35: an e-mail address as the account flows take it: exactly one plain address (RFC 5321's
// dot-atom local part, a host name of labels), lower-cased, at most 254 characters. No display
// name, no list, no comment, no quoted local part, no line break: "a@x, b@x" and
// "v@x\r\nBcc: e@evil" are not addresses, so a mail goes to the one address that was checked and
// every limit is keyed on that address. A one-label host ("a@club", as on an intranet) is taken.
// Issue 37 (api.md "Club setup"): full-width forms, as a Chinese input method types them ("＠",
// "．", full-width letters and digits), are read as their ASCII forms (Unicode NFKC). Pure.
const ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})*$`);

export const EMAIL_MAX = 254;

/** The address in its one stored form, or null when the text is not exactly one plain address. */
export function parseEmail(text: unknown): string | null {
  if (typeof text !== "string" || text.length > EMAIL_MAX + 64) return null;
  const email = text.normalize("NFKC").trim().toLowerCase();
  if (email.length === 0 || email.length > EMAIL_MAX) return null;
  const at = email.indexOf("@");
  if (at < 1 || at > 64) return null;
  return ADDRESS.test(email) ? email : null;
}
