"use client";
// A form sent by its component's script (sign-in, a new API token, an invitation, the import):
// held until the script has run (decision 0011, useHeldSubmit); with no script at all it posts to
// the page itself, which renders it again, so a password never lands in a URL, a history or a log.
// `send` gets the form's fields; while it runs the form is busy (its buttons say so through
// `busy`). Its messages: <FormAlert> for a failure, <FormNotice> for what worked.
import { useRef, useState, type ReactNode } from "react";
import { NEEDS_SCRIPT, useHeldSubmit } from "./held-submit";

export function HeldForm({
  testId,
  send,
  children,
}: {
  testId: string;
  send: (fields: FormData, form: HTMLFormElement) => Promise<void>;
  children: (busy: boolean) => ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  useHeldSubmit(form);
  return (
    <form
      ref={form}
      {...NEEDS_SCRIPT}
      method="post"
      className="stack"
      data-testid={testId}
      onSubmit={async (e) => {
        e.preventDefault();
        const el = e.currentTarget;
        setBusy(true);
        try {
          // With the button that sent it (its name and value), as a plain post would have.
          await send(new FormData(el, (e.nativeEvent as SubmitEvent).submitter), el);
        } finally {
          setBusy(false);
        }
      }}
    >
      {children(busy)}
    </form>
  );
}

export function FormAlert({ text, testId }: { text: string | null; testId?: string }) {
  return text ? (
    <p className="error" role="alert" data-testid={testId}>
      {text}
    </p>
  ) : null;
}

export function FormNotice({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return value ? (
    <p className="notice" role="status">
      {label} <code data-testid={testId}>{value}</code>
    </p>
  ) : null;
}

/** POSTs JSON (or bytes) to the API in the page's language; the answer's body and, on failure, its translated message. */
export async function postToApi(
  path: string,
  locale: string,
  body: unknown,
  contentType = "application/json",
): Promise<{ status: number; body: Record<string, unknown> | null; message: string | undefined }> {
  const res = await fetch(path, {
    method: "POST",
    headers: { "content-type": contentType, "accept-language": locale },
    body: contentType === "application/json" ? JSON.stringify(body) : (body as BodyInit),
  });
  const json = (await res.json().catch(() => null)) as ({ error?: { message?: string } } & Record<string, unknown>) | null;
  return { status: res.status, body: json, message: json?.error?.message };
}
