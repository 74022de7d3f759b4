// @vitest-environment jsdom
// (jsdom parses the rendered HTML as a browser inserting it would.)
import { describe, expect, it } from 'vitest';
import { SanitizedMarkdownRenderer } from '../../../../../src/server/adapters/markdown/sanitized-markdown.renderer';
import { problemsOf } from './html-inspection';

const render = (markdown: string): string => new SanitizedMarkdownRenderer().toHtml(markdown);

describe("staff's Markdown as customers' HTML (architecture/admin-content.md)", () => {
  it('writes headings (under the page title), lists, emphasis, quotes, tables and links', () => {
    expect(render('# Delivery\n\n## Zones\n\n- **Green**: 29 min\n- *Red*: 59 min\n\n3. three\n4. four')).toBe(
      '<h2>Delivery</h2>\n<h2>Zones</h2>\n<ul>\n<li><strong>Green</strong>: 29 min</li>\n<li><em>Red</em>: 59 min</li>\n</ul>\n<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>\n',
    );
    expect(render('###### small')).toBe('<h4>small</h4>\n');
    expect(render('> quoted ~~old~~')).toBe('<blockquote>\n<p>quoted <s>old</s></p>\n</blockquote>\n');
    expect(render('| zone | time |\n|:-|-:|\n| green | 29 |')).toContain('<td>green</td>');
    expect(render('| zone | time |\n|:-|-:|\n| green | 29 |')).not.toContain('style');
    expect(
      render('[call](tel:+380322295929) [write](mailto:hi@shop.ua) [menu](/en/) [site](https://shop.ua "Shop")'),
    ).toBe(
      '<p><a href="tel:+380322295929">call</a> <a href="mailto:hi@shop.ua">write</a> <a href="/en/">menu</a> <a href="https://shop.ua" title="Shop">site</a></p>\n',
    );
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['a script split by a tag', '<scr<script>ipt>alert(1)</script>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['an svg with onload', '<svg onload=alert(1)>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['a raw link with javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['a Markdown link with javascript:', '[x](javascript:alert(1))'],
    ['a javascript: link in mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['a javascript: link with an encoded letter', '[x](&#106;avascript:alert(1))'],
    ['a javascript: link with an encoded colon', '[x](javascript&#58;alert(1))'],
    ['a javascript: link with a tab', '[x](java\tscript:alert(1))'],
    ['a javascript: link with an encoded tab', '[x](java&#x09;script:alert(1))'],
    ['a javascript: link in angle brackets', '[x](<javascript:alert(1)>)'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a javascript: reference link', '[x]\n\n[x]: javascript:alert(1)'],
    ['a vbscript: link', '[x](vbscript:msgbox(1))'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
    ['a protocol-relative link', '[x](//evil.example/)'],
    ['an HTML comment', '<!-- <script>alert(1)</script> -->'],
    ['an onclick in a link title', '[x](https://shop.ua "a\\" onclick=\\"alert(1)")'],
    ['an object element', '<object data="x.swf"></object>'],
  ])('lets nothing dangerous through: %s', (_name, markdown) => {
    const html = render(markdown);
    expect(problemsOf(html)).toEqual([]);
    // Typed tags come out as text (&lt;...); no element but the allowed ones is ever written.
    expect(html).not.toMatch(/<(script|iframe|img|svg|style|object)\b/i);
  });

  it('shows typed tags as text, never as markup', () => {
    expect(render('Use <b>bold</b>?')).toBe('<p>Use &lt;b&gt;bold&lt;/b&gt;?</p>\n');
  });

  it('shows no pictures: an image is left as its link', () => {
    expect(render('![logo](https://shop.ua/logo.png)')).toBe('<p>!<a href="https://shop.ua/logo.png">logo</a></p>\n');
  });
});
