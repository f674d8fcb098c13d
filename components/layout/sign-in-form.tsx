"use client";
import { useState } from "react";
import { signIn } from "next-auth/react";
import { FormAlert, HeldForm } from "@/components/ui/held-form";
import { SubmitRow } from "@/components/ui/submit-row";

type Labels = { email: string; password: string; submit: string; failed: string; tooMany: string; unverified: string };

export function SignInForm({ labels, callbackUrl }: { labels: Labels; callbackUrl: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <HeldForm
      testId="sign-in-form"
      send={async (f) => {
        setError(null);
        const res = await signIn("credentials", { redirect: false, email: String(f.get("email")), password: String(f.get("password")) });
        // The server page passed a checked same-site path (lib/auth/safe-redirect.ts); check again here.
        if (res?.ok && !res.error) window.location.assign(callbackUrl.startsWith("/") && !/^\/[\\/]/.test(callbackUrl) ? callbackUrl : "/");
        else setError(res?.error?.startsWith("too_many_requests") ? labels.tooMany : res?.error === "email_unverified" ? labels.unverified : labels.failed);
      }}
    >
      {(busy) => (
        <>
          <label>
            {labels.email}
            <input name="email" type="email" autoComplete="username" required />
          </label>
          <label>
            {labels.password}
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          <FormAlert text={error} />
          <SubmitRow disabled={busy}>{labels.submit}</SubmitRow>
        </>
      )}
    </HeldForm>
  );
}
