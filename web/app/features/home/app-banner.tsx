import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store.tsx';

/**
 * "Vela on your phone": there are no store listings to link to, so the banner says how to add the
 * site to the home screen. Pointless inside the native app: hidden when the server saw the shell
 * (`fromNativeShell`) or the browser found it (app store `inAppHost`, e.g. a remembered `inApp` flag).
 */
export function AppBanner({ fromNativeShell }: { fromNativeShell: boolean }) {
  const { t } = useTranslation();
  const inAppHost = useAppStore((state) => state.inAppHost);
  if (fromNativeShell || inAppHost !== null) return null;
  return (
    <section className="home-band home-app" aria-labelledby="home-app-heading" data-testid="home-app-banner">
      <h2 id="home-app-heading">{t('home.app.heading')}</h2>
      <p>{t('home.app.text')}</p>
      <ul className="home-app__steps">
        <li>{t('home.app.ios')}</li>
        <li>{t('home.app.android')}</li>
      </ul>
    </section>
  );
}
