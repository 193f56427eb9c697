import { createContext, useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';

/**
 * The build's stylesheets by the path a page requests them at (`/assets/x.css`). entry.server.tsx
 * provides them from the load context in a production build; undefined in development and in the
 * browser.
 */
export const InlineStylesheetsContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

const PRECEDENCE = 'route';

/** React Router marks a stylesheet that a lazily loaded chunk also imports with a trailing `#`. */
const fileOf = (href: string) => href.split('#')[0] ?? href;

/** The stylesheets this document arrived with inline, under the keys React wrote (`data-href`, space-separated). */
const inlinedByTheServer: ReadonlySet<string> = new Set(
  typeof document === 'undefined'
    ? []
    : Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-href]')).flatMap((element) =>
        (element.dataset.href ?? '').split(' '),
      ),
);

/**
 * The stylesheets of the matched routes (the root's tokens first, the screen's last), in the
 * document itself: the server writes each one's text in a `<style>` with the response's nonce, so
 * the first paint waits for no request after the document (a stylesheet link blocks it for a round
 * trip, and over HTTP/1.1 the links shared six connections with twenty-odd module preloads).
 * Cached across document loads they are not, which a first visit does not miss; client navigations
 * load a new screen's stylesheets as files, and React's resource handling keeps that screen from
 * showing before they are in. In the browser React adopts the server's `<style>` elements by their
 * keys, so they are not shipped twice. Without the texts (development) they are links.
 */
export function RouteStylesheets() {
  const framework = useContext(FrameworkContext);
  const inline = useContext(InlineStylesheetsContext);
  const matches = useMatches();
  const hrefs = new Set(matches.flatMap((match) => framework?.manifest.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => {
    const text = inline?.get(fileOf(href));
    if (text !== undefined) {
      return (
        <style key={href} href={href} precedence={PRECEDENCE} nonce={framework?.nonce}>
          {text}
        </style>
      );
    }
    if (inlinedByTheServer.has(href)) return <style key={href} href={href} precedence={PRECEDENCE} />;
    return <link key={href} rel="stylesheet" href={href} precedence={PRECEDENCE} nonce={framework?.nonce} />;
  });
}
