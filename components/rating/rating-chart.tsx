// A rating history as an inline SVG line (server-rendered; no chart library shipped to the client).
export function RatingChart({ points, label }: { points: { at: string; rating: number }[]; label: string }) {
  if (points.length < 2) return null;
  const w = 640, h = 180, pad = 28;
  const ys = points.map((p) => p.rating);
  const min = Math.floor(Math.min(...ys) / 25) * 25 - 25;
  const max = Math.ceil(Math.max(...ys) / 25) * 25 + 25;
  const x = (i: number) => pad + (i * (w - 2 * pad)) / (points.length - 1);
  const y = (r: number) => h - pad - ((r - min) * (h - 2 * pad)) / (max - min);
  const d = points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(" ");
  return (
    <svg className="chart" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label}>
      {[min, (min + max) / 2, max].map((v) => (
        <g key={v}>
          <line x1={pad} x2={w - pad} y1={y(v)} y2={y(v)} stroke="#e3e7e3" />
          <text x={2} y={y(v) + 4} fontSize="10" fill="#5e6a63">{Math.round(v)}</text>
        </g>
      ))}
      <path d={d} fill="none" stroke="#1f6f4a" strokeWidth="2" />
      {points.map((p, i) => (
        <circle key={i} cx={x(i)} cy={y(p.rating)} r="3" fill="#1f6f4a">
          <title>{`${p.at.slice(0, 10)} ${p.rating.toFixed(2)}`}</title>
        </circle>
      ))}
    </svg>
  );
}
