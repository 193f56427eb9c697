import { type LocaleCode, localeByCode } from '@vela/contracts/locale-table';
import { useTranslation } from 'react-i18next';

/**
 * The body of an announcement or course. The HTML comes from the platform's Markdown renderer,
 * which escapes every character of the source and only writes a fixed set of tags with checked
 * links (server/src/content/markdown.ts): that, and only that, is why it may be set as HTML here.
 */
export function ContentBody({ html, locale }: { html: string; locale: LocaleCode }) {
  return (
    <div
      className="content-body"
      lang={localeByCode[locale].tag}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server, see above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Shown when the body (or title) is the en_US text because this locale has no translation yet. */
export function FallbackNotice() {
  const { t } = useTranslation();
  return (
    <p className="content-fallback" role="note" data-testid="fallback-notice">
      {t('content.fallbackNotice')}
    </p>
  );
}
