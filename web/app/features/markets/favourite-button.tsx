/** A star that toggles a pair in the favourites; its pressed state is what screen readers announce. */
export function FavouriteButton({ pressed, label, onToggle }: { pressed: boolean; label: string; onToggle(): void }) {
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
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
