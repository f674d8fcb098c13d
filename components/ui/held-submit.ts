// Decision 0011: Next's scripts load after the first paint, so a form that needs its component's
// script (sign-in, a new API token) can be submitted before that script has run. The page's loader
// (lib/http/late-scripts.mjs) holds such a form (`data-needs-script`) and marks it `data-pending`;
// this hook marks it ready once hydrated and sends what was held, so the visitor's click counts.
import { useEffect, type RefObject } from "react";

export const NEEDS_SCRIPT = { "data-needs-script": "" } as const;

export function useHeldSubmit(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const f = form.current;
    if (!f) return;
    f.setAttribute("data-ready", "");
    if (f.hasAttribute("data-pending")) {
      f.removeAttribute("data-pending");
      f.requestSubmit();
    }
  }, [form]);
}
