/**
 * Inline Markdown (code spans, links, strong, emphasis, autolinks, hard breaks) to HTML. Nothing
 * of the source reaches the output unescaped: text goes through `escapeHtml`, and the only tags are
 * the ones written here. Links keep their href only when `safeHref` accepts it, otherwise the text
 * stays and the link goes.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Link targets that can do no harm: http(s) URLs, mailto addresses, paths on this site and
 * fragments. Everything else (javascript:, data:, vbscript:, protocol-relative //host, entity
 * tricks, whitespace or quotes inside) is refused, so the link is dropped and its text kept.
 */
export function safeHref(raw: string): string | undefined {
  const href = raw.trim();
  if (href.length === 0 || href.length > 2000) return undefined;
  if (/^https?:\/\/[^\s"'<>`\\]+$/i.test(href)) return URL.canParse(href) ? href : undefined;
  if (/^mailto:[^\s"'<>`\\@:/]+@[^\s"'<>`\\@:/]+$/i.test(href)) return href;
  if (/^\/(?![/\\])[^\s"'<>`\\]*$/.test(href)) return href;
  if (/^#[\w-]*$/.test(href)) return href;
  return undefined;
}

/** External links must not hand the page to the target, nor vouch for it. */
function anchor(href: string, innerHtml: string): string {
  const external = /^(https?|mailto):/i.test(href);
  const rel = external ? ' rel="nofollow noopener noreferrer"' : '';
  return `<a href="${escapeHtml(href)}"${rel}>${innerHtml}</a>`;
}

/** Closers further away than this are not looked for: keeps pathological input linear enough. */
const SEARCH_WINDOW = 2000;
const MAX_DEPTH = 6;
const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;

interface InlineOptions {
  /** Inside a link's text no further link may start (no nested anchors). */
  links: boolean;
  depth: number;
}

export function renderInline(source: string, options: InlineOptions = { links: true, depth: 0 }): string {
  if (options.depth > MAX_DEPTH) return escapeHtml(source);
  let html = '';
  let index = 0;
  const closers: CloserCache = new Map();
  while (index < source.length) {
    const char = source[index] as string;
    // Only the characters that may start a construct look ahead, and never further than the window.
    const rest = '`[<'.includes(char) ? source.slice(index, index + SEARCH_WINDOW) : '';

    if (char === '\\' && index + 1 < source.length) {
      const next = source[index + 1] as string;
      if (next === '\n') {
        html += '<br>';
        index += 2;
        continue;
      }
      if (PUNCTUATION.test(next)) {
        html += escapeHtml(next);
        index += 2;
        continue;
      }
    }

    if (char === '`') {
      const ticks = /^`+/.exec(rest)?.[0] ?? '`';
      const close = rest.indexOf(ticks, ticks.length);
      if (close > 0) {
        const code = rest.slice(ticks.length, close).replace(/\n/g, ' ');
        html += `<code>${escapeHtml(code.length > 2 && code.startsWith(' ') && code.endsWith(' ') ? code.slice(1, -1) : code)}</code>`;
        index += close + ticks.length;
        continue;
      }
      html += escapeHtml(ticks);
      index += ticks.length;
      continue;
    }

    if (char === '[') {
      const link = /^\[([^[\]]*)\]\([ \t]*(<[^<>\n]*>|(?:[^\s()]|\([^\s()]*\))*)(?:[ \t]+"[^"\n]*")?[ \t]*\)/.exec(
        rest,
      );
      if (link) {
        const [whole, text = '', rawTarget = ''] = link;
        const target = rawTarget.startsWith('<') ? rawTarget.slice(1, -1) : rawTarget;
        const inner = renderInline(text, { links: false, depth: options.depth + 1 });
        const href = options.links ? safeHref(target) : undefined;
        html += href ? anchor(href, inner) : inner;
        index += whole.length;
        continue;
      }
    }

    if (char === '<') {
      const auto = /^<(https?:\/\/[^\s<>"'`\\]+)>/i.exec(rest);
      const href = auto?.[1] ? safeHref(auto[1]) : undefined;
      if (auto && href) {
        html += options.links ? anchor(href, escapeHtml(href)) : escapeHtml(href);
        index += auto[0].length;
        continue;
      }
    }

    if (char === '*' || char === '_') {
      const emphasis = matchEmphasis(source, index, char, closers);
      if (emphasis) {
        const inner = renderInline(emphasis.inner, { ...options, depth: options.depth + 1 });
        html += emphasis.strong ? `<strong>${inner}</strong>` : `<em>${inner}</em>`;
        index = emphasis.end;
        continue;
      }
    }

    if (char === ' ' && source[index + 1] === ' ') {
      // Two or more spaces before a line end are a hard break; the run is consumed in one step.
      let end = index;
      while (source[end] === ' ') end += 1;
      html += source[end] === '\n' ? '<br>' : source.slice(index, end);
      index = source[end] === '\n' ? end + 1 : end;
      continue;
    }

    html += escapeHtml(char);
    index += 1;
  }
  return html;
}

/** Where the next valid closer of each delimiter is: scans never cover the same text twice. */
type CloserCache = Map<string, { from: number; at: number }>;

/**
 * `**strong**`, `__strong__`, `*em*`, `_em_`: the opener must be followed by a non-space, the closer
 * preceded by one; underscores only count at word boundaries (snake_case stays as it is).
 */
function matchEmphasis(
  source: string,
  start: number,
  mark: '*' | '_',
  closers: CloserCache,
): { inner: string; end: number; strong: boolean } | undefined {
  const strong = source[start + 1] === mark;
  const delimiter = strong ? mark + mark : mark;
  const open = start + delimiter.length;
  if (open >= source.length || /\s/.test(source[open] as string)) return undefined;
  if (mark === '_' && start > 0 && /\w/.test(source[start - 1] as string)) return undefined;
  const close = nextCloser(source, delimiter, open + 1, closers);
  return close === -1 ? undefined : { inner: source.slice(open, close), end: close + delimiter.length, strong };
}

/**
 * The first position at or after `from` where `delimiter` can close. Whether a position can close
 * depends on that position alone, so an answer for an earlier start still holds when it lies at or
 * after `from`: this keeps input full of openers linear instead of quadratic.
 */
function nextCloser(source: string, delimiter: string, from: number, closers: CloserCache): number {
  const cached = closers.get(delimiter);
  if (cached && cached.from <= from && (cached.at === -1 || cached.at >= from)) return cached.at;
  const mark = delimiter[0] as string;
  let close = source.indexOf(delimiter, from);
  while (close !== -1) {
    const before = source[close - 1] as string;
    const after = source[close + delimiter.length];
    const wordAfter = mark === '_' && after !== undefined && /\w/.test(after);
    if (!/\s/.test(before) && after !== mark && !wordAfter && (delimiter.length === 2 || before !== mark)) break;
    close = source.indexOf(delimiter, close + 1);
  }
  closers.set(delimiter, { from, at: close });
  return close;
}
