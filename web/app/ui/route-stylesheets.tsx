import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';

/**
 * The stylesheets of the matched routes, with a precedence, so React writes them at the top of the
 * head, ahead of the module preloads (`<Links />` writes them without one, after 20-odd preloads).
 * Over HTTP/1.1 a browser opens six connections to a host: behind the preloads, the stylesheets
 * that block the first paint waited for most of the page's JavaScript to download. React's own
 * resource handling also keeps a client navigation from showing a screen before its stylesheet
 * loaded. `<Links />` still writes the same files after (the browser fetches each once).
 */
export function RouteStylesheets() {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  const hrefs = new Set(matches.flatMap((match) => framework?.manifest.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence="route" nonce={framework?.nonce} />
  ));
}
