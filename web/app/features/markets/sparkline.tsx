/** A 24 h price line: drawn from closes scaled to the box. Display only, so plain numbers are fine here. */
export function Sparkline({ closes, rising }: { closes: readonly string[]; rising: boolean }) {
  if (closes.length < 2) return <svg className="sparkline" aria-hidden="true" viewBox="0 0 100 30" />;
  const values = closes.map(Number);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values
    .map(
      (value, index) =>
        `${((index / (values.length - 1)) * 100).toFixed(1)},${(28 - ((value - min) / span) * 26).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg className="sparkline" aria-hidden="true" viewBox="0 0 100 30" preserveAspectRatio="none">
      <polyline
        points={points}
        fill="none"
        stroke={rising ? 'var(--up)' : 'var(--down)'}
        strokeWidth="1.5"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
