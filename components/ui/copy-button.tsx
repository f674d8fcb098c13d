"use client";
// Issue 38: copies a text (the share text for a WeChat group) to the clipboard; without the
// clipboard API (an old browser, no secure context) it selects the text for the reader to copy.
import { useState } from "react";

export function CopyButton({ target, label, done }: { target: string; label: string; done: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="secondary"
      data-testid="copy-share"
      onClick={async () => {
        const el = document.getElementById(target) as HTMLTextAreaElement | null;
        if (!el) return;
        try {
          await navigator.clipboard.writeText(el.value);
          setCopied(true);
        } catch {
          el.select();
        }
      }}
    >
      {copied ? done : label}
    </button>
  );
}
