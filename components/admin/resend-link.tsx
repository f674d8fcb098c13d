"use client";
// Issue 37: sends an invitation (again, or for the first time when it was staged) and shows its new
// link with a copy button, for a group chat; the old link stops working. Without a script the form
// posts to the page action (the mail goes out; the link is not shown, it never travels in a URL).
import { useId, useState } from "react";
import { postToApi } from "@/components/ui/held-form";
import { CopyButton } from "@/components/ui/copy-button";
import { resendInvitationAction } from "@/app/[locale]/onboarding/actions";

export function ResendLink({
  id,
  locale,
  labels,
}: {
  id: string;
  locale: string;
  labels: { send: string; link: string; copy: string; copied: string; failed: string };
}) {
  const field = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      action={resendInvitationAction}
      className="stack"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          const res = await postToApi(`/api/v1/invitations/${encodeURIComponent(id)}/resend`, locale, {});
          const link = typeof res.body?.url === "string" ? res.body.url : null;
          setUrl(link);
          setError(link ? null : (res.message ?? labels.failed));
        } finally {
          setBusy(false);
        }
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="invitationId" value={id} />
      <button className="link-button" type="submit" disabled={busy} data-testid="send-invitation">
        {labels.send}
      </button>
      {url ? (
        <span className="actions">
          <input id={field} readOnly value={url} aria-label={labels.link} size={24} data-testid="invitation-link" />
          <CopyButton target={field} label={labels.copy} done={labels.copied} />
        </span>
      ) : null}
      {error ? (
        <span className="error" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}
