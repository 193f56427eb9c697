import { useTranslation } from 'react-i18next';
import { type PriceColours, priceColoursCookie } from '../lib/price-colours.ts';
import { useAppStore } from '../state/app-store.tsx';

/**
 * Green-up/red-up switch beside the theme's (an icon, or with its words in a menu). The icon is a
 * rising and a falling arrow in the current colours; the cookie lets the server render the choice.
 */
export function PriceColoursToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const { t } = useTranslation();
  const priceColours = useAppStore((state) => state.priceColours);
  const setPriceColours = useAppStore((state) => state.setPriceColours);
  const next: PriceColours = priceColours === 'upgreen' ? 'upred' : 'upgreen';

  function toggle() {
    document.cookie = priceColoursCookie(next);
    setPriceColours(next);
  }

  const label = t('header.priceColoursTo', {
    choice: next === 'upred' ? t('header.priceColoursUpred') : t('header.priceColoursUpgreen'),
  });
  const classes = withLabel ? 'menu__item menu__item--button price-colours-toggle' : 'icon-button price-colours-toggle';
  return (
    <button
      type="button"
      className={className ? `${classes} ${className}` : classes}
      onClick={toggle}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      data-price-colours-state={priceColours}
    >
      <span aria-hidden="true">
        <span className="up">▲</span>
        <span className="down">▼</span>
      </span>
      {withLabel && ` ${label}`}
    </button>
  );
}
