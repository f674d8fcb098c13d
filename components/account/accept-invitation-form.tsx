"use client";
// Issue 22: accepting an invitation signs the person in: the account is activated through the API
// (the same service as everywhere), then the real sign-in path (next-auth credentials, with its
// throttling) opens the session, and the ladder follows.
import { useState } from "react";
import { signIn } from "next-auth/react";
import { FormAlert, HeldForm, postToApi } from "@/components/ui/held-form";
import { NewPasswordField } from "@/components/account/fields";
import { SubmitRow } from "@/components/ui/submit-row";

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
  return (
    <HeldForm
      testId="accept-form"
      send={async (f) => {
        setError(null);
        const password = String(f.get("password"));
        const res = await postToApi("/api/v1/invitations/accept", locale, { token, name: String(f.get("name")), password });
        if (res.status !== 201) return setError(res.message ?? labels.failed);
        const signed = await signIn("credentials", { redirect: false, email, password });
        window.location.assign(signed?.ok ? home : `${home === "/" ? "" : home}/signin`);
      }}
    >
      {(busy) => (
        <>
          <label>
            {labels.name}
            <input name="name" defaultValue={suggestedName} required maxLength={60} autoComplete="nickname" />
          </label>
          <NewPasswordField label={labels.password} help={labels.passwordHelp} />
          <FormAlert text={error} testId="accept-error" />
          <SubmitRow disabled={busy} testId="accept-submit">
            {labels.submit}
          </SubmitRow>
        </>
      )}
    </HeldForm>
  );
}
