"use client";
// Creates a personal API token through POST /api/v1/auth/tokens and shows it once (issue 10).
import { useState } from "react";
import { FormAlert, FormNotice, HeldForm, postToApi } from "@/components/ui/held-form";
import { SubmitRow } from "@/components/ui/submit-row";

type Labels = { name: string; days: string; create: string; shown: string; failed: string };

export function NewToken({ labels }: { labels: Labels }) {
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState(false);
  return (
    <HeldForm
      testId="new-token-form"
      send={async (f) => {
        const res = await postToApi("/api/v1/auth/tokens", document.documentElement.lang, {
          name: String(f.get("name") ?? ""),
          expiresInDays: Number(f.get("days") ?? 90),
        });
        setError(res.status !== 201);
        setToken(res.status === 201 ? String(res.body?.token) : null);
      }}
    >
      {(busy) => (
        <>
          <div className="actions">
            <label>
              {labels.name}
              <input name="name" maxLength={80} />
            </label>
            <label>
              {labels.days}
              <input name="days" type="number" min={1} max={365} defaultValue={90} />
            </label>
          </div>
          <SubmitRow variant="secondary" disabled={busy}>
            {labels.create}
          </SubmitRow>
          <FormNotice label={labels.shown} value={token} testId="new-token" />
          <FormAlert text={error ? labels.failed : null} />
        </>
      )}
    </HeldForm>
  );
}
