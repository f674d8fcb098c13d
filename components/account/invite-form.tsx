"use client";
// Issue 22: creates an invitation through POST /api/v1/invitations and shows its link to share
// (clubs pass links around in group chats); the mail goes out from the outbox as well.
import { useState } from "react";
import { FormAlert, FormNotice, HeldForm, postToApi } from "@/components/ui/held-form";
import { SubmitRow } from "@/components/ui/submit-row";
import { ReasonField } from "@/components/ui/reason-field";

type Option = { value: string; label: string };
type Labels = { email: string; role: string; team: string; none: string; replaces: string; override: string; submit: string; created: string; failed: string };

export function InviteForm({
  locale,
  teamId,
  teams,
  roles,
  members,
  underT5,
  admin,
  labels,
}: {
  locale: string;
  teamId?: string;
  teams?: Option[];
  roles?: Option[];
  members?: Option[];
  underT5: boolean;
  admin: boolean;
  labels: Labels;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <HeldForm
      testId="invite-form"
      send={async (f, form) => {
        const pick = (k: string) => String(f.get(k) ?? "").trim() || undefined;
        const res = await postToApi("/api/v1/invitations", locale, {
          email: pick("email"),
          role: pick("role"),
          teamId: teamId ?? pick("teamId"),
          replaces: pick("replaces"),
          overrideReason: pick("overrideReason"),
          locale,
        });
        const created = res.status === 201 && typeof res.body?.url === "string" ? res.body.url : null;
        setUrl(created);
        setError(created ? null : (res.message ?? labels.failed));
        if (created) form.reset();
      }}
    >
      {(busy) => (
        <>
          <div className="actions">
            <label>
              {labels.email}
              <input name="email" type="email" required data-testid="invite-email" />
            </label>
            {roles ? (
              <label>
                {labels.role}
                <select name="role" defaultValue="member">
                  {roles.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {teams ? (
              <label>
                {labels.team}
                <select name="teamId" defaultValue="" data-testid="invite-team">
                  <option value="">{labels.none}</option>
                  {teams.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
          {underT5 && members ? (
            <label>
              {labels.replaces}
              <select name="replaces" defaultValue="">
                <option value="">{labels.none}</option>
                {members.map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {admin && underT5 ? <ReasonField label={labels.override} name="overrideReason" optional /> : null}
          <SubmitRow disabled={busy} testId="invite-submit">
            {labels.submit}
          </SubmitRow>
          <FormNotice label={labels.created} value={url} testId="invite-url" />
          <FormAlert text={error} testId="invite-error" />
        </>
      )}
    </HeldForm>
  );
}
