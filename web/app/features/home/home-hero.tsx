import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store.tsx';
import { ButtonLinks } from '../../ui/button-links.tsx';
import { SignUpEntry } from './sign-up-entry.tsx';

/** Headline, subline and the next step: sign up for a visitor, trade or wallet for a signed-in user. */
export function HomeHero() {
  const { t } = useTranslation();
  const signedIn = useAppStore((state) => state.user !== null);
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <h1 id="home-hero-title">{t('home.heroTitle')}</h1>
      <p className="home-hero__subtitle">{t('home.heroSubtitle')}</p>
      {signedIn ? (
        <div className="home-hero__signed-in" data-testid="home-signed-in">
          <p>{t('home.signedIn.intro')}</p>
          <ButtonLinks
            className="home-actions"
            trackModule="home_hero"
            links={[
              { to: '/trade', label: t('home.signedIn.trade'), primary: true, native: true, trackElement: 'trade' },
              { to: '/wallet', label: t('home.signedIn.wallet'), native: true, trackElement: 'wallet' },
            ]}
          />
        </div>
      ) : (
        <SignUpEntry />
      )}
    </section>
  );
}
