import './star-button.css';

/**
 * A star that toggles an item in the favourites; its pressed state is what screen readers
 * announce. `className` gives the pressed star its colour where it stands.
 */
export function StarButton({
  pressed,
  label,
  onToggle,
  className,
  size = 18,
}: {
  pressed: boolean;
  label: string;
  onToggle(): void;
  className: string;
  /** The star's width and height in px. */
  size?: number;
}) {
  return (
    <button
      type="button"
      className={`bare-icon-button star-button ${className}`}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <path
          d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
