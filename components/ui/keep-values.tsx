"use client";
// Issue 37: a page form that comes back with an error keeps what was typed, and marks the fields
// to check. Every page form carries it (LocaleField). On submit the form's visible values (never a
// password, a file or a hidden field) go to sessionStorage under the page and the form's place;
// when the action sends the browser back with `?error=…&fields=a, b`, they are put back (React
// resets a form after its action) and each named field is marked: aria-invalid, and its label
// says "please check this" (a data attribute shown by CSS: no node is added to React's tree).
// `?ok=` forgets them. Without a script the page posts as before and the values are not kept.
import { useEffect, useRef } from "react";
import { useSearchParams } from "next/navigation";

const KEY = "ladder:kept-form";
type Kept = { path: string; form: number; at: number; values: [string, string | boolean][] };

function formOf(el: HTMLElement | null) {
  const form = el?.closest("form");
  return form ? { form, index: Array.from(document.forms).indexOf(form) } : null;
}

function kept(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) {
  return !(el instanceof HTMLInputElement && ["password", "hidden", "file", "submit", "button"].includes(el.type)) && !!el.name;
}

export function KeepValues({ checkText }: { checkText: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const query = useSearchParams();

  useEffect(() => {
    const found = formOf(ref.current);
    if (!found) return;
    const { form, index } = found;
    const save = () => {
      const values: Kept["values"] = [];
      for (const el of Array.from(form.elements) as HTMLInputElement[]) {
        if (!kept(el)) continue;
        if (el.type === "checkbox" || el.type === "radio") values.push([`${el.name}=${el.value}`, el.checked]);
        else if (el instanceof HTMLSelectElement && el.multiple) values.push([el.name, Array.from(el.selectedOptions, (o) => o.value).join("\n")]);
        else values.push([el.name, el.value]);
      }
      try {
        sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, form: index, at: Date.now(), values } satisfies Kept));
      } catch {
        /* storage full or refused: nothing kept */
      }
    };
    form.addEventListener("submit", save);
    return () => form.removeEventListener("submit", save);
  }, []);

  const error = query.get("error");
  const fields = query.get("fields");
  useEffect(() => {
    const found = formOf(ref.current);
    if (!found) return;
    const { form, index } = found;
    let saved: Kept | null = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Kept | null;
    } catch {
      saved = null;
    }
    const mine = !!saved && saved.path === location.pathname && saved.form === index && Date.now() - saved.at < 10 * 60_000;
    if (!error) {
      if (mine && query.get("ok")) sessionStorage.removeItem(KEY);
      return;
    }
    if (!mine || !saved) return;
    const restore = () => {
      const values = new Map(saved.values);
      for (const el of Array.from(form.elements) as HTMLInputElement[]) {
        if (!kept(el)) continue;
        if (el.type === "checkbox" || el.type === "radio") {
          const v = values.get(`${el.name}=${el.value}`);
          if (typeof v === "boolean") el.checked = v;
        } else if (el instanceof HTMLSelectElement && el.multiple) {
          const v = String(values.get(el.name) ?? "").split("\n");
          for (const o of Array.from(el.options)) o.selected = v.includes(o.value);
        } else if (values.has(el.name)) el.value = String(values.get(el.name));
      }
      const names = (fields ?? "").split(/,\s*/).filter(Boolean);
      let first: HTMLElement | null = null;
      for (const name of names) {
        const el = form.querySelector<HTMLElement>(`[name="${CSS.escape(name.split(".")[0])}"]`);
        if (!el) continue;
        el.setAttribute("aria-invalid", "true");
        const alert = document.querySelector('[data-testid="flash-error"]');
        if (alert) {
          alert.id ||= "flash-error";
          const by = (el.getAttribute("aria-describedby") ?? "").split(" ").filter((x) => x && x !== alert.id);
          el.setAttribute("aria-describedby", [...by, alert.id].join(" "));
        }
        const label = (el as HTMLInputElement).labels?.[0] ?? el.closest("label") ?? el.closest("fieldset")?.querySelector("legend");
        label?.setAttribute("data-check", checkText);
        first ??= el;
      }
      first?.focus();
    };
    restore();
    // React resets a form once its action has finished, which may come after this effect.
    const late = requestAnimationFrame(restore);
    return () => cancelAnimationFrame(late);
  }, [error, fields, query, checkText]);

  return <span ref={ref} hidden />;
}
