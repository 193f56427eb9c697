import { helpTopics } from '@vela/contracts/help-paths';
import { useTranslation } from 'react-i18next';
import { helpArticleUrl, supportLink } from '../lib/routing/help-center.ts';
import { useRootData } from '../lib/routing/root-data.ts';
import { HelpLink } from './help-link.tsx';
import { LocaleLink } from './locale-link.tsx';

export function SiteFooter() {
  const { t } = useTranslation();
  const { locale, publicConfig } = useRootData();
  const support = supportLink(publicConfig.helpCenterUrl, locale, publicConfig.chatGroupLinks);
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">
            {publicConfig.helpCenterUrl ? (
              t('footer.helpCenter')
            ) : (
              <LocaleLink to="/help">{t('footer.helpCenter')}</LocaleLink>
            )}
          </h2>
          <ul className="site-footer__links site-footer__links--grid">
            {helpTopics.map((topic) => (
              <li key={topic.key}>
                <HelpLink target={helpArticleUrl(publicConfig.helpCenterUrl, locale, topic.slug)}>
                  {t(`footer.${topic.key}`)}
                </HelpLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-products">
          <h2 id="footer-products">{t('footer.products')}</h2>
          <ul className="site-footer__links">
            <li>
              <LocaleLink to="/markets">{t('nav.markets')}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/events-announcements">{t('menus.announcements')}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/events-courses">{t('menus.courses')}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="/affiliate-register/why-join-vela">{t('menus.affiliate')}</LocaleLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support">{t('footer.support')}</h2>
          <ul className="site-footer__links">
            <li>
              <HelpLink target={support} data-support-kind={support.kind}>
                {support.kind === 'chat' ? t('footer.chatGroup') : t('footer.submitRequest')}
              </HelpLink>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__demo">{t('footer.demo')}</p>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
    </footer>
  );
}
