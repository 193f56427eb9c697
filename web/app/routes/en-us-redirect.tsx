import { redirect } from 'react-router';
import type { Route } from './+types/en-us-redirect';

/** /en_US/... names the default locale, which is served without a prefix: a permanent redirect. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/en_US(?=\/|$)/, '') || '/';
  return redirect(`${path}${url.search}`, 301);
}
