"use client";
// Issue 22: accepting an invitation signs the person in: the account is activated through the API
// (the same service as everywhere), then the real sign-in path (next-auth credentials, with its
// throttling) opens the session, and the ladder follows.
import { useRef, useState } from "react";
import { signIn } from "next-auth/react";
import { NEEDS_SCRIPT, useHeldSubmit } from "@/components/ui/held-submit";

type Labels = { name: string; password: string; passwordHelp: string; submit: string; failed: string };

export function AcceptInvitationForm({
  token,
  email,
  suggestedName,
  home,
  locale,
  labels,
}: {
  token: string;
  email: string;
  suggestedName: string;
  home: string;
  locale: string;
  labels: Labels;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmit(form);
  return (
    <form
      ref={form}
      {...NEEDS_SCRIPT}
      method="post"
      className="stack"
      data-testid="accept-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        const f = new FormData(e.currentTarget);
        const password = String(f.get("password"));
        const res = await fetch("/api/v1/invitations/accept", {
          method: "POST",
          headers: { "content-type": "application/json", "accept-language": locale },
          body: JSON.stringify({ token, name: String(f.get("name")), password }),
        });
        if (res.status !== 201) {
          const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
          setBusy(false);
          setError(body?.error?.message ?? labels.failed);
          return;
        }
        const signed = await signIn("credentials", { redirect: false, email, password });
        window.location.assign(signed?.ok ? home : `${home === "/" ? "" : home}/signin`);
      }}
    >
      <label>
        {labels.name}
        <input name="name" defaultValue={suggestedName} required maxLength={60} autoComplete="nickname" />
      </label>
      <label>
        {labels.password}
        <input name="password" type="password" required minLength={10} autoComplete="new-password" aria-describedby="pw-help" />
      </label>
      <small id="pw-help" className="muted">
        {labels.passwordHelp}
      </small>
      {error ? (
        <p className="error" role="alert" data-testid="accept-error">
          {error}
        </p>
      ) : null}
      <div>
        <button className="primary" type="submit" disabled={busy} data-testid="accept-submit">
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
