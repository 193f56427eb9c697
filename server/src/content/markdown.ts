import { escapeHtml, renderInline } from './markdown-inline.ts';

/**
 * A small, safe Markdown subset to HTML, for announcement and course bodies. No Markdown or
 * sanitizer library is installed, so this renderer is safe by construction instead: raw HTML in
 * the source is escaped like any other text, and the output only ever holds these tags, with an
 * `href` (checked by `safeHref`) and `rel` on links as the only attributes:
 *
 *   p h2 h3 h4 ul ol li blockquote pre code strong em a hr br table thead tbody tr th td
 *
 * Blocks: headings (# and ## become h2, the page title being the h1), paragraphs, bullet and
 * numbered lists (one level), block quotes, fenced code, thematic breaks and pipe tables.
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

const MAX_QUOTE_DEPTH = 4;

const patterns = {
  fence: /^ {0,3}(`{3,}|~{3,})/,
  heading: /^ {0,3}(#{1,6})(?:[ \t]|$)/,
  rule: /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/,
  quote: /^ {0,3}> ?/,
  bullet: /^ {0,3}[-*+][ \t]+/,
  ordered: /^ {0,3}\d{1,9}[.)][ \t]+/,
  tableDivider: /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/,
};

export function renderMarkdown(source: string): string {
  // Control characters other than tab and newline have no business in a body (and NUL is a classic trick).
  const text = source
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  return renderBlocks(text.split('\n'), 0).join('\n');
}

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    patterns.fence.test(line) ||
    patterns.heading.test(line) ||
    patterns.rule.test(line) ||
    patterns.quote.test(line) ||
    patterns.bullet.test(line) ||
    patterns.ordered.test(line) ||
    isTableStart(line, next)
  );
}

function isTableStart(line: string, next: string | undefined): boolean {
  if (next === undefined || !line.includes('|')) return false;
  return next.includes('-') && patterns.tableDivider.test(next);
}

function renderBlocks(lines: readonly string[], quoteDepth: number): string[] {
  const blocks: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as string;
    const next = lines[index + 1];
    if (line.trim() === '') {
      index += 1;
      continue;
    }

    const fence = patterns.fence.exec(line);
    if (fence) {
      const marker = fence[1] as string;
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] as string).trimStart().startsWith(marker)) {
        body.push(lines[index] as string);
        index += 1;
      }
      index += 1;
      blocks.push(`<pre><code>${escapeHtml(body.join('\n'))}</code></pre>`);
      continue;
    }

    const heading = patterns.heading.exec(line);
    if (heading) {
      const level = Math.min(4, Math.max(2, (heading[1] as string).length));
      blocks.push(`<h${level}>${renderInline(headingText(line.slice(heading[0].length)))}</h${level}>`);
      index += 1;
      continue;
    }

    if (patterns.rule.test(line)) {
      blocks.push('<hr>');
      index += 1;
      continue;
    }

    if (patterns.quote.test(line)) {
      const inner: string[] = [];
      while (index < lines.length && patterns.quote.test(lines[index] as string)) {
        inner.push((lines[index] as string).replace(patterns.quote, ''));
        index += 1;
      }
      const content =
        quoteDepth >= MAX_QUOTE_DEPTH
          ? [`<p>${renderInline(inner.join('\n'))}</p>`]
          : renderBlocks(inner, quoteDepth + 1);
      blocks.push(`<blockquote>\n${content.join('\n')}\n</blockquote>`);
      continue;
    }

    const listKind = patterns.bullet.test(line) ? 'ul' : patterns.ordered.test(line) ? 'ol' : undefined;
    if (listKind) {
      const marker = listKind === 'ul' ? patterns.bullet : patterns.ordered;
      const items: string[] = [];
      while (index < lines.length && marker.test(lines[index] as string)) {
        const item = [(lines[index] as string).replace(marker, '')];
        index += 1;
        // Indented lines continue the item; a blank line or another block ends it.
        while (
          index < lines.length &&
          /^ {2,}\S/.test(lines[index] as string) &&
          !marker.test(lines[index] as string)
        ) {
          item.push((lines[index] as string).trim());
          index += 1;
        }
        items.push(`<li>${renderInline(item.join('\n'))}</li>`);
      }
      blocks.push(`<${listKind}>\n${items.join('\n')}\n</${listKind}>`);
      continue;
    }

    if (isTableStart(line, next)) {
      const header = cells(line);
      index += 2;
      const rows: string[][] = [];
      while (index < lines.length && (lines[index] as string).includes('|') && (lines[index] as string).trim() !== '') {
        rows.push(cells(lines[index] as string));
        index += 1;
      }
      const head = `<thead>\n<tr>${header.map((cell) => `<th>${renderInline(cell)}</th>`).join('')}</tr>\n</thead>`;
      const body = rows
        .map((row) => `<tr>${header.map((_, column) => `<td>${renderInline(row[column] ?? '')}</td>`).join('')}</tr>`)
        .join('\n');
      blocks.push(`<table>\n${head}\n<tbody>\n${body}\n</tbody>\n</table>`);
      continue;
    }

    const paragraph: string[] = [line.trim()];
    index += 1;
    while (
      index < lines.length &&
      (lines[index] as string).trim() !== '' &&
      !startsBlock(lines[index] as string, lines[index + 1])
    ) {
      paragraph.push((lines[index] as string).replace(/^ +/, ''));
      index += 1;
    }
    blocks.push(`<p>${renderInline(paragraph.join('\n').trimEnd())}</p>`);
  }
  return blocks;
}

/** A heading's text without its optional closing hashes (`## Fees ##`), scanned by hand: no regex backtracking. */
function headingText(rest: string): string {
  const text = rest.trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end -= 1;
  if (end === text.length) return text;
  if (end === 0) return '';
  return /[ \t]/.test(text[end - 1] as string) ? text.slice(0, end).trimEnd() : text;
}

/** The cells of a pipe-table row; `\|` is a literal pipe inside a cell. */
function cells(row: string): string[] {
  const trimmed = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}
