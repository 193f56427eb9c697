import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';
import { localePath, type QueryValue } from '../i18n/locale-paths.ts';
import { nativeShell } from '../lib/native/shell.ts';
import { useRootData } from '../lib/routing/root-data.ts';
import { useAppStore } from '../state/app-store.tsx';

type LocaleLinkProps = Omit<LinkProps, 'to'> & {
  to: string;
  query?: Record<string, QueryValue>;
  /** A screen the native apps implement themselves: inside a native shell the click is handed to it. */
  native?: boolean;
};

/** An in-site link in the active locale; preloads the target's code and layout on intent. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LocaleLinkProps>(function LocaleLink(
  { to, query, native = false, onClick, ...props },
  ref,
) {
  const { locale } = useRootData();
  const { t } = useTranslation();
  const showNotice = useAppStore((state) => state.showNotice);
  const href = localePath(locale, to, query);
  return (
    <Link
      ref={ref}
      prefetch="intent"
      {...props}
      to={href}
      onClick={(event) => {
        onClick?.(event);
        if (!native || event.defaultPrevented || !nativeShell()) return;
        event.preventDefault();
        // The bridge is its own chunk: only a page inside a native shell ever calls it.
        import('../lib/native/bridge.ts')
          .then(({ openInNativeApp }) => openInNativeApp(href))
          .catch(() => showNotice(t('errors.nativeHandoffFailed')));
      }}
    />
  );
});

export function useLocalePath() {
  const { locale } = useRootData();
  return (path: string, query?: Record<string, QueryValue>) => localePath(locale, path, query);
}
