import type { ReactNode } from 'react';

/**
 * A header setting's switch (the theme, the price colours): an icon named by its label in the
 * header row, or the icon with the label's words as a menu item.
 */
export function HeaderSwitch({
  name,
  label,
  icon,
  onClick,
  className,
  withLabel = false,
}: {
  /** The switch's own class (`theme-toggle`...). */
  name: string;
  /** What a press does ("Switch to dark theme"). */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  className?: string;
  withLabel?: boolean;
}) {
  const classes = `${withLabel ? 'menu__item menu__item--button' : 'icon-button'} ${name}`;
  return (
    <button
      type="button"
      className={className ? `${classes} ${className}` : classes}
      onClick={onClick}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
    >
      <span aria-hidden="true">{icon}</span>
      {withLabel && ` ${label}`}
    </button>
  );
}
