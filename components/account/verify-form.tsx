"use client";
// Issue 37: confirming an address signs the person in. The password chosen at sign-up is asked
// beside the button (the link alone never opens a session: a mail scanner or a forwarded mail
// cannot); the address is verified through the API (the same service as the page action was),
// then the real sign-in path (next-auth credentials, with its throttling) opens the session.
import { useState } from "react";
import { signIn } from "next-auth/react";
import { FormAlert, HeldForm, postToApi } from "@/components/ui/held-form";
import { SubmitRow } from "@/components/ui/submit-row";

type Labels = { help: string; password: string; submit: string; failed: string };

export function VerifyForm({ token, home, locale, labels }: { token: string; home: string; locale: string; labels: Labels }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <HeldForm
      testId="verify-form"
      send={async (f) => {
        setError(null);
        const res = await postToApi("/api/v1/signup/verify", locale, { token });
        const email = typeof res.body?.email === "string" ? res.body.email : null;
        if (res.status !== 200 || !email) return setError(res.message ?? labels.failed);
        const signed = await signIn("credentials", { redirect: false, email, password: String(f.get("password")) });
        // A mistyped password: the address is confirmed all the same; the sign-in page says the rest.
        window.location.assign(signed?.ok ? home : `${home === "/" ? "" : home}/signin?ok=verified`);
      }}
    >
      {(busy) => (
        <>
          <p className="muted">{labels.help}</p>
          <label>
            {labels.password}
            <input name="password" type="password" required autoComplete="current-password" data-testid="verify-password" />
          </label>
          <FormAlert text={error} testId="verify-error" />
          <SubmitRow disabled={busy} testId="verify-submit">
            {labels.submit}
          </SubmitRow>
        </>
      )}
    </HeldForm>
  );
}
