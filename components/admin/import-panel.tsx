"use client";
// Issue 22: the season-start import. The CSV (pasted, or a file read as bytes so that GB18030 from
// Excel/WPS survives) goes to POST /api/v1/admin/import?dryRun=1 for a preview with every bad row
// named by its line; "import" sends the same bytes with dryRun=0 (all or nothing). Issue 37: the
// invitations go out now or later (invite=later, sent from the invitations page); while the server
// works the form says so; what is done is said as it is (mails queued, not yet received). S2: where
// the site has several ladders the admin picks the one the teams join (its own import path).
import { useState } from "react";
import { FormAlert, HeldForm, postToApi } from "@/components/ui/held-form";
import type { ImportLabel } from "./import-labels";

type Problem = { line: number; code: string; message: string };
type Team = { name: string; captain: { name: string; email: string }; deputies: { name: string }[]; members: { name: string }[] };
type Preview = { encoding: string; rows: number; teams: Team[]; problems: Problem[]; committed: boolean; staged: number };
type Labels = Record<ImportLabel | "failed", string>;

const fill = (s: string, p: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(p[k] ?? ""));

export function ImportPanel({
  locale,
  labels,
  sample,
  ladders = [],
}: {
  locale: string;
  labels: Labels;
  sample?: string;
  /** S2: the site's ladders (slug and name), the default first; a choice only where there are several. */
  ladders?: { slug: string; name: string }[];
}) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState<"preview" | "commit" | null>(null);

  // "preview" (the form's submit, also when held before the script ran) or "commit": the same bytes.
  async function send(f: FormData) {
    const file = f.get("file");
    const bytes = file instanceof File && file.size ? new Uint8Array(await file.arrayBuffer()) : new TextEncoder().encode(String(f.get("csv") ?? ""));
    const commit = f.get("mode") === "commit";
    const invite = f.get("invite") === "later" ? "later" : "now";
    const ladder = String(f.get("ladder") ?? "");
    const path = ladder && ladder !== ladders[0]?.slug ? `/api/v1/ladders/${encodeURIComponent(ladder)}/admin/import` : "/api/v1/admin/import";
    setWorking(commit ? "commit" : "preview");
    try {
      const res = await postToApi(`${path}?dryRun=${commit ? 0 : 1}&invite=${invite}`, locale, bytes, "text/csv");
      if (res.status !== 200 || !res.body || res.message) return setError(res.message ?? labels.failed);
      setError(null);
      setPreview(res.body as Preview);
    } finally {
      setWorking(null);
    }
  }

  return (
    <HeldForm testId="import-form" send={send}>
      {(busy) => (
        <>
          {ladders.length > 1 ? (
            <label>
              {labels.ladder}
              <select name="ladder" data-testid="import-ladder" onChange={() => setPreview(null)}>
                {ladders.map((l) => (
                  <option key={l.slug} value={l.slug}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label>
            {labels.paste}
            <textarea name="csv" rows={6} placeholder="team,email,name,role" defaultValue={sample} data-testid="import-csv" />
          </label>
          <label>
            {labels.file}
            <input name="file" type="file" accept=".csv,text/csv,text/plain" data-testid="import-file" />
          </label>
          <fieldset className="choices">
            <legend>{labels.inviteChoice}</legend>
            <label className="check">
              <input type="radio" name="invite" value="now" defaultChecked data-testid="import-invite-now" /> {labels.inviteNow}
            </label>
            <label className="check">
              <input type="radio" name="invite" value="later" data-testid="import-invite-later" /> {labels.inviteLater}
            </label>
          </fieldset>
          <div className="actions">
            <button className="secondary" type="submit" name="mode" value="preview" disabled={busy} data-testid="import-preview">
              {labels.preview}
            </button>
            <button
              className="primary"
              type="submit"
              name="mode"
              value="commit"
              disabled={busy || !preview || preview.problems.length > 0 || preview.committed}
              data-testid="import-commit"
            >
              {labels.commit}
            </button>
          </div>
          <p className="muted" role="status" aria-live="polite" data-testid="import-busy">
            {working ? (
              <>
                <span className="spinner" aria-hidden="true" /> {working === "commit" ? labels.busyCommit : labels.busyPreview}
              </>
            ) : null}
          </p>
          <FormAlert text={error} />
          {preview ? (
            <div data-testid="import-result">
              <p className="muted">{fill(labels.encoding, { encoding: preview.encoding, rows: preview.rows })}</p>
              {preview.problems.length ? (
                <>
                  <p className="error" role="alert" data-testid="import-problems">
                    {fill(labels.problems, { count: preview.problems.length })}
                  </p>
                  <table>
                    <thead>
                      <tr>
                        <th className="num">{labels.line}</th>
                        <th>{labels.problem}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {preview.problems.map((p, i) => (
                        <tr key={i}>
                          <td className="num">{p.line}</td>
                          <td>{p.message}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              ) : (
                <>
                  <p className="success" role="status" data-testid="import-ok">
                    {fill(preview.committed ? (preview.staged ? labels.committedLater : labels.committed) : labels.ok, {
                      teams: preview.teams.length,
                      people: preview.rows,
                    })}
                  </p>
                  <table className="import-teams">
                    <thead>
                      <tr>
                        <th scope="col">{labels.team}</th>
                        <th>{labels.captain}</th>
                        <th>{labels.deputies}</th>
                        <th>{labels.members}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {preview.teams.map((t) => (
                        <tr key={t.name}>
                          <th scope="row">{t.name}</th>
                          <td className="nowrap">{t.captain.name}</td>
                          <td>{t.deputies.map((d) => d.name).join("、") || "—"}</td>
                          <td>{t.members.map((m) => m.name).join("、") || "—"}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </div>
          ) : null}
        </>
      )}
    </HeldForm>
  );
}
