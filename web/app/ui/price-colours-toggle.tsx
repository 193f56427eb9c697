import { useTranslation } from 'react-i18next';
import { type PriceColours, priceColoursCookie } from '../lib/price-colours.ts';
import { useAppStore } from '../state/app-store.tsx';
import { HeaderSwitch } from './header-switch.tsx';

/**
 * Green-up/red-up switch beside the theme's. Its icon is a rising and a falling arrow in the
 * current colours; the cookie lets the server render the choice from the first paint.
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

  return (
    <HeaderSwitch
      name="price-colours-toggle"
      label={t('header.priceColoursTo', {
        choice: next === 'upred' ? t('header.priceColoursUpred') : t('header.priceColoursUpgreen'),
      })}
      icon={
        <>
          <span className="up">▲</span>
          <span className="down">▼</span>
        </>
      }
      onClick={toggle}
      className={className}
      withLabel={withLabel}
    />
  );
}
