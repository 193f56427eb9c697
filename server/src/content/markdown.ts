import markdownIt, { type StateCore, type Token } from 'markdown-it';

/**
 * Announcement and course bodies to HTML, through markdown-it (CommonMark plus pipe tables) with
 * raw HTML off: raw HTML in the source is escaped like any other text. A core rule then holds the
 * output to this allowlist, with an `href` (checked by `safeHref`) and `rel` on links as the only
 * attributes:
 *
 *   p h2 h3 h4 ul ol li blockquote pre code strong em a hr br table thead tbody tr th td
 *
 * Headings map to h2..h4 (the page title being the h1); a link whose target `safeHref` refuses
 * keeps its text and loses the link; images are off (their text stays).
 */
export const allowedTags = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'strong',
  'em',
  'a',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

const allowed = new Set<string>(allowedTags);

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

const markdown = markdownIt('commonmark', { html: false, xhtmlOut: false, linkify: false, typographer: false })
  .enable('table')
  .disable(['image', 'html_block', 'html_inline']);
// Targets are judged by `safeHref` on what the author wrote (entities and escapes decoded), not
// on markdown-it's percent-encoded form, so every link is parsed and the core rule below decides.
markdown.normalizeLink = (url) => url;
markdown.validateLink = () => true;
markdown.core.ruler.push('vela_allowlist', holdToAllowlist);
// Never produced with the rules above; should one be turned on, its source still shows as text.
for (const rule of ['html_block', 'html_inline', 'image'] as const) {
  markdown.renderer.rules[rule] = (tokens, index) => markdown.utils.escapeHtml(tokens[index]?.content ?? '');
}

export function renderMarkdown(source: string): string {
  // Control characters other than tab and newline have no business in a body (and NUL is a classic trick).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const text = source.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  return markdown.render(text).trimEnd();
}

function holdToAllowlist(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = `h${Math.min(4, Math.max(2, Number(token.tag.slice(1))))}`;
    }
    // A fence's language would become a class attribute.
    if (token.type === 'fence') token.info = '';
    if (token.children) token.children = inlineAllowed(token.children, state.Token);
    strip(token);
  }
}

/** Links: kept with a safe target (and `rel` off the site), else their text stays and the link goes. */
function inlineAllowed(children: Token[], TokenClass: StateCore['Token']): Token[] {
  const kept: Token[] = [];
  const open: boolean[] = [];
  for (const token of children) {
    if (token.type === 'link_open') {
      const href = safeHref(String(token.attrGet('href') ?? ''));
      open.push(href !== undefined);
      if (href === undefined) {
        // A refused autolink shows as it was written, brackets included.
        if (token.markup === 'autolink') kept.push(textToken(TokenClass, '<'));
        continue;
      }
      token.attrs = [['href', href]];
      if (/^(https?|mailto):/i.test(href)) token.attrSet('rel', 'nofollow noopener noreferrer');
    } else if (token.type === 'link_close') {
      if (!open.pop()) {
        if (token.markup === 'autolink') kept.push(textToken(TokenClass, '>'));
        continue;
      }
    } else {
      strip(token);
    }
    kept.push(token);
  }
  return kept;
}

/** Any tag outside the allowlist renders nothing (its content still does); only links keep attributes. */
function strip(token: Token): void {
  if (token.tag && !allowed.has(token.tag)) token.hidden = true;
  if (token.type !== 'link_open') token.attrs = null;
}

function textToken(TokenClass: StateCore['Token'], content: string): Token {
  const token = new TokenClass('text', '', 0);
  token.content = content;
  return token;
}
