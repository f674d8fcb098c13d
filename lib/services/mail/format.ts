// What a mail looks like (issue 22): a plain-text part and a simple HTML part with the league's
// name, in the recipient's language (the outbox row's text already is); notifications carry an
// unsubscribe link (List-Unsubscribe, RFC 2369/8058), security mails do not.
import { LINK_MARKER } from "@/lib/services/mail/sealed-link";
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The text and HTML parts of a queued mail. Issue 35: nothing in the body becomes a link except the
 * one link the mail was written with (`link`, put where LINK_MARKER stands); a URL typed into a
 * name or a team name stays plain text.
 */
export function renderMail(m: {
  subject: string;
  body: string;
  league: string;
  link?: string | null;
  unsubscribeUrl?: string | null;
  unsubscribeLabel?: string;
}): {
  text: string;
  html: string;
} {
  const footer = m.unsubscribeUrl ? `\n\n— ${m.league}\n${m.unsubscribeLabel ?? "Unsubscribe"}: ${m.unsubscribeUrl}` : `\n\n— ${m.league}`;
  const body = m.link ? m.body.split(LINK_MARKER).join(m.link) : m.body;
  const text = `${body}${footer}`;
  const anchor = m.link ? `<a href="${escape(m.link)}">${escape(m.link)}</a>` : escape(LINK_MARKER);
  // Issue 38: a notice's action ("回复挑战：[link]") as a button a thumb can press.
  const action = (p: string) => /^([^\n]{1,40}?)[：:] ?\[link\]$/.exec(p);
  const paragraphs = m.body
    .split(/\n{2,}/)
    .map((p) => {
      const a = m.link ? action(p) : null;
      if (a)
        return `<p style="margin:16px 0"><a href="${escape(m.link!)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escape(a[1])}</a></p>`;
      return `<p style="margin:0 0 12px">${p.split(LINK_MARKER).map(escape).join(anchor).replace(/\n/g, "<br>")}</p>`;
    })
    .join("");
  const unsubscribe = m.unsubscribeUrl ? `<br><a href="${escape(m.unsubscribeUrl)}" style="color:#666">${escape(m.unsubscribeLabel ?? "Unsubscribe")}</a>` : "";
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escape(m.subject)}</title></head><body style="font-family:system-ui,-apple-system,'Noto Sans CJK SC',sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px;overflow-wrap:anywhere"><div style="font-weight:600;color:#1d4ed8;margin-bottom:12px">${escape(m.league)}</div>${paragraphs}<hr style="border:none;border-top:1px solid #ddd;margin:16px 0"><div style="font-size:12px;color:#666">${escape(m.league)}${unsubscribe}</div></body></html>`;
  return { text, html };
}

/** The domain part of a From address, for Message-IDs ("Ladder <ladder@club.cn>" → club.cn). */
export function mailDomain(from: string): string {
  const m = /@([A-Za-z0-9.-]+)/.exec(from);
  return m ? m[1] : "localhost";
}
