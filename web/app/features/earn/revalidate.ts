import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** A filter change only rewrites the query: the list is filtered in the page, the loader need not run. */
export function sameListOnQueryChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
