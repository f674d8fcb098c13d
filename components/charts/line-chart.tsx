// A line chart as inline SVG, rendered on the server (issue 12: no chart library in the client
// bundle). Colours come from the theme (CSS variables), so it follows light and dark.
export function LineChart({
  points,
  label,
  invert = false,
  format = (v: number) => String(Math.round(v)),
  step = 25,
  testId,
}: {
  points: { at: string; value: number }[];
  label: string;
  invert?: boolean;
  format?: (v: number) => string;
  step?: number;
  testId?: string;
}) {
  if (points.length < 2) return null;
  const w = 640,
    h = 180,
    pad = 32;
  const ys = points.map((p) => p.value);
  const min = Math.floor(Math.min(...ys) / step) * step - (invert ? 0 : step);
  const max = Math.ceil(Math.max(...ys) / step) * step + (invert ? 0 : step);
  const span = max - min || 1;
  const x = (i: number) => pad + (i * (w - 2 * pad)) / (points.length - 1);
  const y = (v: number) => (invert ? pad + ((v - min) * (h - 2 * pad)) / span : h - pad - ((v - min) * (h - 2 * pad)) / span);
  const d = points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  const ticks = [...new Set([min, Math.round((min + max) / 2), max])];
  return (
    <svg className="chart" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label} data-testid={testId}>
      <title>{label}</title>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={pad} x2={w - pad} y1={y(v)} y2={y(v)} style={{ stroke: "var(--line)" }} />
          <text x={2} y={y(v) + 4} fontSize="11" style={{ fill: "var(--muted)" }}>
            {format(v)}
          </text>
        </g>
      ))}
      <path d={d} fill="none" strokeWidth="2" style={{ stroke: "var(--accent)" }} />
      {points.map((p, i) => (
        <circle key={i} cx={x(i)} cy={y(p.value)} r="3" style={{ fill: "var(--accent)" }}>
          <title>{`${p.at.slice(0, 10)} ${format(p.value)}`}</title>
        </circle>
      ))}
    </svg>
  );
}
