import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store.tsx';
import { shareTargets } from './share-links.ts';

/** Share links (new tab, no opener) and a copy-link button for a content page's canonical URL. */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const showNotice = useAppStore((state) => state.showNotice);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showNotice(t('content.linkCopied'));
    } catch {
      showNotice(t('content.copyFailed'));
    }
  };
  return (
    <section className="share-bar" aria-labelledby="share-heading">
      <h2 id="share-heading" className="share-bar__heading">
        {t('content.share')}
      </h2>
      <ul className="share-bar__list">
        {shareTargets(url, title).map((target) => (
          <li key={target.network}>
            <a
              className="button button--ghost"
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              data-network={target.network}
            >
              {t(`content.shareOn.${target.network}`)}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="button button--ghost" onClick={() => void copy()}>
            {t('content.copyLink')}
          </button>
        </li>
      </ul>
    </section>
  );
}
