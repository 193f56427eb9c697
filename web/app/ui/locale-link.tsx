import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { localePath, type QueryValue } from '../i18n/locale-paths.ts';
import { useRootData } from '../lib/routing/root-data.ts';

type LocaleLinkProps = Omit<LinkProps, 'to'> & { to: string; query?: Record<string, QueryValue> };

/** An in-site link in the active locale; preloads the target's code and layout on intent. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LocaleLinkProps>(function LocaleLink(
  { to, query, ...props },
  ref,
) {
  const { locale } = useRootData();
  return <Link ref={ref} prefetch="intent" {...props} to={localePath(locale, to, query)} />;
});

export function useLocalePath() {
  const { locale } = useRootData();
  return (path: string, query?: Record<string, QueryValue>) => localePath(locale, path, query);
}
