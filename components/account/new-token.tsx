"use client";
// Creates a personal API token through POST /api/v1/auth/tokens and shows it once (issue 10).
import { useRef, useState } from "react";
import { NEEDS_SCRIPT, useHeldSubmit } from "@/components/ui/held-submit";

type Labels = { name: string; days: string; create: string; shown: string; failed: string };

export function NewToken({ labels }: { labels: Labels }) {
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmit(form);
  return (
    <form
      ref={form}
      {...NEEDS_SCRIPT}
      className="stack"
      data-testid="new-token-form"
      // Submitted before the page's script has run, the form is held and sent once it has
      // (useHeldSubmit); with no script at all it posts to the page itself, which renders it
      // again: a password never lands in a URL, a history or a log.
      method="post"
      onSubmit={async (e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        const res = await fetch("/api/v1/auth/tokens", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: String(f.get("name") ?? ""), expiresInDays: Number(f.get("days") ?? 90) }),
        });
        if (!res.ok) return setError(true);
        setError(false);
        setToken(((await res.json()) as { token: string }).token);
      }}
    >
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
      <div>
        <button className="secondary" type="submit">
          {labels.create}
        </button>
      </div>
      {token ? (
        <p className="notice" role="status">
          {labels.shown} <code data-testid="new-token">{token}</code>
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {labels.failed}
        </p>
      ) : null}
    </form>
  );
}
