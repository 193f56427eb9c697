import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
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
          <div className="home-actions">
            <LocaleLink
              to="/trade"
              native
              className="button button--primary"
              data-track-module="home_hero"
              data-track-element="trade"
            >
              {t('home.signedIn.trade')}
            </LocaleLink>
            <LocaleLink
              to="/wallet"
              native
              className="button"
              data-track-module="home_hero"
              data-track-element="wallet"
            >
              {t('home.signedIn.wallet')}
            </LocaleLink>
          </div>
        </div>
      ) : (
        <SignUpEntry />
      )}
    </section>
  );
}
