// A team's form: its last results, newest first (issue 12).
type Labels = { W: string; L: string; w: string; l: string };

export function FormBadges({ form, labels }: { form: ("W" | "L")[]; labels: Labels }) {
  if (!form.length) return <span className="muted">—</span>;
  return (
    <span className="form" data-testid="form" role="img" aria-label={form.map((r) => (r === "W" ? labels.W : labels.L)).join(", ")}>
      {form.map((r, i) =>
        // Children of role="img" are presentational: the label above is what is read out. A win is a
        // <b>, a loss an <i>, each styled by its tag (no class: a ladder page has 500 of them).
        r === "W" ? <b key={i}>{labels.w}</b> : <i key={i}>{labels.l}</i>,
      )}
    </span>
  );
}
