"use client";
import { useRef, useState } from "react";
import { NEEDS_SCRIPT, useHeldSubmit } from "@/components/ui/held-submit";
import { signIn } from "next-auth/react";

type Labels = { email: string; password: string; submit: string; failed: string; tooMany: string; unverified: string };

export function SignInForm({ labels, callbackUrl }: { labels: Labels; callbackUrl: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmit(form);
  return (
    <form
      ref={form}
      {...NEEDS_SCRIPT}
      className="stack"
      data-testid="sign-in-form"
      // Submitted before the page's script has run, the form is held and sent once it has
      // (useHeldSubmit); with no script at all it posts to the page itself, which renders it
      // again: a password never lands in a URL, a history or a log.
      method="post"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        const f = new FormData(e.currentTarget);
        const res = await signIn("credentials", { redirect: false, email: String(f.get("email")), password: String(f.get("password")) });
        setBusy(false);
        // The server page passed a checked same-site path (lib/auth/safe-redirect.ts); check again here.
        if (res?.ok && !res.error) window.location.assign(callbackUrl.startsWith("/") && !/^\/[\\/]/.test(callbackUrl) ? callbackUrl : "/");
        else setError(res?.error?.startsWith("too_many_requests") ? labels.tooMany : res?.error === "email_unverified" ? labels.unverified : labels.failed);
      }}
    >
      <label>
        {labels.email}
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        {labels.password}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button className="primary" type="submit" disabled={busy}>
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
