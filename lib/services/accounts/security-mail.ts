// Security mails (invitations, password resets, address verification): queued in the outbox like
// every other mail, in the reader's language, with the league's name; no List-Unsubscribe (they
// are not notifications). Issue 37: delivery starts when the transaction commits, as for every
// other mail (lib/services/notify/delivery.ts); the sweep only retries.
import type { Tx } from "@/lib/db/client";
import { translate } from "@/lib/i18n/messages";
import { LINK_MARKER, sealLink } from "@/lib/services/mail/sealed-link";
import { plainText } from "@/lib/text/plain";
import { afterCommit } from "@/lib/db/after-commit";
import { kickDelivery } from "@/lib/services/notify/delivery";

export type SecurityMail =
  | "invitation"
  | "password_reset"
  | "password_reset_unknown"
  | "signup_verify"
  | "signup_exists"
  | "email_change"
  | "email_change_notice"
  | "email_change_taken"
  | "team_registered"
  | "team_rejected";

export async function queueSecurityMail(
  tx: Tx,
  to: string,
  locale: string,
  kind: SecurityMail,
  params: Record<string, string | number>,
  userId: string | null = null,
) {
  // Issue 35: user text (names, team names) without control characters; the link sealed, its
  // place in the stored body a marker (lib/services/mail/sealed-link.ts).
  const clean = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === "string" && k !== "url" ? plainText(v) : v]));
  const url = typeof params.url === "string" ? params.url : null;
  const p = { ...clean, league: clean.league ?? "", url: LINK_MARKER };
  await tx.emailOutbox.create({
    data: {
      to,
      subject: translate(locale, `mail.${kind}.subject`, p),
      body: translate(locale, `mail.${kind}.body`, p),
      kind: "security",
      userId,
      sealedLink: url ? sealLink(url) : null,
    },
  });
  afterCommit(tx, kickDelivery);
}
