import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTags, renderMarkdown, safeHref } from './markdown.ts';

/**
 * Every tag in the output, with its attributes. Text is always escaped, so each `<` of the output
 * starts a tag the renderer wrote: checking them all checks the whole output.
 */
function tagsOf(html: string): { name: string; attributes: [string, string][] }[] {
  const tags: { name: string; attributes: [string, string][] }[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z0-9]*)([^>]*)>/g)) {
    const attributes = [...(match[3] ?? '').matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)].map(
      (attribute) => [attribute[1] ?? '', attribute[2] ?? ''] as [string, string],
    );
    tags.push({ name: match[2] ?? '', attributes });
  }
  return tags;
}

function expectInert(html: string): void {
  expect(html.split('<').length - 1, 'every < starts a tag').toBe(tagsOf(html).length);
  for (const tag of tagsOf(html)) {
    expect(allowedTags as readonly string[]).toContain(tag.name);
    for (const [name, value] of tag.attributes) {
      expect(tag.name).toBe('a');
      expect(['href', 'rel']).toContain(name);
      if (name === 'href') {
        const decoded = value
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'");
        expect(safeHref(decoded)).toBe(decoded);
        expect(decoded).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
  }
}

describe('renderMarkdown', () => {
  it('renders the supported blocks', () => {
    const html = renderMarkdown(
      [
        '# Title',
        '## Fees',
        '### Maker and taker ###',
        '',
        'A paragraph with **strong**, *em*, _em_ and `code`,',
        'continued on a second line.',
        '',
        '- first',
        '- second',
        '  continued',
        '',
        '1. one',
        '2. two',
        '',
        '> quoted **text**',
        '',
        '---',
        '',
        '```',
        '<b>raw</b>',
        '```',
        '',
        '| Market | Minimum |',
        '| --- | ---: |',
        '| BTC/USDT | 5 USDT |',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h2>Title</h2>',
        '<h2>Fees</h2>',
        '<h3>Maker and taker</h3>',
        '<p>A paragraph with <strong>strong</strong>, <em>em</em>, <em>em</em> and <code>code</code>,\ncontinued on a second line.</p>',
        '<ul>\n<li>first</li>\n<li>second\ncontinued</li>\n</ul>',
        '<ol>\n<li>one</li>\n<li>two</li>\n</ol>',
        '<blockquote>\n<p>quoted <strong>text</strong></p>\n</blockquote>',
        '<hr>',
        '<pre><code>&lt;b&gt;raw&lt;/b&gt;\n</code></pre>',
        '<table>\n<thead>\n<tr>\n<th>Market</th>\n<th>Minimum</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>BTC/USDT</td>\n<td>5 USDT</td>\n</tr>\n</tbody>\n</table>',
      ].join('\n'),
    );
  });

  it('keeps safe links and marks external ones', () => {
    expect(renderMarkdown('[fees](/events-courses/research/3) and [docs](https://vela.example/a?b=1&c=2)')).toBe(
      '<p><a href="/events-courses/research/3">fees</a> and <a href="https://vela.example/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">docs</a></p>',
    );
    expect(renderMarkdown('<https://vela.example>')).toBe(
      '<p><a href="https://vela.example" rel="nofollow noopener noreferrer">https://vela.example</a></p>',
    );
  });

  it('leaves snake_case, lone stars and unmatched brackets as text', () => {
    expect(renderMarkdown('price_tick_size * 2 [not a link] (x)')).toBe('<p>price_tick_size * 2 [not a link] (x)</p>');
  });

  it.each([
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['[click](javascript:alert(1))', '<p>click</p>'],
    ['[click](JaVaScRiPt:alert(1))', '<p>click</p>'],
    ['[click](  javascript:alert(1) )', '<p>click</p>'],
    ['[click](&#106;avascript:alert(1))', '<p>click</p>'],
    ['[click](data:text/html;base64,PHNjcmlwdD4=)', '<p>click</p>'],
    ['[click](vbscript:msgbox)', '<p>click</p>'],
    ['[click](//evil.example/x)', '<p>click</p>'],
    ['[click](/\\evil.example)', '<p>click</p>'],
    ['[x](https://ok.example"onmouseover="alert(1))', '<p>x</p>'],
    ['<javascript:alert(1)>', '<p>&lt;javascript:alert(1)&gt;</p>'],
    ['![x](javascript:alert(1))', '<p>!x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<p>&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;</p>'],
    ['<svg onload=alert(1)>', '<p>&lt;svg onload=alert(1)&gt;</p>'],
    ['[a [b](javascript:x)](https://ok.example)', '<p>[a b](https://ok.example)</p>'],
    ['java\u0000script', '<p>javascript</p>'],
    [
      '<div>\n<script>alert(1)</script>\n</div>',
      '<p>&lt;div&gt;\n&lt;script&gt;alert(1)&lt;/script&gt;\n&lt;/div&gt;</p>',
    ],
    ['[a](java&#x73;cript:x)', '<p>a</p>'],
    ['[x][r]\n\n[r]: javascript:alert(1)', '<p>x</p>'],
    ['<https://ok.example/"onmouseover=x>', '<p>&lt;https://ok.example/&quot;onmouseover=x&gt;</p>'],
    ['<vbscript:msgbox>', '<p>&lt;vbscript:msgbox&gt;</p>'],
    ['```js onload=x\nlet a = 1;\n```', '<pre><code>let a = 1;\n</code></pre>'],
    [
      '| a | b |\n| :-- | --: |\n| 1 | 2 |',
      '<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>',
    ],
    ['3. three\n4. four', '<ol>\n<li>three</li>\n<li>four</li>\n</ol>'],
    ['[x](/a "title")', '<p><a href="/a">x</a></p>'],
    ['Title\n=====\n\n###### deep', '<h2>Title</h2>\n<h4>deep</h4>'],
    ['~~kept~~', '<p>~~kept~~</p>'],
    [
      '<mailto:support@vela.example>',
      '<p><a href="mailto:support@vela.example" rel="nofollow noopener noreferrer">mailto:support@vela.example</a></p>',
    ],
  ])('renders %j inert', (source, expected) => {
    const html = renderMarkdown(source);
    expect(html).toBe(expected);
    expectInert(html);
  });

  it('never emits a tag or attribute outside the allowlist, whatever the input', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '&',
      '[',
      ']',
      '(',
      ')',
      '*',
      '_',
      '`',
      '#',
      '-',
      '|',
      '\\',
      '\n',
      ' ',
      '  \n',
      '> ',
      '1. ',
      'javascript:',
      'JAVASCRIPT:',
      'data:',
      'https://a.example',
      '//x',
      'onerror=',
      'script',
      'alert(1)',
      'a',
      '```js ',
      '    ',
      '<div>',
      '~~',
      '![',
      ':--',
      '\n===',
      '[r]: ',
      '&#106;',
      '\n\n',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), (parts) => {
        expectInert(renderMarkdown(parts.join('')));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a reference link like an inline one', () => {
    expect(renderMarkdown('[fees][f]\n\n[f]: /help/fees')).toBe('<p><a href="/help/fees">fees</a></p>');
  });

  it('stays fast on pathological input', () => {
    for (const unit of ['[', '*a', '_', '`', '  ', '**a ', '| -', '> ', '#']) {
      const started = performance.now();
      renderMarkdown(unit.repeat(Math.floor(50_000 / unit.length)));
      expect(performance.now() - started, JSON.stringify(unit)).toBeLessThan(1500);
    }
  });
});

describe('safeHref', () => {
  it.each([
    ['https://vela.example/x', true],
    ['http://vela.example', true],
    ['mailto:support@vela.example', true],
    ['/events-announcements', true],
    ['#fees', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['data:text/html,x', false],
    ['https://a.example/"x', false],
    ['ftp://files.example', false],
  ])('%j is allowed: %s', (href, allowed) => {
    expect(safeHref(href) !== undefined).toBe(allowed);
  });
});
