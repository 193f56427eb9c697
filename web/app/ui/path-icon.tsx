/** An 18px icon of one outlined path in the text's colour; the button or link it sits in carries the name. */
export function PathIcon({
  d,
  strokeWidth = '1.8',
  strokeLinejoin,
}: {
  d: string;
  strokeWidth?: string;
  strokeLinejoin?: 'round';
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path d={d} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinejoin={strokeLinejoin} />
    </svg>
  );
}
