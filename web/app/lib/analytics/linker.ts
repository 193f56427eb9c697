import { analyticsDefaults } from './constants.ts';
import type { AnalyticsLogger } from './queue.ts';

/**
 * Site linker: carries the distinct id across our sites in the `_tasdk` URL parameter (the spec's
 * name, kept exactly), so that one visitor moving between them stays one visitor.
 */
const param = analyticsDefaults.linkerParam;

/** One site links go to: a host (and its subdomains), optionally only under a path. */
export interface LinkerEntry {
  host: string;
  path: string;
  /** Put the parameter after the hash (sites routing on the hash) instead of in the query. */
  afterHash: boolean;
}

const hostLike = /^(?:[a-z0-9-]+\.)+[a-z0-9-]+(?::\d{1,5})?$/;

/**
 * Reads `{ part_url, after_hash }` entries: part_url must contain a host such as `b.example` (a
 * scheme and a path are allowed), after_hash must be a boolean. Spec section 5: other entries are
 * skipped with a warning.
 */
export function parseLinkerEntries(input: unknown, logger: AnalyticsLogger): LinkerEntry[] {
  if (!Array.isArray(input)) {
    logger.warn('analytics: siteLinker needs { linker: [{ part_url, after_hash }, ...] }');
    return [];
  }
  return input.flatMap((entry: unknown) => {
    const parsed = parseEntry(entry);
    if (!parsed) logger.warn(`analytics: skipped site-linker entry ${JSON.stringify(entry) ?? String(entry)}`);
    return parsed ? [parsed] : [];
  });
}

function parseEntry(entry: unknown): LinkerEntry | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { part_url: partUrl, after_hash: afterHash } = entry as Record<string, unknown>;
  if (typeof partUrl !== 'string' || typeof afterHash !== 'boolean') return undefined;
  const withoutScheme = partUrl
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  const cut = withoutScheme.search(/[/?#]/);
  const host = cut === -1 ? withoutScheme : withoutScheme.slice(0, cut);
  const path = cut === -1 ? '' : withoutScheme.slice(cut).replace(/[?#].*$/, '');
  return hostLike.test(host) ? { host, path, afterHash } : undefined;
}

function matches(url: URL, entry: LinkerEntry): boolean {
  const host = entry.host.includes(':') ? url.host : url.hostname;
  const hostMatches = host === entry.host || host.endsWith(`.${entry.host}`);
  return hostMatches && url.pathname.startsWith(entry.path);
}

/** Replaces our parameter in a query string (without its `?`), leaving the other pairs byte for byte. */
function withLinkerParam(query: string, distinctId: string): string {
  const kept = query.split('&').filter((pair) => pair !== '' && pair.split('=')[0] !== param);
  kept.push(`${param}=${encodeURIComponent(distinctId)}`);
  return kept.join('&');
}

/**
 * The link with `_tasdk=<distinct id>` added when it goes to a linked site, in the query or after
 * the hash as the entry says; any other link is returned unchanged.
 */
export function decorateUrl(href: string, entries: readonly LinkerEntry[], distinctId: string, base?: string): string {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return href;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return href;
  const entry = entries.find((candidate) => matches(url, candidate));
  if (!entry) return href;
  if (entry.afterHash) {
    const hash = url.hash.slice(1);
    const queryStart = hash.indexOf('?');
    const hashPath = queryStart === -1 ? hash : hash.slice(0, queryStart);
    const hashQuery = queryStart === -1 ? '' : hash.slice(queryStart + 1);
    url.hash = `${hashPath}?${withLinkerParam(hashQuery, distinctId)}`;
  } else {
    url.search = withLinkerParam(url.search.slice(1), distinctId);
  }
  return url.toString();
}

/** The distinct id a linked site passed in this URL's query or after its hash. */
export function readLinkerId(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const hash = url.hash.slice(1);
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  const id = url.searchParams.get(param) ?? new URLSearchParams(hashQuery).get(param);
  return id || undefined;
}

/** Where link clicks are heard: the document, in the browser. */
export interface ClickSource {
  addEventListener(type: 'click' | 'auxclick', listener: (event: Event) => void, capture: boolean): void;
  removeEventListener(type: 'click' | 'auxclick', listener: (event: Event) => void, capture: boolean): void;
}

interface AnchorLike {
  href: string;
  setAttribute(name: string, value: string): void;
}

/**
 * Rewrites a link's href as it is clicked (also middle click), before the browser follows it, so
 * that the id it carries is the distinct id of that moment. Returns the function that stops it.
 */
export function decorateLinksOnClick(source: ClickSource, decorate: (href: string) => string): () => void {
  const listener = (event: Event) => {
    const target = event.target as { closest?: (selector: string) => unknown } | null;
    const anchor = target?.closest?.('a[href]') as AnchorLike | null | undefined;
    if (!anchor) return;
    const decorated = decorate(anchor.href);
    if (decorated !== anchor.href) anchor.setAttribute('href', decorated);
  };
  source.addEventListener('click', listener, true);
  source.addEventListener('auxclick', listener, true);
  return () => {
    source.removeEventListener('click', listener, true);
    source.removeEventListener('auxclick', listener, true);
  };
}
